import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorText } from '../../../lib/api-client';
import { messages } from '../../../locales/pt-BR/messages';
import { isAccessEnded } from '../session-save-error';

interface PendingRead {
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: (options: { cancelRefetch: boolean }) => unknown;
}

/**
 * What a professional's screen about one record shows until its read has data: the spinner; a 404
 * as "not found" (another professional's session); their own session of a child whose access
 * ended (403 ACCESS_ENDED) with the server's text; any other failure with a retry
 * (docs/product.md#professional-screens).
 */
export function ReadGate({
  read,
  back,
  notFound,
  loadError,
}: {
  read: PendingRead;
  back: ReactNode;
  notFound: string;
  loadError: string;
}) {
  if (!read.isError) return <Spinner label={messages.common.loading} />;
  const missing = read.error instanceof ApiError && read.error.status === 404;
  // Their own record of a child whose access the family ended: said as the server says it.
  const ended = isAccessEnded(read.error);
  return (
    <>
      {back}
      {missing || ended ? (
        <Card role="alert" className="text-center">
          <h1 className="text-2xl font-bold">{ended ? errorText(read.error, notFound) : notFound}</h1>
        </Card>
      ) : (
        <LoadError
          text={errorText(read.error, loadError)}
          retrying={read.isFetching}
          onRetry={() => void read.refetch({ cancelRefetch: false })}
        />
      )}
    </>
  );
}
