import { adminAuditApi, type AuditEntryView } from '@neurobridge/shared/api/admin-audit';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '@neurobridge/shared/domain/audit';
import { TIME_ZONE } from '@neurobridge/shared/domain/time';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField, TextField } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { pageItems } from '../../../lib/api';
import { ApiError, errorText } from '../../../lib/api-client';
import { LoadMore } from '../shell/load-more';
import { auditChainQuery, auditPagesQuery, filterErrors, type AuditFilters } from './audit-api';
import { adminAuditMessages as t } from './messages';
import { TableScroll } from '../shell/table-scroll';
import { useSearchState } from '../../../lib/use-search-state';

const when = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' });

/** 'Cadeia íntegra: N registros verificados' or where it breaks (docs/product.md#audit-trail). */
export function AuditChainCheck() {
  const chain = useQuery({ ...auditChainQuery, staleTime: 0 });
  const c = t.chain;
  let body;
  if (chain.isPending) body = <p role="status">{c.checking}</p>;
  else if (chain.isError)
    body = (
      <p role="alert" className="font-medium text-red-800">
        {errorText(chain.error, c.error)}
      </p>
    );
  else if (chain.data.intact)
    body = (
      <p role="status" className="flex items-center gap-2 font-semibold text-green-800">
        <ShieldCheck aria-hidden className="size-6" />
        {chain.data.checked === 1 ? c.intactOne : c.intact.replace('{n}', String(chain.data.checked))}
      </p>
    );
  else
    body = (
      <div role="alert">
        <p className="flex items-center gap-2 font-semibold text-red-800">
          <ShieldAlert aria-hidden className="size-6" />
          {c.broken.replace('{id}', String(chain.data.broken_at))}
        </p>
        <p className="mt-1 text-sm">{c.brokenText.replace('{n}', String(chain.data.checked))}</p>
      </div>
    );
  return (
    <Card className="mt-6 flex flex-wrap items-center justify-between gap-3" aria-labelledby="audit-chain-title">
      <div>
        <h2 id="audit-chain-title" className="mb-1 text-sm font-semibold text-muted">
          {c.heading}
        </h2>
        {body}
      </div>
      <Button
        variant="secondary"
        pending={chain.isFetching}
        onClick={() => void chain.refetch({ cancelRefetch: false })}
      >
        {c.recheck}
      </Button>
    </Card>
  );
}

const EMPTY: AuditFilters = { action: undefined, actor: '', from: '', to: '' };
const FILTER_KEYS = ['action', 'actor', 'from', 'to'] as const;

/** The filters: a wrong one (an end before the start) is said beside its field and not asked for. */
function AuditFiltersForm({ value, onApply }: { value: AuditFilters; onApply: (f: AuditFilters) => void }) {
  const [draft, setDraft] = useState<AuditFilters>(value);
  const [errors, setErrors] = useState(() => filterErrors(value));
  const f = t.filters;
  function submit(event: FormEvent) {
    event.preventDefault();
    const found = filterErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  }
  return (
    <form onSubmit={submit} aria-labelledby="audit-filters-title" className="mt-6">
      <h2 id="audit-filters-title" className="sr-only">
        {f.heading}
      </h2>
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={f.action}
          error={errors.action}
          value={draft.action ?? ''}
          onChange={(e) => setDraft({ ...draft, action: (e.target.value || undefined) as AuditAction | undefined })}
        >
          <option value="">{f.anyAction}</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {AUDIT_ACTION_LABELS[a]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={f.actor}
          error={errors.actor}
          value={draft.actor ?? ''}
          maxLength={100}
          onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
        />
        <TextField
          label={f.from}
          error={errors.from}
          type="date"
          value={draft.from ?? ''}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <TextField
          label={f.to}
          error={errors.to}
          type="date"
          value={draft.to ?? ''}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{f.apply}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(EMPTY);
            setErrors({});
            onApply(EMPTY);
          }}
        >
          {f.clear}
        </Button>
      </div>
    </form>
  );
}

function detailsText(details: AuditEntryView['details']): string {
  if (!details) return '';
  return Object.entries(details)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' · ');
}

