import { EMAIL_STATUS_LABELS, type EmailStatus, type OutboxEmail } from '@neurobridge/shared/api/admin-email';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { fmt } from '../../../locales/pt-BR/messages';
import { TableScroll } from '../shell/table-scroll';
import { outboxMessages as m } from './messages';
import { formatWhen } from './outbox-format';

const TONES: Record<EmailStatus, 'neutral' | 'info' | 'success' | 'danger'> = {
  pending: 'neutral',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
};

export function StatusBadge({ status }: { status: EmailStatus }) {
  return <Badge tone={TONES[status]}>{EMAIL_STATUS_LABELS[status]}</Badge>;
}

/** The outbox's rows: to, subject, template, status, attempts, last error, dates, and the actions. */
export function OutboxTable({
  emails,
  templateName,
  onOpen,
  onResend,
}: {
  emails: OutboxEmail[];
  templateName: (type: string) => string;
  onOpen: (email: OutboxEmail) => void;
  onResend: (email: OutboxEmail) => void;
}) {
  const head = [m.to, m.subject, m.template, m.status, m.attempts, m.lastError, m.dates, m.actions];
  return (
    <TableScroll label={m.heading} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left">
        <caption className="sr-only">{m.heading}</caption>
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
          {emails.map((e) => (
            <tr key={e.id} className="border-t border-slate-200 align-top">
              <td className="py-3 pr-4 wrap-anywhere">{e.to}</td>
              <td className="py-3 pr-4 font-medium wrap-anywhere">{e.subject}</td>
              <td className="py-3 pr-4 text-sm">{templateName(e.template_type)}</td>
              <td className="py-3 pr-4">
                <StatusBadge status={e.status} />
              </td>
              <td className="py-3 pr-4 text-center">{e.attempts}</td>
              <td className="max-w-64 py-3 pr-4 text-sm wrap-anywhere">{e.last_error ?? '—'}</td>
              <td className="py-3 pr-4 text-sm whitespace-nowrap">
                {fmt(m.created, { when: formatWhen(e.created_at) })}
                {e.sent_at && <span className="block">{fmt(m.sent, { when: formatWhen(e.sent_at) })}</span>}
                {e.next_attempt_at && (
                  <span className="block">{fmt(m.next, { when: formatWhen(e.next_attempt_at) })}</span>
                )}
              </td>
              <td className="py-3">
                <div className="flex flex-col gap-2">
                  <Button
                    variant="ghost"
                    aria-label={fmt(m.openLabel, { subject: e.subject, to: e.to })}
                    onClick={() => onOpen(e)}
                  >
                    {m.open}
                  </Button>
                  {e.status === 'failed' && (
                    <Button
                      variant="secondary"
                      aria-label={fmt(m.resendLabel, { subject: e.subject, to: e.to })}
                      onClick={() => onResend(e)}
                    >
                      {m.resend}
                    </Button>
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
