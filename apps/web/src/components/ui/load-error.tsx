import { Button } from './button';
import { Card } from './card';
import { messages } from '../../locales/pt-BR/messages';
import { errorText } from '../../lib/api-client';
import { Spinner } from './spinner';

/** A section or a screen that could not load, with its own retry. */
export function LoadError({ text, retrying, onRetry }: { text: string; retrying: boolean; onRetry: () => void }) {
  return (
    <Card role="alert" className="text-center">
      <p>{text}</p>
      <Button variant="secondary" className="mt-3" pending={retrying} onClick={onRetry}>
        {messages.common.retry}
      </Button>
    </Card>
  );
}

/**
 * What a read without data shows: the spinner while it loads, else its failure with a retry; or,
 * without a connection and nothing kept on the device, `unavailable` (the connection's words), never
 * a loading text that would not end (docs/product.md#offline-play).
 */
export function LoadingOrError({
  read,
  errorFallback,
  unavailable,
}: {
  read: { isError: boolean; isFetching: boolean; error: unknown; refetch: (o: { cancelRefetch: boolean }) => unknown };
  /** Said when the server sent no message of its own. */
  errorFallback: string;
  unavailable?: string;
}) {
  if (unavailable) {
    return (
      <Card role="status">
        <p>{unavailable}</p>
      </Card>
    );
  }
  if (!read.isError) return <Spinner label={messages.common.loading} />;
  return (
    <LoadError
      text={errorText(read.error, errorFallback)}
      retrying={read.isFetching}
      onRetry={() => void read.refetch({ cancelRefetch: false })}
    />
  );
}
