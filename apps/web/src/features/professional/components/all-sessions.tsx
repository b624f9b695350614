import { professionalApi } from '@neurobridge/shared/api/professional';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { pageItems } from '../../../lib/api';
import { errorText } from '../../../lib/api-client';
import { messages } from '../../../locales/pt-BR/messages';
import { sessionsQueryOptions } from '../api/sessions';
import type { SessionFilters } from '../sessions-query';
import { professionalMessages } from '../messages';
import { LoadError } from '../../../components/ui/load-error';
import { SessionList } from './session-list';

/** The professional's sessions for `filters`, a page at a time with "Carregar mais". */
export function AllSessions({ filters, emptyText }: { filters: SessionFilters; emptyText: string }) {
  const t = professionalMessages.sessions;
  const listId = useId();
  const sessions = useInfiniteQuery(sessionsQueryOptions(filters));
  const items = pageItems(professionalApi.sessions, sessions.data);

  if (!sessions.data) {
    if (sessions.isError) {
      return (
        <LoadError
          text={errorText(sessions.error, t.loadError)}
          retrying={sessions.isFetching}
          onRetry={() => void sessions.refetch({ cancelRefetch: false })}
        />
      );
    }
    return <Spinner label={messages.common.loading} />;
  }
  if (items.length === 0) {
    return (
      <Card role="status" className="text-center">
        <p className="text-lg">{emptyText}</p>
      </Card>
    );
  }
  return (
    <>
      <SessionList id={listId} sessions={items} />
      {sessions.isFetchNextPageError && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-red-900">
          {t.moreError}
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
          {t.more}
        </Button>
      )}
    </>
  );
}
