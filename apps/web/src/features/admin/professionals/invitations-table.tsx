import type { AdminInvitationListState, AdminInvitationRow } from '@neurobridge/shared/api/admin-professionals';
import type { InvitationEmailStatus } from '@neurobridge/shared/api/child-professionals';
import { formatDate } from '@neurobridge/shared/domain/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { fmt } from '../../../locales/pt-BR/messages';
import { TableScroll } from '../shell/table-scroll';
import { adminInvitationsMessages as m, INVITATION_EMAIL_LABELS, INVITATION_STATE_LABELS } from './messages';

const STATE_TONES: Record<AdminInvitationListState, 'neutral' | 'info' | 'success' | 'warning' | 'danger'> = {
  pending: 'info',
  requested: 'warning',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
  expired: 'neutral',
};
const EMAIL_TONES: Record<InvitationEmailStatus, 'neutral' | 'info' | 'success' | 'danger'> = {
  pending: 'info',
  sent: 'success',
  failed: 'danger',
  not_sent: 'neutral',
};

/** What the back-office may still do with an invitation (docs/product.md#admin-invitations). */
export const mayResend = (i: AdminInvitationRow) => i.state === 'pending';
export const mayWithdraw = (i: AdminInvitationRow) => i.state === 'pending' || i.state === 'requested';

/** The invitations' rows: family, professional, children, dates, state, the e-mail's delivery, actions. */
export function InvitationsTable({
  invitations,
  onResend,
  onWithdraw,
}: {
  invitations: AdminInvitationRow[];
  onResend: (i: AdminInvitationRow) => void;
  onWithdraw: (i: AdminInvitationRow) => void;
}) {
  const c = m.columns;
  const head = [c.family, c.professional, c.children, c.invited, c.expires, c.state, c.email, c.actions];
  return (
    <TableScroll label={m.heading} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left">
        <caption className="sr-only">{m.heading}</caption>
        <thead>
          <tr className="text-sm text-muted">
            {head.map((h) => (
              <th key={h} scope="col" className="pr-4 pb-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {invitations.map((i) => (
            <tr key={i.id} className="border-t border-slate-200 align-top">
              <th scope="row" className="min-w-44 py-3 pr-4 text-left wrap-anywhere">
                <span className="block font-semibold">
                  {i.family.name?.trim() || <span className="font-normal text-muted">{m.noName}</span>}
                </span>
                <span className="block text-sm font-normal text-muted">{i.family.email}</span>
              </th>
              <td className="min-w-48 py-3 pr-4 wrap-anywhere">{i.professional_email}</td>
              <td className="py-3 pr-4 text-center">{i.children_count}</td>
              <td className="py-3 pr-4 text-sm whitespace-nowrap">{formatDate(i.invited_at)}</td>
              <td className="py-3 pr-4 text-sm whitespace-nowrap">{formatDate(i.expires_at)}</td>
              <td className="py-3 pr-4">
                <Badge tone={STATE_TONES[i.state]}>{INVITATION_STATE_LABELS[i.state]}</Badge>
              </td>
              <td className="py-3 pr-4">
                <Badge tone={EMAIL_TONES[i.email_status]}>{INVITATION_EMAIL_LABELS[i.email_status]}</Badge>
              </td>
              <td className="py-3">
                <div className="flex flex-col gap-2">
                  {mayResend(i) && (
                    <Button
                      variant="secondary"
                      aria-label={fmt(m.resendOf, { email: i.professional_email })}
                      onClick={() => onResend(i)}
                    >
                      {m.resend}
                    </Button>
                  )}
                  {mayWithdraw(i) && (
                    <Button
                      variant="secondary"
                      aria-label={fmt(m.withdrawOf, { email: i.professional_email })}
                      onClick={() => onWithdraw(i)}
                    >
                      {m.withdraw}
                    </Button>
                  )}
                  {!mayResend(i) && !mayWithdraw(i) && (
                    <span className="text-sm text-muted">
                      <span aria-hidden>—</span>
                      <span className="sr-only">{m.noActions}</span>
                    </span>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
