import { ApiError } from './api-client';
import { requestApi, type AnyInput, type CallInput, type EventsEndpoint } from './api';
import { readEventStream, type StreamEvent } from './event-stream';

export type { StreamEvent };

/**
 * Calls an endpoint that answers `text/event-stream` and hands each event to `onEvent` as it
 * arrives; resolves when the stream ends. A POST (the chat sends its message), so the browser's
 * EventSource (GET only) cannot be used. A refused call throws `ApiError` before any event.
 */
export async function streamApi<E extends EventsEndpoint>(
  e: E,
  input: CallInput<E>,
  onEvent: (event: StreamEvent) => void,
): Promise<void> {
  const res = await requestApi(e, input as AnyInput, 'text/event-stream');
  if (!res.body) throw new ApiError(res.status, undefined);
  await readEventStream(res.body, onEvent);
}