function AuditRow({ entry }: { entry: AuditEntryView }) {
  const l = t.list;
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className="py-3 pr-4 whitespace-nowrap">
        <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
      </td>
      <td className="min-w-40 py-3 pr-4">
        <span className="font-medium wrap-anywhere">{entry.actor_label ?? l.system}</span>
        <span className="block text-xs text-muted">{l.actorTypes[entry.actor_type]}</span>
      </td>
      <td className="py-3 pr-4">
        <span className="font-medium">{entry.action_label}</span>
        <span className="block text-xs text-muted">{entry.action}</span>
      </td>
      <td className="py-3 pr-4">{entry.target_type ? `${entry.target_type} #${entry.target_id}` : '—'}</td>
      <td className="py-3 pr-4 text-sm">
        {entry.ip ?? l.unknownAddress}
        {entry.user_agent && (
          <span className="block max-w-56 truncate text-xs text-muted" title={entry.user_agent}>
            {entry.user_agent}
          </span>
        )}
      </td>
      <td className="min-w-48 py-3 text-sm wrap-anywhere">{detailsText(entry.details) || '—'}</td>
    </tr>
  );
}

/**
 * The trail, newest first, filtered (the filters in the URL), 'Carregar mais' by cursor
 * (docs/product.md#audit-trail). 'Tentar novamente' only where trying again can help: a refused
 * request (4xx) shows its message alone.
 */
export function AuditTrail() {
  const [params, setParams] = useSearchState(FILTER_KEYS);
  const filters: AuditFilters = { ...params, action: (params.action || undefined) as AuditAction | undefined };
  const valid = Object.keys(filterErrors(filters)).length === 0;
  const pages = useInfiniteQuery({ ...auditPagesQuery(filters), enabled: valid });
  const l = t.list;
  const entries = pageItems(adminAuditApi.list, pages.data);
  const filtered = Object.values(filters).some(Boolean);
  let content;
  if (!valid) content = <p className="py-6 text-muted">{l.fixFilters}</p>;
  else if (pages.isPending) content = <Spinner label={l.loading} />;
  else if (pages.isError && entries.length === 0)
    content =
      pages.error instanceof ApiError && pages.error.status < 500 ? (
        <p role="alert" className="py-6 font-medium text-red-800">
          {errorText(pages.error, l.error)}
        </p>
      ) : (
        <LoadError
          text={errorText(pages.error, l.error)}
          retrying={pages.isFetching}
          onRetry={() => void pages.refetch({ cancelRefetch: false })}
        />
      );
  else if (entries.length === 0) content = <p className="py-6 text-muted">{filtered ? l.emptyFiltered : l.empty}</p>;
  else
    content = (
      <>
        <TableScroll label={l.heading} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <table className="w-full text-left">
            <caption className="sr-only">{l.heading}</caption>
            <thead>
              <tr className="text-sm text-muted">
                <th scope="col" className="pb-2 pr-4 font-semibold">
                  {l.when}
                </th>
                <th scope="col" className="pb-2 pr-4 font-semibold">
                  {l.who}
                </th>
                <th scope="col" className="pb-2 pr-4 font-semibold">
                  {l.what}
                </th>
                <th scope="col" className="pb-2 pr-4 font-semibold">
                  {l.target}
                </th>
                <th scope="col" className="pb-2 pr-4 font-semibold">
                  {l.from}
                </th>
                <th scope="col" className="pb-2 font-semibold">
                  {l.details}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <AuditRow key={e.id} entry={e} />
              ))}
            </tbody>
          </table>
        </TableScroll>
        <LoadMore pages={pages} label={l.more} loadingLabel={l.loadingMore} errorFallback={l.error} />
      </>
    );
  return (
    <>
      <AuditFiltersForm key={JSON.stringify(filters)} value={filters} onApply={(f) => setParams({ ...f })} />
      <section aria-labelledby="audit-list-title" className="mt-6">
        <h2 id="audit-list-title" className="mb-3 text-xl font-bold">
          {l.heading}
        </h2>
        {content}
      </section>
    </>
  );
}
