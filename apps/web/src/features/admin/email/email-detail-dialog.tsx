import { EMAIL_STATUS_LABELS, type OutboxEmail, type OutboxEmailDetail } from '@neurobridge/shared/api/admin-email';
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-client';
import { fmt } from '../../../locales/pt-BR/messages';
import { EmailTextBody } from './email-body';
import { outboxEmailQuery } from './email-api';
import { formatWhen } from './outbox-format';
import { outboxMessages as m } from './messages';

/**
 * One e-mail of the outbox. In demo mode (no e-mail server, not production) its body is read
 * here, labelled, the invitation link clickable; otherwise a body is not kept on show
 * (docs/product.md#email-outbox).
 */
export function EmailDetailDialog({
  email,
  templateName,
  onClose,
}: {
  email: OutboxEmail;
  templateName: string;
  onClose: () => void;
}) {
  const detail = useQuery({ ...outboxEmailQuery(email.id), staleTime: 0 });
  let body;
  if (detail.isPending) body = <Spinner label={m.detailLoading} />;
  else if (detail.isError)
    body = (
      <LoadError
        text={errorText(detail.error, m.detailError)}
        retrying={detail.isFetching}
        onRetry={() => void detail.refetch()}
      />
    );
  else if (detail.data.body)
    body = (
      <>
        <p role="note" className="mb-3 rounded-xl border border-amber-700 bg-amber-50 p-3 font-semibold text-amber-900">
          {m.bodyDemo}
        </p>
        <EmailTextBody text={detail.data.body.text} />
      </>
    );
  else body = <p className="text-muted">{detail.data.email.status === 'sent' ? m.bodySent : m.bodyHidden}</p>;
  const shown = detail.data?.email ?? email;
  return (
    <Dialog
      open
      size="lg"
      title={shown.subject}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {m.close}
        </Button>
      }
    >
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{m.to}</dt>
        <dd className="break-all">{shown.to}</dd>
        <dt className="font-semibold">{m.template}</dt>
        <dd>{templateName}</dd>
        <dt className="font-semibold">{m.status}</dt>
        <dd>{EMAIL_STATUS_LABELS[shown.status]}</dd>
        <dt className="font-semibold">{m.attempts}</dt>
        <dd>{shown.attempts}</dd>
        <dt className="font-semibold">{m.dates}</dt>
        <dd>
          {fmt(m.created, { when: formatWhen(shown.created_at) })}
          {shown.sent_at && <span className="block">{fmt(m.sent, { when: formatWhen(shown.sent_at) })}</span>}
        </dd>
        {shown.last_error && (
          <>
            <dt className="font-semibold">{m.lastError}</dt>
            <dd className="break-words">{shown.last_error}</dd>
          </>
        )}
      </dl>
      {detail.data && detail.data.history.length > 0 && <ResendHistory history={detail.data.history} />}
      <h3 className="mb-2 font-semibold">{m.body}</h3>
      {body}
    </Dialog>
  );
}

/** What each resend left behind, oldest first: a resend starts the attempts again, the failures stay. */
function ResendHistory({ history }: { history: OutboxEmailDetail['history'] }) {
  const id = useId();
  return (
    <section className="mb-4">
      <h3 id={id} className="mb-2 font-semibold">
        {m.history}
      </h3>
      <ol aria-labelledby={id} className="list-decimal space-y-1 pl-6 text-sm">
        {history.map((h) => (
          <li key={h.resent_at} className="break-words">
            {fmt(m.historyItem, { when: formatWhen(h.resent_at) })}
            {h.attempts !== null && `, ${fmt(m.historyAttempts, { attempts: h.attempts })}`}:{' '}
            {h.error ?? m.historyNoError}
          </li>
        ))}
      </ol>
    </section>
  );
}
