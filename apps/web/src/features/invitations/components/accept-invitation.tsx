import { ALSO_PROFESSIONAL_UNCONFIRMED, INVITATION_NOT_FOUND } from '@neurobridge/shared/api/invitation-acceptance';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError, errorText } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { useAcceptInvitation, useDeclineInvitation, useInvitation } from '../api/invitation-acceptance';
import { acceptInvitationMessages as t } from '../messages';
import { AcceptInvitationForm, joinNames } from './accept-invitation-form';

/** docs/product.md#accepting-an-invitation: the success screen stays 3 s, then the professional's dashboard. */
export const SUCCESS_REDIRECT_MS = 3000;

/** The page's frame: a card with the title and one state's content. */
export function InvitationCard({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10">
      <Card>
        <h1 className="mb-4 text-2xl font-bold">{t.title}</h1>
        {children}
      </Card>
    </main>
  );
}

function Outcome({ title, text, link }: { title: string; text?: string; link?: ReactNode }) {
  return (
    <div role="status">
      <p className="text-xl font-semibold">{title}</p>
      {text && <p className="mt-2">{text}</p>}
      {link && <div className="mt-6">{link}</div>}
    </div>
  );
}

/** The text for a failed load: the server's (not found), the connection's, or the spec's fallback. */
function loadErrorText(err: unknown): string {
  if (err instanceof ApiError && err.status === 404) return INVITATION_NOT_FOUND;
  return errorText(err, t.loadError);
}

/**
 * The signed-in visitor's invitation (docs/product.md#accepting-an-invitation): loading, then the
 * form or why it cannot be answered; accepting shows "Convite aceito!" and opens the
 * professional's dashboard after 3 s; from another e-mail it shows "Pedido enviado." (the family
 * approves); declining asks first, then shows "Convite recusado.".
 */
export function AcceptInvitation({ token, askAlsoProfessional }: { token: string; askAlsoProfessional: boolean }) {
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const decline = useDeclineInvitation(token);
  const runAccept = useLockedMutation(accept);
  const runDecline = useLockedMutation(decline);
  const [acceptKey] = useIdempotencyKey();
  const [declineKey] = useIdempotencyKey();
  const [confirmDecline, setConfirmDecline] = useState(false);
  const accepted = accept.isSuccess && accept.data.status === 'accepted';

  useEffect(() => {
    if (!accepted) return;
    const timer = setTimeout(() => navigate(paths.professionalDashboard, { replace: true }), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [accepted, navigate]);

  const view = invitation.data?.invitation;
  if ((accept.isSuccess && !accepted) || view?.status === 'requested') {
    return (
      <InvitationCard>
        <Outcome title={t.requested} text={t.requestedText} />
      </InvitationCard>
    );
  }
  if (accept.isSuccess) {
    const names = accept.data.children.map((c) => c.name);
    return (
      <InvitationCard>
        <Outcome
          title={t.accepted}
          text={fmt(t.acceptedText, { children: joinNames(names) })}
          link={<ButtonLink to={paths.professionalDashboard}>{t.goToDashboard}</ButtonLink>}
        />
      </InvitationCard>
    );
  }
  if (decline.isSuccess) {
    return (
      <InvitationCard>
        <Outcome title={t.declined} text={t.declinedText} />
      </InvitationCard>
    );
  }
  if (invitation.isPending) {
    return (
      <InvitationCard>
        <Spinner label={t.loading} />
      </InvitationCard>
    );
  }

  const home = (
    <ButtonLink variant="secondary" to={paths.home}>
      {t.backHome}
    </ButtonLink>
  );
  if (invitation.isError) {
    return (
      <InvitationCard>
        <p role="alert" className="text-lg">
          {loadErrorText(invitation.error)}
        </p>
        <div className="mt-6">{home}</div>
      </InvitationCard>
    );
  }
  if (view?.status !== 'pending') {
    return (
      <InvitationCard>
        <p role="alert" className="text-lg">
          {view?.status === 'expired' ? t.expired : t.used}
        </p>
        <div className="mt-6">{home}</div>
      </InvitationCard>
    );
  }

  const failed = accept.isError
    ? errorText(accept.error, t.acceptError)
    : decline.isError && !confirmDecline
      ? errorText(decline.error, t.declineError)
      : undefined;
  return (
    <InvitationCard>
      <AcceptInvitationForm
        invitation={view}
        // The server asks too (an account without a role may own a child): its answer opens the question.
        askAlsoProfessional={askAlsoProfessional || failed === ALSO_PROFESSIONAL_UNCONFIRMED}
        accepting={accept.isPending}
        declining={decline.isPending}
        error={failed}
        onAccept={(body) => {
          decline.reset();
          runAccept({ body: { invitation_token: token, ...body }, idempotencyKey: acceptKey });
        }}
        onDecline={() => {
          accept.reset();
          decline.reset();
          setConfirmDecline(true);
        }}
      />
      {confirmDecline && (
        <ConfirmDialog
          title={t.declineTitle}
          text={t.declineText}
          confirmLabel={t.decline}
          pending={decline.isPending}
          error={decline.isError ? errorText(decline.error, t.declineError) : undefined}
          onConfirm={() => runDecline({ idempotencyKey: declineKey })}
          onCancel={() => setConfirmDecline(false)}
        />
      )}
    </InvitationCard>
  );
}
