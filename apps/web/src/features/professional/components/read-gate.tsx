import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorText } from '../../../lib/api-client';
import { messages } from '../../../locales/pt-BR/messages';

interface PendingRead {
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: (options: { cancelRefetch: boolean }) => unknown;
}

/**
 * What a professional's screen about one record shows until its read has data: the spinner; a 404
 * as "not found" (revoked access, another professional's session); any other failure with a retry
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
  return (
    <>
      {back}
      {missing ? (
        <Card role="alert" className="text-center">
          <h1 className="text-2xl font-bold">{notFound}</h1>
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
