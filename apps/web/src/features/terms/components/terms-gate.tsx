import { useQuery } from '@tanstack/react-query';
import { authApi } from '@neurobridge/shared/api/auth';
import { errorText } from '../../../lib/api-client';
import { browser } from '../../../lib/navigation';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { termsCheckQueryOptions, termsDocumentQueryOptions, useAcceptTerms } from '../api/terms';
import { termsMessages } from '../messages';
import { TermsModal } from './terms-modal';

/** How often an open page asks whether the terms version changed (docs/product.md#admin-app-settings). */
export const TERMS_RECHECK_MS = 60_000;

/**
 * Opens the terms modal before anything else when the current version is not accepted
 * (docs/product.md#accepting-the-terms). An open page asks again every minute while visible and
 * when it comes back into view, so a new version set by the admin reaches it without a reload.
 */
export function TermsGate() {
  const check = useQuery({
    ...termsCheckQueryOptions,
    refetchInterval: TERMS_RECHECK_MS,
    refetchOnWindowFocus: 'always',
  });
  const needsAcceptance = check.data?.hasAccepted === false;
  const doc = useQuery({ ...termsDocumentQueryOptions, enabled: needsAcceptance });
  const accept = useAcceptTerms();
  const runAccept = useLockedMutation(accept);

  if (!needsAcceptance || !doc.data) return null;
  return (
    <TermsModal
      version={doc.data.version}
      text={doc.data.text}
      accepting={accept.isPending}
      error={accept.isError ? errorText(accept.error, termsMessages.acceptError) : undefined}
      onAccept={() => runAccept(doc.data.version)}
      // Declining logs the user out by navigating to the logout endpoint (docs/product.md#declining-the-terms).
      onDecline={() => browser.assign(authApi.logoutRedirect.path)}
    />
  );
}
