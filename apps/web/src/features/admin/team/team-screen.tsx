import type { TeamInvitation, TeamMember } from '@neurobridge/shared/api/admin-team';
import { ADMIN_ROLE_LABELS } from '@neurobridge/shared/domain/admin-roles';
import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { useAdminMe } from '../shell/admin-session';
import { TableScroll } from '../shell/table-scroll';
import { InviteAdminDialog } from './invite-dialog';
import { ChangeRoleDialog, SuspendMemberDialog } from './member-dialogs';
import { adminTeamMessages as m } from './messages';
import { teamQuery, useReactivateAdmin, useResendInvitation, useWithdrawInvitation } from './team-api';
import { formatWhen } from './team-format';

type Asking =
  | { kind: 'invite' }
  | { kind: 'role'; member: TeamMember }
  | { kind: 'suspend'; member: TeamMember }
  | { kind: 'withdraw'; invitation: TeamInvitation };

const cell = 'py-3 pr-4 align-top';

/**
 * /admin/equipe (docs/product.md#admin-team-screens): the administrators — role, second factor,
 * last sign-in, state — with 'Mudar função', 'Suspender' and 'Reativar' for the others; the
 * invitations with their e-mail's delivery, 'Reenviar' and 'Retirar'; and 'Convidar administrador'.
 */
export function TeamScreen() {
  const team = useQuery({ ...teamQuery, staleTime: 0 });
  const me = useAdminMe();
  const [asking, setAsking] = useState<Asking | null>(null);

  let content;
  if (team.isPending) content = <Spinner label={m.loading} />;
  else if (team.isError)
    content = (
      <LoadError
        text={errorText(team.error, m.loadError)}
        retrying={team.isFetching}
        onRetry={() => void team.refetch({ cancelRefetch: false })}
      />
    );
  else
    content = (
      <>
        <MembersTable
          members={team.data.members}
          myId={me.data?.id}
          onChangeRole={(member) => setAsking({ kind: 'role', member })}
          onSuspend={(member) => setAsking({ kind: 'suspend', member })}
        />
        <InvitationsTable
          invitations={team.data.invitations}
          onWithdraw={(invitation) => setAsking({ kind: 'withdraw', invitation })}
        />
      </>
    );

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{m.title}</h1>
          <p className="mt-2 max-w-3xl text-muted">{m.intro}</p>
        </div>
        <Button onClick={() => setAsking({ kind: 'invite' })}>
          <UserPlus aria-hidden className="size-5" />
          {m.invite}
        </Button>
      </div>
      <div className="mt-6">{content}</div>
      {asking?.kind === 'invite' && <InviteAdminDialog onClose={() => setAsking(null)} />}
      {asking?.kind === 'role' && <ChangeRoleDialog member={asking.member} onClose={() => setAsking(null)} />}
      {asking?.kind === 'suspend' && <SuspendMemberDialog member={asking.member} onClose={() => setAsking(null)} />}
      {asking?.kind === 'withdraw' && <WithdrawDialog invitation={asking.invitation} onClose={() => setAsking(null)} />}
    </>
  );
}

