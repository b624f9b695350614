import type { ChildProfessional, PendingInvitation } from '@neurobridge/shared/api/child-professionals';
import { formatDate } from '@neurobridge/shared/domain/format';
import { professionalTypeLabel } from '@neurobridge/shared/domain/professionals';
import { useQuery } from '@tanstack/react-query';
import { UserRoundCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { childProfessionalsQueryOptions } from '../api/child-professionals';
import { useRevokeAccess } from '../api/revoke-access';
import { useWithdrawInvitation } from '../api/withdraw-invitation';
import { childProfessionalsMessages as m } from '../messages';
import { CopyInvitationLink } from './copy-invitation-link';
import { InvitationRequestRow } from './invitation-request-row';
import { LoadError } from '../../../components/ui/load-error';

const rowClass = 'flex flex-wrap items-center gap-3 px-5 py-4';

/**
 * 'Verificado' beside a professional an administrator checked (docs/product.md#admin-professionals):
 * an icon with its word, and what it means for a screen reader and on hover. The icon is this
 * screen's alone: one that two chunks share joins `common`, which every page loads (vite.config.ts).
 */
function VerifiedBadge() {
  return (
    <span
      title={m.professionals.verifiedHint}
      className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-medium text-green-900"
    >
      <UserRoundCheck aria-hidden className="size-4" />
      {m.professionals.verified}
      <span className="sr-only">: {m.professionals.verifiedHint}</span>
    </span>
  );
}

/**
 * "Profissionais" on the child page, for the child's parent: who has access and since when, the
 * pending invitations, the requests to accept one from another e-mail (approve or refuse) and the
 * declined ones, and removing an access or an invitation after a confirmation
 * (docs/product.md#professionals-of-a-child).
 */
export function ChildProfessionalsSection({ child }: { child: { id: number; name: string } }) {
  const toast = useToast();
  const list = useQuery(childProfessionalsQueryOptions(child.id));
  const revoke = useRevokeAccess(child.id);
  const runRevoke = useLockedMutation(revoke);
  const withdraw = useWithdrawInvitation(child.id);
  const runWithdraw = useLockedMutation(withdraw);
  const [revoking, setRevoking] = useState<ChildProfessional | null>(null);
  const [withdrawing, setWithdrawing] = useState<PendingInvitation | null>(null);

  if (!list.data) {
    if (list.isError) {
      return (
        <LoadError
          text={errorText(list.error, m.professionals.loadError)}
          retrying={list.isFetching}
          onRetry={() => void list.refetch({ cancelRefetch: false })}
        />
      );
    }
    return <Spinner label={messages.common.loading} />;
  }

  const { professionals, invitations } = list.data;
  if (professionals.length === 0 && invitations.length === 0) {
    return (
      <Card className="text-center">
        <p className="text-lg">{fmt(m.professionals.empty, { child: child.name })}</p>
        <Link to={paths.dashboard} className="mt-2 inline-flex min-h-12 items-center font-semibold text-brand-700">
          {m.professionals.invite}
        </Link>
      </Card>
    );
  }

  function onConfirmRevoke() {
    if (!revoking) return;
    const { name } = revoking;
    runRevoke(revoking.access_id, {
      onSuccess: () => {
        setRevoking(null);
        toast(fmt(m.revoke.done, { name }), 'success');
      },
    });
  }

  function onConfirmWithdraw() {
    if (!withdrawing) return;
    runWithdraw(withdrawing.id, {
      onSuccess: () => {
        setWithdrawing(null);
        toast(m.withdraw.done, 'success');
      },
    });
  }

  return (
    <>
      <ul
        className="divide-y divide-slate-200 rounded-2xl bg-white wrap-anywhere ring-1 ring-slate-200"
        data-testid="child-professionals"
      >
        {professionals.map((p) => (
          <li key={`a${p.access_id}`} className={rowClass}>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
                {p.name}
                {p.verified && <VerifiedBadge />}
              </p>
              <p className="text-sm text-muted">
                {[
                  p.professional_type && professionalTypeLabel(p.professional_type),
                  p.organization_name,
                  fmt(m.professionals.since, { date: formatDate(p.access_granted_at) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <Button
              variant="secondary"
              aria-label={`${m.professionals.revoke}: ${p.name}`}
              onClick={() => {
                revoke.reset();
                setRevoking(p);
              }}
            >
              {m.professionals.revoke}
            </Button>
          </li>
        ))}
        {invitations.map((i) =>
          i.status === 'requested' ? (
            <InvitationRequestRow key={`i${i.id}`} child={child} invitation={i} className={rowClass} />
          ) : i.status === 'declined' ? (
            <li key={`i${i.id}`} className={rowClass}>
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{fmt(m.invitations.declined, { email: i.professional_email })}</p>
                {i.declined_at && (
                  <p className="text-sm text-muted">
                    {fmt(m.invitations.declinedOn, { date: formatDate(i.declined_at) })}
                  </p>
                )}
              </div>
              <Badge tone="danger">{m.invitations.declinedBadge}</Badge>
            </li>
          ) : (
            <li key={`i${i.id}`} className={rowClass}>
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{fmt(m.invitations.pending, { email: i.professional_email })}</p>
                <p className="text-sm text-muted">
                  {[
                    fmt(m.invitations.expires, { date: formatDate(i.expires_at) }),
                    m.invitations.email[i.email_status],
                  ].join(' · ')}
                </p>
              </div>
              {i.link_available && <CopyInvitationLink childId={child.id} invitation={i} />}
              <Button
                variant="secondary"
                aria-label={`${m.invitations.withdraw}: ${i.professional_email}`}
                onClick={() => {
                  withdraw.reset();
                  setWithdrawing(i);
                }}
              >
                {m.invitations.withdraw}
              </Button>
            </li>
          ),
        )}
      </ul>
      {revoking && (
        <ConfirmDialog
          title={fmt(m.revoke.title, { name: revoking.name })}
          text={fmt(m.revoke.text, { name: revoking.name, child: child.name })}
          confirmLabel={m.revoke.confirm}
          pending={revoke.isPending}
          error={revoke.isError ? errorText(revoke.error, m.revoke.error) : undefined}
          onConfirm={onConfirmRevoke}
          onCancel={() => setRevoking(null)}
        />
      )}
      {withdrawing && (
        <ConfirmDialog
          title={fmt(m.withdraw.title, { email: withdrawing.professional_email })}
          text={m.withdraw.text}
          confirmLabel={m.withdraw.confirm}
          pending={withdraw.isPending}
          error={withdraw.isError ? errorText(withdraw.error, m.withdraw.error) : undefined}
          onConfirm={onConfirmWithdraw}
          onCancel={() => setWithdrawing(null)}
        />
      )}
    </>
  );
}
