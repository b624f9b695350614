import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorText } from '../../../lib/api-client';
import { messages } from '../../../locales/pt-BR/messages';
import { trialsMessages as m } from '../messages';

interface PendingRead {
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: (options: { cancelRefetch: boolean }) => unknown;
}

/**
 * Until the session's trials are read: the spinner; a session, child or access the server does not
 * give (404, 403) in its own words, with the way back; any other failure with a retry.
 */
export function TrialReadGate({ read, back }: { read: PendingRead; back: ReactNode }) {
  if (!read.isError) return <Spinner label={messages.common.loading} />;
  const refused = read.error instanceof ApiError && (read.error.status === 404 || read.error.status === 403);
  return (
    <>
      {back}
      {refused ? (
        <Card role="alert" className="text-center">
          <h1 className="text-2xl font-bold">{errorText(read.error, m.notFound)}</h1>
        </Card>
      ) : (
        <LoadError
          text={errorText(read.error, m.loadError)}
          retrying={read.isFetching}
          onRetry={() => void read.refetch({ cancelRefetch: false })}
        />
      )}
    </>
  );
}
