import { childProfessionalsApi } from '@neurobridge/shared/api/child-professionals';
import { formatDate } from '@neurobridge/shared/domain/format';
import { SESSION_TYPE_LABELS, type SessionType } from '@neurobridge/shared/domain/professionals';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { Spinner } from '../../../components/ui/spinner';
import { pageItems } from '../../../lib/api';
import { errorText } from '../../../lib/api-client';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { childSessionsQueryOptions } from '../api/child-sessions';
import { childProfessionalsMessages as m } from '../messages';
import { LoadError } from '../../../components/ui/load-error';

const typeLabel = (type: string) => SESSION_TYPE_LABELS[type as SessionType] ?? type;

/**
 * "Sessões com profissionais" on the child page: the sessions professionals logged, newest first,
 * a page at a time with "Carregar mais" (docs/product.md#sessions-on-the-child-page); each opens its
 * trials, which the parent may record too (docs/product.md#session-trials).
 */
export function ChildSessionsSection({ childId }: { childId: number }) {
  const listId = useId();
  const sessions = useInfiniteQuery(childSessionsQueryOptions(childId));
  const items = pageItems(childProfessionalsApi.sessions, sessions.data);

  if (!sessions.data) {
    if (sessions.isError) {
      return (
        <LoadError
          text={errorText(sessions.error, m.sessions.loadError)}
          retrying={sessions.isFetching}
          onRetry={() => void sessions.refetch({ cancelRefetch: false })}
        />
      );
    }
    return <Spinner label={messages.common.loading} />;
  }
  if (items.length === 0) {
    return (
      <Card className="text-center">
        <p className="text-lg">{m.sessions.empty}</p>
      </Card>
    );
  }

  return (
    <>
      <ul
        id={listId}
        className="divide-y divide-slate-200 rounded-2xl bg-white wrap-anywhere ring-1 ring-slate-200"
        data-testid="child-sessions"
      >
        {items.map((s) => (
          <li key={s.id} className="px-5 py-4">
            <p className="font-semibold">
              {formatDate(s.session_date)} · {typeLabel(s.session_type)} ·{' '}
              {fmt(m.sessions.minutes, { n: s.duration_minutes })}
            </p>
            <p className="text-sm text-muted">{s.professional_name}</p>
            {s.session_notes && <p className="mt-1 whitespace-pre-line">{s.session_notes}</p>}
            <Link
              to={paths.childSessionTrials(childId, s.id)}
              aria-label={fmt(m.sessions.trialsLabel, { date: formatDate(s.session_date) })}
              className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              {m.sessions.trials}
            </Link>
          </li>
        ))}
      </ul>
      {sessions.isFetchNextPageError && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-red-900">
          {m.sessions.moreError}
        </p>
      )}
      {sessions.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-4"
          aria-controls={listId}
          pending={sessions.isFetchingNextPage}
          // A second click while the page loads joins that request.
          onClick={() => void sessions.fetchNextPage({ cancelRefetch: false })}
        >
          {m.sessions.more}
        </Button>
      )}
    </>
  );
}
