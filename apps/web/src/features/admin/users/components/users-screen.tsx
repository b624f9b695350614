import {
  adminUsersApi,
  ADMIN_USERS_PAGE_DEFAULT,
  type AdminUserRow,
  type AdminUsersFilters,
} from '@neurobridge/shared/api/admin-users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { useToast } from '../../../../components/ui/toast';
import { clock } from '../../../../lib/clock';
import { fmt } from '../../../../locales/pt-BR/messages';
import { adminDownload } from '../../api/admin-client';
import { Pager } from '../../shell/pager';
import { useSearchState } from '../../../../lib/use-search-state';
import { usersQueryOptions } from '../api/users';
import { adminUsersMessages as m } from '../messages';
import { DeleteUserDialog } from './delete-user-dialog';
import { UserDetailDialog } from './user-detail-dialog';
import { UserFilters, type Filters } from './user-filters';
import { UsersTable } from './users-table';

/** How long the search box waits after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const URL_KEYS = ['search', 'status', 'role', 'subscription', 'page'] as const;

/**
 * The administration's users (docs/product.md#admin-users): the server searches, filters and pages;
 * the search, filters and page live in the URL (docs/product.md#admin-tables); the detail, the
 * actions and the delete dialog open over the list.
 */
export function UsersScreen() {
  const toast = useToast();
  const [params, setParams] = useSearchState(URL_KEYS);
  const search = params.search;
  const filters = {
    ...(params.status ? { status: params.status } : {}),
    ...(params.role ? { role: params.role } : {}),
    ...(params.subscription ? { subscription: params.subscription } : {}),
  } as Filters;
  const page = Math.max(1, Number.parseInt(params.page, 10) || 1);
  const [searchInput, setSearchInput] = useState(search);
  const [filtersOpen, setFiltersOpen] = useState(Object.keys(filters).length > 0);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const panelId = useId();
  const searchId = useId();

  useEffect(() => {
    const timer = setTimeout(() => {
      const next = searchInput.trim();
      if (next !== search) setParams({ search: next, page: undefined });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, search, setParams]);

  const applied: AdminUsersFilters = { ...(search ? { search } : {}), ...filters };
  const query = useQuery({
    ...usersQueryOptions({ ...applied, page: String(page), limit: String(ADMIN_USERS_PAGE_DEFAULT) }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  const changeFilters = (next: Filters) =>
    setParams({ status: next.status, role: next.role, subscription: next.subscription, page: undefined });

  async function exportCsv() {
    if (exporting) return;
    setExporting(true);
    try {
      await adminDownload(adminUsersApi.export, {
        query: applied,
        fallbackName: `neurobridge_usuarios_${clock.today()}.csv`,
      });
    } catch {
      toast(m.exportError, 'error');
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{m.title}</h1>
          <p className="mt-1 text-muted" aria-live="polite">
            {data ? (data.total === 1 ? m.foundOne : fmt(m.found, { n: data.total })) : '\u00a0'}
          </p>
        </div>
        <Button variant="secondary" onClick={exportCsv} pending={exporting} pendingLabel={m.exporting}>
          <Download aria-hidden className="size-5" />
          {m.export}
        </Button>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor={searchId} className="block font-semibold">
            {m.searchLabel}
          </label>
          <input
            id={searchId}
            type="search"
            value={searchInput}
            maxLength={100}
            placeholder={m.searchPlaceholder}
            onChange={(e) => setSearchInput(e.target.value)}
            className="mt-1 block w-full rounded-xl border border-slate-400 bg-white px-3 py-3 text-base"
          />
        </div>
        <Button
          variant="secondary"
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden className="size-5" />
          {m.filters.toggle}
        </Button>
      </div>
      <div id={panelId} hidden={!filtersOpen}>
        {filtersOpen && <UserFilters value={filters} onChange={changeFilters} />}
      </div>

      {query.isPending ? (
        <Spinner label={m.loading} />
      ) : query.isError && !data ? (
        <LoadError text={m.loadError} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : data && data.users.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-muted ring-1 ring-slate-200">{m.empty}</p>
      ) : data ? (
        <>
          <UsersTable users={data.users} onDetails={setDetailId} onDelete={setDeleting} />
          {pages > 1 && <Pager page={page} pages={pages} onPage={(p) => setParams({ page: String(p) })} />}
        </>
      ) : null}

      {detailId !== null && (
        <UserDetailDialog
          userId={detailId}
          onClose={() => setDetailId(null)}
          onDelete={(user) => {
            setDetailId(null);
            setDeleting(user);
          }}
        />
      )}
      {deleting && <DeleteUserDialog user={deleting} onDone={() => setDeleting(null)} />}
    </div>
  );
}