function MembersTable({
  members,
  myId,
  onChangeRole,
  onSuspend,
}: {
  members: TeamMember[];
  myId: number | undefined;
  onChangeRole: (member: TeamMember) => void;
  onSuspend: (member: TeamMember) => void;
}) {
  const t = m.members;
  const toast = useToast();
  const reactivate = useReactivateAdmin();
  const runReactivate = useLockedMutation(reactivate);
  const head = [t.username, t.email, t.role, t.totp, t.lastLogin, t.status, t.actions];
  return (
    <section aria-labelledby="team-members-title">
      <h2 id="team-members-title" className="text-xl font-bold">
        {t.heading}
      </h2>
      <TableScroll label={t.heading} className="mt-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <table className="w-full min-w-[48rem] text-left">
          <caption className="sr-only">{t.heading}</caption>
          <thead>
            <tr className="text-sm text-muted">
              {head.map((h) => (
                <th key={h} scope="col" className="pb-2 pr-4 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {members.map((member) => {
              const mine = member.id === myId;
              const suspended = member.suspended_at !== null;
              const name = member.username;
              return (
                <tr
                  key={member.id}
                  className={`border-t border-slate-200 ${suspended ? 'border-l-4 border-l-red-700 bg-red-50' : ''}`}
                >
                  <th scope="row" className={`${cell} font-semibold wrap-anywhere`}>
                    <span className={suspended ? 'pl-2' : ''}>{name}</span>
                    {mine && (
                      <span className="ml-2">
                        <Badge tone="info">{t.you}</Badge>
                      </span>
                    )}
                  </th>
                  <td className={`${cell} min-w-48 wrap-anywhere`}>{member.email ?? t.noEmail}</td>
                  <td className={cell}>{ADMIN_ROLE_LABELS[member.role]}</td>
                  <td className={cell}>
                    <Badge tone={member.totp_enabled ? 'success' : 'warning'}>
                      {member.totp_enabled ? t.totpOn : t.totpOff}
                    </Badge>
                  </td>
                  <td className={`${cell} text-sm whitespace-nowrap`}>
                    {member.last_login_at ? formatWhen(member.last_login_at) : t.never}
                  </td>
                  <td className={cell}>
                    <Badge tone={suspended ? 'danger' : 'success'}>{suspended ? t.suspended : t.active}</Badge>
                    {suspended && member.suspended_reason && (
                      <p className="mt-1 max-w-56 text-sm wrap-anywhere">
                        {fmt(t.suspendedReason, { reason: member.suspended_reason })}
                      </p>
                    )}
                  </td>
                  <td className={cell}>
                    {!mine && (
                      <div className="flex flex-wrap gap-2">
                        <Button
                          variant="secondary"
                          aria-label={fmt(t.changeRoleLabel, { name })}
                          onClick={() => onChangeRole(member)}
                        >
                          {t.changeRole}
                        </Button>
                        {suspended ? (
                          <Button
                            variant="secondary"
                            aria-label={fmt(t.reactivateLabel, { name })}
                            pending={reactivate.isPending && reactivate.variables?.id === member.id}
                            pendingLabel={t.reactivating}
                            disabled={reactivate.isPending}
                            onClick={() =>
                              runReactivate(member, {
                                onSuccess: () => toast(fmt(m.reactivated, { name }), 'success'),
                                onError: (err) => toast(errorText(err, m.reactivateError), 'error'),
                              })
                            }
                          >
                            {t.reactivate}
                          </Button>
                        ) : (
                          <Button
                            variant="secondary"
                            aria-label={fmt(t.suspendLabel, { name })}
                            onClick={() => onSuspend(member)}
                          >
                            {t.suspend}
                          </Button>
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

const STATE_TONES: Record<string, 'neutral' | 'info' | 'success' | 'danger' | 'warning'> = {
  pending: 'info',
  accepted: 'success',
  expired: 'warning',
  withdrawn: 'neutral',
};

function InvitationsTable({
  invitations,
  onWithdraw,
}: {
  invitations: TeamInvitation[];
  onWithdraw: (invitation: TeamInvitation) => void;
}) {
  const t = m.invitations;
  const toast = useToast();
  const resend = useResendInvitation();
  const runResend = useLockedMutation(resend);
  const head = [t.email, t.role, t.state, t.delivery, t.expires, t.actions];
  return (
    <section aria-labelledby="team-invitations-title" className="mt-10">
      <h2 id="team-invitations-title" className="text-xl font-bold">
        {t.heading}
      </h2>
      {invitations.length === 0 ? (
        <p className="mt-3 rounded-2xl bg-white p-6 text-muted ring-1 ring-slate-200">{t.empty}</p>
      ) : (
        <TableScroll label={t.heading} className="mt-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <table className="w-full min-w-[44rem] text-left">
            <caption className="sr-only">{t.heading}</caption>
            <thead>
              <tr className="text-sm text-muted">
                {head.map((h) => (
                  <th key={h} scope="col" className="pb-2 pr-4 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {invitations.map((invitation) => {
                const { email } = invitation;
                const delivery = invitation.email_status;
                return (
                  <tr key={invitation.id} className="border-t border-slate-200">
                    <th scope="row" className={`${cell} min-w-48 font-semibold wrap-anywhere`}>
                      {email}
                      {invitation.invited_by && (
                        <span className="block text-sm font-normal text-muted">
                          {fmt(t.invitedBy, { name: invitation.invited_by })}
                        </span>
                      )}
                    </th>
                    <td className={cell}>{ADMIN_ROLE_LABELS[invitation.role]}</td>
                    <td className={cell}>
                      <Badge tone={STATE_TONES[invitation.state] ?? 'neutral'}>
                        {t.states[invitation.state] ?? invitation.state}
                      </Badge>
                    </td>
                    <td className={cell}>
                      {delivery ? (
                        <Badge tone={delivery === 'failed' ? 'danger' : delivery === 'sent' ? 'success' : 'neutral'}>
                          {t.deliveries[delivery] ?? delivery}
                        </Badge>
                      ) : (
                        <span className="text-sm text-muted">{t.noDelivery}</span>
                      )}
                    </td>
                    <td className={`${cell} text-sm whitespace-nowrap`}>{formatWhen(invitation.expires_at)}</td>
                    <td className={cell}>
                      {(invitation.state === 'pending' || invitation.state === 'expired') && (
                        <div className="flex flex-wrap gap-2">
                          <Button
                            variant="secondary"
                            aria-label={fmt(t.resendLabel, { email })}
                            pending={resend.isPending && resend.variables?.id === invitation.id}
                            disabled={resend.isPending}
                            onClick={() =>
                              runResend(invitation, {
                                onSuccess: () => toast(fmt(t.resent, { email }), 'success'),
                                onError: (err) => toast(errorText(err, t.resendError), 'error'),
                              })
                            }
                          >
                            {t.resend}
                          </Button>
                          {invitation.state === 'pending' && (
                            <Button
                              variant="secondary"
                              aria-label={fmt(t.withdrawLabel, { email })}
                              onClick={() => onWithdraw(invitation)}
                            >
                              {t.withdraw}
                            </Button>
                          )}
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

/** 'Retirar' asks first: the link stops working. */
function WithdrawDialog({ invitation, onClose }: { invitation: TeamInvitation; onClose: () => void }) {
  const t = m.invitations;
  const toast = useToast();
  const withdraw = useWithdrawInvitation();
  const run = useLockedMutation(withdraw);
  const { email } = invitation;
  return (
    <ConfirmDialog
      title={t.withdrawTitle}
      text={fmt(t.withdrawText, { email })}
      confirmLabel={t.withdrawConfirm}
      pending={withdraw.isPending}
      error={withdraw.isError ? errorText(withdraw.error, t.withdrawError) : undefined}
      onCancel={onClose}
      onConfirm={() =>
        run(invitation, {
          onSuccess: () => {
            toast(fmt(t.withdrawn, { email }), 'success');
            onClose();
          },
        })
      }
    />
  );
}
