import { paymentIdParams, type PaymentDetail } from '@neurobridge/shared/api/admin-money';
import { formatDate } from '@neurobridge/shared/domain/format';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, Undo2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError, errorText } from '../../../lib/api-client';
import { fmt } from '../../../locales/pt-BR/messages';
import { familyName, formatCents, formatWhen, planLabel } from './format';
import { paymentMessages as m } from './messages';
import { paymentQuery } from './money-api';
import { PaymentStatusBadge } from './payment-status';

// The refund's question loads when 'Reembolsar' is pressed (docs/architecture.md: dialogs load when they open).
const RefundModal = lazy(() => import('./refund-modal').then((mod) => ({ default: mod.RefundModal })));

const link = 'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline';

/**
 * /admin/pagamentos/:paymentId (docs/product.md#admin-payments-screen): the payment, its family and
 * plan, its status history oldest first, the Mercado Pago id with its page, and 'Reembolsar' when
 * the family's own cancel would refund it (else why not).
 */
export function PaymentScreen({ paymentId }: { paymentId: string }) {
  // A typed-in id the server would refuse is refused here, in its words, without asking.
  const checked = paymentIdParams.safeParse({ id: paymentId });
  const query = useQuery({ ...paymentQuery(paymentId), enabled: checked.success, staleTime: 0 });

  let body: ReactNode;
  if (!checked.success) body = <Card role="alert">{checked.error.issues[0]?.message}</Card>;
  else if (query.isPending) body = <Spinner label={m.loading} />;
  else if (query.isError)
    body =
      query.error instanceof ApiError && query.error.status === 404 ? (
        <Card role="alert">{errorText(query.error, m.loadError)}</Card>
      ) : (
        <LoadError
          text={errorText(query.error, m.loadError)}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      );
  else body = <Payment payment={query.data} />;

  return (
    <div className="space-y-6">
      <Link to={paths.adminPayments} className={link}>
        <ArrowLeft aria-hidden className="size-5" />
        {m.back}
      </Link>
      {body}
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}

function Payment({ payment }: { payment: PaymentDetail }) {
  const [refunding, setRefunding] = useState(false);
  const history = useRef<HTMLHeadingElement>(null);
  const family = payment.family;
  const name = familyName(family);

  return (
    <>
      <h1 className="text-3xl font-bold wrap-anywhere">
        {fmt(m.title, { money: formatCents(payment.amount_cents), family: name })}
      </h1>

      <Card>
        <h2 className="mb-4 text-xl font-bold">{m.details}</h2>
        <dl className="grid min-w-0 gap-x-6 gap-y-3 sm:grid-cols-2">
          <Row label={m.family}>
            {family ? (
              <>
                <Link to={`${paths.adminUsers}?search=${encodeURIComponent(family.email)}`} className={link}>
                  {fmt(m.familyLink, { name })}
                </Link>
                <span className="block text-sm text-muted">{family.email}</span>
              </>
            ) : (
              m.deletedFamily
            )}
          </Row>
          <Row label={m.plan}>{planLabel(payment.plan_type, payment.plan_name)}</Row>
          <Row label={m.amount}>{formatCents(payment.amount_cents)}</Row>
          <Row label={m.status}>
            <PaymentStatusBadge status={payment.status} />
          </Row>
          <Row label={m.created}>{formatWhen(payment.created_at)}</Row>
          <Row label={m.periodEnd}>{payment.period_end_date ? formatDate(payment.period_end_date) : m.none}</Row>
          {payment.refunded_at && <Row label={m.refundedAt}>{formatWhen(payment.refunded_at)}</Row>}
          <Row label={m.provider}>
            <span className="block font-mono text-sm">{payment.provider_payment_id}</span>
            {payment.provider_url ? (
              <a href={payment.provider_url} target="_blank" rel="noopener noreferrer" className={link}>
                <span>
                  {m.providerLink} <span className="sr-only">{m.newTab}</span>
                </span>
                <ExternalLink aria-hidden className="size-4" />
              </a>
            ) : (
              <span className="block text-sm text-muted">{m.testProvider}</span>
            )}
          </Row>
        </dl>
      </Card>

      <Card>
        {payment.refundable ? (
          <Button variant="danger" onClick={() => setRefunding(true)}>
            <Undo2 aria-hidden className="size-5" />
            {m.refund}
          </Button>
        ) : (
          <div role="note">
            <p className="font-semibold">{m.refundBlocked}</p>
            {payment.refund_blocked && <p className="mt-1 text-muted">{payment.refund_blocked}</p>}
          </div>
        )}
      </Card>

      <Card>
        <h2 ref={history} tabIndex={-1} className="mb-4 text-xl font-bold">
          {m.history}
        </h2>
        {payment.history.length === 0 ? (
          <p className="text-muted">{m.historyEmpty}</p>
        ) : (
          <ol className="space-y-4">
            {payment.history.map((event, i) => (
              <li key={`${event.at}-${i}`} className="border-l-4 border-slate-300 pl-6">
                <p className="flex flex-wrap items-center gap-3">
                  <PaymentStatusBadge status={event.status} />
                  <time dateTime={event.at}>{formatWhen(event.at)}</time>
                </p>
                <p className="mt-1 text-sm text-muted">
                  {m.sources[event.source]}
                  {event.actor && ` · ${fmt(m.by, { who: event.actor })}`}
                </p>
                {event.note && <p className="mt-1 wrap-anywhere">{event.note}</p>}
              </li>
            ))}
          </ol>
        )}
      </Card>

      {refunding && (
        <Suspense fallback={null}>
          <RefundModal
            paymentId={payment.id}
            money={formatCents(payment.amount_cents)}
            family={name}
            onCancel={() => setRefunding(false)}
            onDone={() => {
              setRefunding(false);
              // The button is gone: the focus goes to the history, where the refund now is.
              requestAnimationFrame(() => history.current?.focus());
            }}
          />
        </Suspense>
      )}
    </>
  );
}
