import { useQuery } from '@tanstack/react-query';
import { authApi } from '@neurobridge/shared/api/auth';
import { errorText } from '../../../lib/api-client';
import { browser } from '../../../lib/navigation';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { lazy, Suspense } from 'react';
import { termsMessages } from '../../../components/terms/terms-messages';
import {
  professionalTermsQueryOptions,
  termsCheckQueryOptions,
  termsDocumentQueryOptions,
  useAcceptTerms,
} from '../api/terms';
import { useTermsRequired } from '../use-terms-required';

// The modal, with the terms markup's renderer, loads when it is needed (seldom: a first visit, a new
// version), so the code every signed-in page shares stays small (docs/architecture.md, "Fast by construction").
const TermsModal = lazy(() => import('../../../components/terms/terms-modal').then((m) => ({ default: m.TermsModal })));

/** How often an open page asks whether the terms version changed (docs/product.md#admin-app-settings). */
export const TERMS_RECHECK_MS = 60_000;

/**
 * The documents each account read to their end in this page load. A page that hands over to the
 * next one (the invitation's, to the professional's dashboard) opens the gate anew: the text read
 * there stays read, and 'Aceito' stays enabled.
 */
const readToEnd = new Set<string>();

/**
 * Opens the terms modal before anything else when the current version is not accepted, then, for
 * an account that works as a professional, the professional's terms (docs/product.md#accepting-the-terms,
 * docs/product.md#consent-gate). An account that accepted an earlier version reads what changed
 * first. An open page asks again every minute while visible and when it comes back into view, so a
 * version the admin publishes reaches it without a reload; a call the server refused for want of
 * consent asks at once.
 */
export function TermsGate({ userId }: { userId: number }) {
  useTermsRequired();
  const check = useQuery({
    ...termsCheckQueryOptions,
    refetchInterval: TERMS_RECHECK_MS,
    refetchOnWindowFocus: 'always',
  });
  const needsTerms = check.data?.hasAccepted === false;
  const needsProfessional = !needsTerms && check.data?.professional_terms?.hasAccepted === false;
  const terms = useQuery({ ...termsDocumentQueryOptions(check.data?.terms_version ?? ''), enabled: needsTerms });
  const professional = useQuery({ ...professionalTermsQueryOptions, enabled: needsProfessional });
  const accept = useAcceptTerms();
  const runAccept = useLockedMutation(accept);

  const doc = needsTerms ? terms.data : needsProfessional ? professional.data : undefined;
  if (!doc) return null;
  const readKey = `${userId}:${doc.version}`;
  return (
    <Suspense fallback={null}>
      <TermsModal
        // A new document, or another account, starts unread.
        key={readKey}
        title={needsTerms ? termsMessages.title : termsMessages.professionalTitle}
        version={doc.version.replace(/^profissional-/, '')}
        text={doc.text}
        documentTitle={needsTerms ? doc.title : null}
        changes={needsTerms ? check.data?.changes : null}
        accepting={accept.isPending}
        alreadyRead={readToEnd.has(readKey)}
        onReadToEnd={() => readToEnd.add(readKey)}
        error={accept.isError ? errorText(accept.error, termsMessages.acceptError) : undefined}
        onAccept={() => runAccept(doc.version)}
        // Declining logs the user out by navigating to the logout endpoint (docs/product.md#declining-the-terms).
        onDecline={() => browser.assign(authApi.logoutRedirect.path)}
      />
    </Suspense>
  );
}
