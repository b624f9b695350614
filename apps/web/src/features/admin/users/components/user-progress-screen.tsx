import { adminUsersApi, type AdminUserChild } from '@neurobridge/shared/api/admin-users';
import { categoryLabel } from '@neurobridge/shared/domain/categories';
import { formatDate } from '@neurobridge/shared/domain/format';
import { PROGRESS_STATUS_LABELS, type ProgressStatus } from '@neurobridge/shared/domain/progress-status';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { paths } from '../../../../config/paths';
import { fmt } from '../../../../locales/pt-BR/messages';
import { clock } from '../../../../lib/clock';
import { pageItems } from '../../../../lib/api';
import { ApiError } from '../../../../lib/api-client';
import { childProgressPages, userProgressQueryOptions } from '../api/users';
import { childAge, formatMinutes } from '../format';
import { adminUsersMessages as m } from '../messages';
import { TableScroll } from '../../shell/table-scroll';

const p = m.progress;

/** /admin/user/{id}/progress (docs/product.md#admin-user-progress): the user's children and their progress. */
export function UserProgressScreen({ userId }: { userId: number }) {
  const query = useQuery(userProgressQueryOptions(userId));
  const data = query.data;
  const name = data?.user.full_name?.trim() || data?.user.email;
  return (
    <div className="space-y-6">
      <Link
        to={paths.adminUsers}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline"
      >
        <ArrowLeft aria-hidden className="size-5" />
        {p.backToUsers}
      </Link>
      <h1 className="text-3xl font-bold">{name ? fmt(p.title, { name }) : p.titleNoName}</h1>
      {query.isPending ? (
        <Spinner label={p.loading} />
      ) : query.isError ? (
        query.error instanceof ApiError && query.error.status === 404 ? (
          <Card role="alert">{p.notFound}</Card>
        ) : (
          <LoadError text={p.loadError} retrying={query.isFetching} onRetry={() => void query.refetch()} />
        )
      ) : query.data.children.length === 0 ? (
        <Card>{p.noChildren}</Card>
      ) : (
        query.data.children.map((child) => <ChildProgress key={child.id} userId={userId} child={child} />)
      )}
    </div>
  );
}

function ChildProgress({ userId, child }: { userId: number; child: AdminUserChild }) {
  // The first entries come with the user's answer; "Carregar mais" reads the pages after them.
  const more = useInfiniteQuery({ ...childProgressPages(userId, child.id, child.next_cursor), enabled: false });
  const entries = [...child.entries, ...pageItems(adminUsersApi.childProgress, more.data)];
  const cursor = more.data ? more.hasNextPage : child.next_cursor !== null;
  const loading = more.isFetching;
  const error = more.isError;
  const age = childAge(child.birth_date, clock.now());
  const headingId = `child-${child.id}`;

  function loadMore() {
    if (!cursor || loading) return;
    void more.fetchNextPage();
  }

  return (
    <Card aria-labelledby={headingId} role="region" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        {child.avatar_url ? (
          <img src={child.avatar_url} alt="" className="size-12 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden
            className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800"
          >
            {child.name.charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <h2 id={headingId} className="text-xl font-bold">
            {child.name}
          </h2>
          <p className="text-muted">{[age, child.is_active ? null : p.inactiveChild].filter(Boolean).join(' · ')}</p>
        </div>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">{p.completed}</dt>
          <dd className="text-2xl font-bold">{child.summary.completed}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{p.averageScore}</dt>
          <dd className="text-2xl font-bold">
            {child.summary.average_score === null ? p.noScore : `${child.summary.average_score}%`}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{p.totalTime}</dt>
          <dd className="text-2xl font-bold">{formatMinutes(child.summary.total_time)}</dd>
        </div>
      </dl>
      {entries.length === 0 ? (
        <p className="text-muted">{p.noEntries}</p>
      ) : (
        <TableScroll label={fmt(p.entriesOf, { name: child.name })}>
          <table className="w-full min-w-[40rem] text-left">
            <caption className="sr-only">{fmt(p.entriesOf, { name: child.name })}</caption>
            <thead className="border-b border-slate-200 text-sm text-muted">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  {p.columns.activity}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {p.columns.category}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {p.columns.score}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {p.columns.time}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {p.columns.status}
                </th>
                <th scope="col" className="py-2">
                  {p.columns.date}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-b border-slate-100 last:border-0">
                  <td className="py-2 pr-3">{e.activity_title}</td>
                  <td className="py-2 pr-3">{categoryLabel(e.activity_category)}</td>
                  <td className="py-2 pr-3 text-right">{e.score === null ? p.noScore : e.score}</td>
                  <td className="py-2 pr-3 text-right">{formatMinutes(e.time_spent)}</td>
                  <td className="py-2 pr-3">{PROGRESS_STATUS_LABELS[e.status as ProgressStatus] ?? e.status}</td>
                  <td className="py-2">{formatDate(e.completion_date)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {error && (
        <p role="alert" className="text-red-800">
          {p.moreError}
        </p>
      )}
      {cursor && (
        <Button variant="secondary" onClick={loadMore} pending={loading} pendingLabel={p.loadingMore}>
          {p.loadMore}
        </Button>
      )}
    </Card>
  );
}
