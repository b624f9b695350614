import {
  adminEmailApi,
  EMAIL_STATUS_LABELS,
  EMAIL_STATUSES,
  type EmailStatus,
  type OutboxEmail,
} from '@neurobridge/shared/api/admin-email';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { FlaskConical, Settings } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { pageItems } from '../../../lib/api';
import { errorText } from '../../../lib/api-client';
import { LoadMore } from '../shell/load-more';
import { useSearchState } from '../../../lib/use-search-state';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { EmailDetailDialog } from './email-detail-dialog';
import { emailTemplatesQuery, outboxPagesQuery } from './email-api';
import { outboxMessages as m } from './messages';
import { useResendEmail } from './outbox-resend';
import { OutboxTable } from './outbox-table';

/**
 * /admin/emails (docs/product.md#email-outbox): every e-mail newest first, filtered by status,
 * 'Carregar mais' by cursor; a failed one can be sent again; in demo mode each one is read here.
 */
export function OutboxScreen() {
  const toast = useToast();
  // The filter lives in the URL (docs/product.md#admin-tables): a reload shows the same e-mails.
  const [search, setSearch] = useSearchState(['status'] as const);
  const status = (EMAIL_STATUSES as readonly string[]).includes(search.status)
    ? (search.status as EmailStatus)
    : undefined;
  const pages = useInfiniteQuery({ ...outboxPagesQuery(status), staleTime: 0 });
  // Names for the template column; the type is shown while they load or if they fail.
  const templates = useQuery(emailTemplatesQuery);
  const [open, setOpen] = useState<OutboxEmail | null>(null);
  const [resending, setResending] = useState<OutboxEmail | null>(null);
  const resend = useResendEmail();
  const runResend = useLockedMutation(resend);

  const emails = pageItems(adminEmailApi.emails, pages.data);
  const demo = pages.data?.pages[0]?.demo ?? false;
  const templateName = (type: string) =>
    templates.data?.templates.find((t) => t.template_type === type)?.template_name ?? type;

  let content;
  if (pages.isPending) content = <Spinner label={m.loading} />;
  else if (pages.isError && emails.length === 0)
    content = (
      <LoadError
        text={errorText(pages.error, m.loadError)}
        retrying={pages.isFetching}
        onRetry={() => void pages.refetch({ cancelRefetch: false })}
      />
    );
  else if (emails.length === 0) content = <p className="py-6 text-muted">{status ? m.emptyFiltered : m.empty}</p>;
  else
    content = (
      <>
        <OutboxTable
          emails={emails}
          templateName={templateName}
          onOpen={setOpen}
          onResend={(e) => {
            resend.reset();
            setResending(e);
          }}
        />
        <LoadMore pages={pages} label={m.more} loadingLabel={m.loadingMore} errorFallback={m.loadError} />
      </>
    );

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{m.title}</h1>
          <p className="mt-2 max-w-3xl text-muted">{m.intro}</p>
        </div>
        <ButtonLink to={paths.adminSmtp} variant="secondary">
          <Settings aria-hidden className="size-5" />
          {m.smtpLink}
        </ButtonLink>
      </div>
      {demo && (
        <p
          role="note"
          className="mt-6 flex gap-3 rounded-xl border border-amber-700 bg-amber-50 p-3 font-semibold text-amber-900"
        >
          <FlaskConical aria-hidden className="mt-0.5 size-5 shrink-0" />
          {m.demo}
        </p>
      )}
      <div className="mt-6 max-w-xs">
        <SelectField label={m.filter} value={status ?? ''} onChange={(e) => setSearch({ status: e.target.value })}>
          <option value="">{m.all}</option>
          {EMAIL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {EMAIL_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
      </div>
      <section aria-labelledby="outbox-list-title" className="mt-2">
        <h2 id="outbox-list-title" className="sr-only">
          {m.heading}
        </h2>
        {content}
      </section>
      {open && (
        <EmailDetailDialog email={open} templateName={templateName(open.template_type)} onClose={() => setOpen(null)} />
      )}
      {resending && (
        <ConfirmDialog
          title={m.resendTitle}
          text={fmt(m.resendText, { subject: resending.subject, to: resending.to })}
          confirmLabel={m.resend}
          pending={resend.isPending}
          error={resend.isError ? errorText(resend.error, m.resendError) : undefined}
          onCancel={() => setResending(null)}
          onConfirm={() =>
            runResend(resending.id, {
              onSuccess: () => {
                setResending(null);
                toast(m.resent, 'success');
              },
            })
          }
        />
      )}
    </>
  );
}
