import { useQuery } from '@tanstack/react-query';
import { authApi } from '@neurobridge/shared/api/auth';
import { errorText } from '../../../lib/api-client';
import { browser } from '../../../lib/navigation';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import {
  professionalTermsQueryOptions,
  termsCheckQueryOptions,
  termsDocumentQueryOptions,
  useAcceptTerms,
} from '../api/terms';
import { termsMessages } from '../messages';
import { useTermsRequired } from '../use-terms-required';
import { TermsModal } from './terms-modal';

/** How often an open page asks whether the terms version changed (docs/product.md#admin-app-settings). */
export const TERMS_RECHECK_MS = 60_000;

/**
 * Opens the terms modal before anything else when the current version is not accepted, then, for
 * an account that works as a professional, the professional's terms (docs/product.md#accepting-the-terms,
 * docs/product.md#consent-gate). An open page asks again every minute while visible and when it
 * comes back into view, so a new version set by the admin reaches it without a reload; a call the
 * server refused for want of consent asks at once.
 */
export function TermsGate() {
  useTermsRequired();
  const check = useQuery({
    ...termsCheckQueryOptions,
    refetchInterval: TERMS_RECHECK_MS,
    refetchOnWindowFocus: 'always',
  });
  const needsTerms = check.data?.hasAccepted === false;
  const needsProfessional = !needsTerms && check.data?.professional_terms?.hasAccepted === false;
  const terms = useQuery({ ...termsDocumentQueryOptions, enabled: needsTerms });
  const professional = useQuery({ ...professionalTermsQueryOptions, enabled: needsProfessional });
  const accept = useAcceptTerms();
  const runAccept = useLockedMutation(accept);

  const doc = needsTerms ? terms.data : needsProfessional ? professional.data : undefined;
  if (!doc) return null;
  return (
    <TermsModal
      // A new document starts unread.
      key={doc.version}
      title={needsTerms ? termsMessages.title : termsMessages.professionalTitle}
      version={doc.version.replace(/^profissional-/, '')}
      text={doc.text}
      accepting={accept.isPending}
      error={accept.isError ? errorText(accept.error, termsMessages.acceptError) : undefined}
      onAccept={() => runAccept(doc.version)}
      // Declining logs the user out by navigating to the logout endpoint (docs/product.md#declining-the-terms).
      onDecline={() => browser.assign(authApi.logoutRedirect.path)}
    />
  );
}
