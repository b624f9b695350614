import {
  adminMoneyApi,
  PAYMENT_SEARCH_MAX,
  PAYMENT_STATUSES,
  paymentsQuery,
  type AdminPaymentRow,
  type PaymentsQuery,
} from '@neurobridge/shared/api/admin-money';
import { PLAN_IDS } from '@neurobridge/shared/domain/plans';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { pageItems } from '../../../lib/api';
import { errorText } from '../../../lib/api-client';
import { clock } from '../../../lib/clock';
import { formErrors, type FormErrors } from '../../../lib/form-errors';
import { fmt } from '../../../locales/pt-BR/messages';
import { LoadMore } from '../shell/load-more';
import { TableScroll } from '../shell/table-scroll';
import { useSearchState } from '../../../lib/use-search-state';
import { familyName, formatCents, formatWhen, paymentStatusLabel, planLabel } from './format';
import { paymentsMessages as m } from './messages';
import { paymentsPages } from './money-api';
import { PaymentStatusBadge } from './payment-status';

/** How long the search box waits after the last key before asking the server. */
export const PAYMENT_SEARCH_DEBOUNCE_MS = 300;

const URL_KEYS = ['q', 'status', 'plan', 'from', 'to'] as const;
type Filter = (typeof URL_KEYS)[number];

/**
 * /admin/pagamentos (docs/product.md#admin-payments-screen): every payment newest first, searched
 * by the family's name or e-mail or the Mercado Pago id, filtered by status, plan and dates (all in
 * the URL, checked by the contract before asking), 'Carregar mais' by cursor; each row opens the
 * payment.
 */
export function PaymentsScreen() {
  const [url, setUrl] = useSearchState(URL_KEYS);
  const [searchInput, setSearchInput] = useState(url.q);

  useEffect(() => {
    const timer = setTimeout(() => {
      const next = searchInput.trim();
      if (next !== url.q) setUrl({ q: next });
    }, PAYMENT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, url.q, setUrl]);

  const filters: PaymentsQuery = Object.fromEntries(URL_KEYS.filter((k) => url[k]).map((k) => [k, url[k]]));
  const errors = formErrors(paymentsQuery, filters) as FormErrors<Filter>;
  // What the search box holds, checked at once: a search too long is refused beside the box.
  const searchError = formErrors(paymentsQuery, { q: searchInput }).q ?? errors.q;
  const valid = Object.keys(errors).length === 0;
  const pages = useInfiniteQuery({ ...paymentsPages(filters), enabled: valid, staleTime: 0 });
  const payments = pageItems(adminMoneyApi.payments, pages.data);
  const filtered = URL_KEYS.some((k) => url[k]);
  const today = clock.today();

  let content;
  if (!valid) content = null;
  else if (pages.isPending) content = <Spinner label={m.loading} />;
  else if (pages.isError && payments.length === 0)
    content = (
      <LoadError
        text={errorText(pages.error, m.loadError)}
        retrying={pages.isFetching}
        onRetry={() => void pages.refetch({ cancelRefetch: false })}
      />
    );
  else if (payments.length === 0)
    content = (
      <p className="rounded-2xl bg-white p-6 text-center text-muted ring-1 ring-slate-200">
        {filtered ? m.emptyFiltered : m.empty}
      </p>
    );
  else
    content = (
      <>
        <PaymentsTable payments={payments} />
        <LoadMore pages={pages} label={m.more} loadingLabel={m.loadingMore} errorFallback={m.loadError} />
      </>
    );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold">{m.title}</h1>
        <p className="mt-1 max-w-3xl text-muted">{m.intro}</p>
      </div>
      <section aria-label={m.filtersLabel} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <TextField
          label={m.searchLabel}
          type="search"
          placeholder={m.searchPlaceholder}
          limit={PAYMENT_SEARCH_MAX}
          value={searchInput}
          error={searchError}
          onChange={(e) => setSearchInput(e.target.value)}
        />
        <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            label={m.status}
            value={url.status}
            error={errors.status}
            onChange={(e) => setUrl({ status: e.target.value })}
          >
            <option value="">{m.any}</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {paymentStatusLabel(s)}
              </option>
            ))}
            {url.status && !(PAYMENT_STATUSES as readonly string[]).includes(url.status) && (
              <option value={url.status}>{url.status}</option>
            )}
          </SelectField>
          <SelectField
            label={m.plan}
            value={url.plan}
            error={errors.plan}
            onChange={(e) => setUrl({ plan: e.target.value })}
          >
            <option value="">{m.any}</option>
            {PLAN_IDS.map((p) => (
              <option key={p} value={p}>
                {planLabel(p)}
              </option>
            ))}
            {url.plan && !(PLAN_IDS as readonly string[]).includes(url.plan) && (
              <option value={url.plan}>{url.plan}</option>
            )}
          </SelectField>
          <TextField
            label={m.from}
            type="date"
            max={today}
            value={url.from}
            error={errors.from}
            onChange={(e) => setUrl({ from: e.target.value })}
          />
          <TextField
            label={m.to}
            type="date"
            max={today}
            value={url.to}
            error={errors.to}
            onChange={(e) => setUrl({ to: e.target.value })}
          />
        </div>
        {filtered && (
          <Button
            variant="ghost"
            onClick={() => {
              setSearchInput('');
              setUrl({ q: undefined, status: undefined, plan: undefined, from: undefined, to: undefined });
            }}
          >
            {m.clear}
          </Button>
        )}
      </section>
      <section aria-labelledby="payments-list-title">
        <h2 id="payments-list-title" className="sr-only">
          {m.heading}
        </h2>
        {content}
      </section>
    </div>
  );
}

/** The list's rows: when, who, plan, amount, status and the Mercado Pago id; the date opens the payment. */
export function PaymentsTable({ payments }: { payments: AdminPaymentRow[] }) {
  const c = m.columns;
  const head = [c.date, c.family, c.plan, c.amount, c.status, c.providerId];
  return (
    <TableScroll label={m.heading} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-lg text-left">
        <caption className="sr-only">{m.heading}</caption>
        <thead>
          <tr className="text-sm text-muted">
            {head.map((h) => (
              <th key={h} scope="col" className={`pb-2 pr-4 font-semibold ${h === c.amount ? 'text-right' : ''}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => {
            const family = familyName(p.family);
            return (
              <tr key={p.id} className="border-t border-slate-200 align-top">
                <td className="py-3 pr-4 whitespace-nowrap">
                  <Link
                    to={paths.adminPayment(p.id)}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                  >
                    {formatWhen(p.created_at)}
                    <span className="sr-only">{fmt(m.open, { family })}</span>
                  </Link>
                </td>
                <td className="min-w-48 py-3 pr-4 wrap-anywhere">
                  {p.family ? (
                    <>
                      <span className="font-medium">{family}</span>
                      {p.family.name?.trim() && <span className="block text-sm text-muted">{p.family.email}</span>}
                    </>
                  ) : (
                    <span className="text-muted">{family}</span>
                  )}
                </td>
                <td className="py-3 pr-4">{planLabel(p.plan_type, p.plan_name)}</td>
                <td className="py-3 pr-4 text-right whitespace-nowrap">{formatCents(p.amount_cents)}</td>
                <td className="py-3 pr-4">
                  <PaymentStatusBadge status={p.status} />
                </td>
                <td className="max-w-56 py-3 pr-4 font-mono text-sm wrap-anywhere">{p.provider_payment_id}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
