import {
  type BodyIn,
  type CursorPaging,
  type Endpoint,
  type ParamsIn,
  type QueryIn,
  type ResponseOf,
} from '@neurobridge/shared/api/contract';
import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import { apiFetch, apiRequest, USER_CONTEXT, type ApiContext } from './api-client';
import { urlFor } from './api-url';

export { urlFor };
export type { ApiContext };

/*
 * One web client for every call (docs/decisions/009-one-contract-per-endpoint.md): the endpoint's
 * contract says its method, its path, whether a create needs an idempotency key, what it answers
 * (JSON, a file, an event stream) and how it pages; each function below takes the kind it can read,
 * and all of them send through lib/api-client.ts. `streamApi` lives in lib/api-stream.ts, so only the
 * chat's chunk carries the event-stream reader.
 */

/** An endpoint answering JSON: what `callApi` and `apiQuery` read. */
export type JsonEndpoint = Endpoint & { answer?: 'json' };
/** An endpoint answering a file to save: what `downloadApi` reads. */
export type FileEndpoint = Endpoint & { answer: 'file' };
/** An endpoint answering server-sent events: what `streamApi` reads. */
export type EventsEndpoint = Endpoint & { answer: 'events' };
/** A list read in pages by cursor: what `apiPages` reads. */
export type PagedEndpoint = JsonEndpoint & { method: 'GET'; paging: CursorPaging };

/** What a call sends, typed by the endpoint's contract: only the parts the endpoint has. */
export type CallInput<E extends Endpoint> = (E extends { params: object }
  ? { params: ParamsIn<E> }
  : { params?: never }) &
  (E extends { query: object } ? { query?: QueryIn<E> } : { query?: never }) &
  (E extends { body: object } ? { body: BodyIn<E> } : { body?: never }) &
  /**
   * Sent as `Idempotency-Key`: a retried or doubled create is done once (docs/product.md#idempotency).
   * Required when the contract says `idempotency: 'required'`; the caller mints one per dialog or attempt.
   */
  (E extends { idempotency: 'required' } ? { idempotencyKey: string } : { idempotencyKey?: string }) & {
    signal?: AbortSignal;
    /** Who is calling; the person's session when absent (lib/api-client.ts). */
    context?: ApiContext;
  };

/** The parts of any input, untyped, for the code below. */
export interface AnyInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
  context?: ApiContext;
}

/**
 * Sends a call through the one request of lib/api-client.ts, with the contract's method and URL;
 * answers the OK `Response` for a reader of another kind (a file here, an event stream in api-stream.ts).
 */
export function requestApi(e: Endpoint, input: AnyInput, accept?: string) {
  return apiRequest(urlFor(e, input.params, input.query), {
    method: e.method,
    body: input.body,
    idempotencyKey: input.idempotencyKey,
    signal: input.signal,
    context: input.context,
    accept,
  });
}

// In development and tests every answer is checked against its contract, so a server change, or a
// component-test stub, that drifts from the schema fails loudly; production trusts the server.
const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * Calls an endpoint that answers JSON: the URL is built from the contract's path and params, and
 * the answer is typed by its schema.
 */
export async function callApi<E extends JsonEndpoint>(e: E, input: CallInput<E>): Promise<ResponseOf<E>> {
  const { params, query, ...rest } = input as AnyInput;
  const answer = await apiFetch<unknown>(urlFor(e, params, query), { method: e.method, ...rest });
  if (!CHECK_ANSWERS || !e.response) return answer as ResponseOf<E>;
  const checked = e.response.safeParse(answer);
  if (!checked.success) {
    throw new Error(`A resposta de ${e.method} ${e.path} não segue o contrato: ${checked.error.message}`);
  }
  // The schema's output may differ from its input (transforms); callers get what the server sent.
  return answer as ResponseOf<E>;
}

/**
 * The query key of an endpoint's answer, defined once for every endpoint: its path, then its
 * params and query. `apiKey(e)` is the prefix of every answer of that endpoint, so invalidating it
 * refreshes every variant (TanStack matches a key's objects partially).
 */
export function apiKey<E extends Endpoint>(e: E, params?: ParamsIn<E>, query?: QueryIn<E>) {
  return [e.path, params ?? {}, query ?? {}] as const;
}

/** The key of a call in its context: the context's prefix (the admin area's 'admin'), then `apiKey`. */
function keyOf<E extends Endpoint>(e: E, input: Omit<CallInput<E>, 'signal'>) {
  const { params, query, context = USER_CONTEXT } = input as { params?: ParamsIn<E>; query?: QueryIn<E> } & AnyInput;
  return [...context.keyPrefix, ...apiKey(e, params, query)] as const;
}

/** TanStack Query options for a GET endpoint that answers JSON. */
export function apiQuery<E extends JsonEndpoint & { method: 'GET' }>(e: E, input: Omit<CallInput<E>, 'signal'>) {
  return queryOptions({
    queryKey: keyOf(e, input),
    queryFn: ({ signal }) => callApi(e, { ...input, signal } as CallInput<E>),
  });
}

/** A page's cursor: the previous page's `next_cursor`, null for the first page. */
type Cursor = string | number | null;

/**
 * TanStack infinite-query options for a paged list (the contract's `paging`): each next page is
 * asked with `cursor` set to the previous page's `next_cursor`, and there is none after a page whose
 * `next_cursor` is null. A `cursor` in `input.query` is where the first page starts (a list whose
 * first page came inside another answer). `pageItems` reads the rows of every page loaded.
 */
export function apiPages<E extends PagedEndpoint>(e: E, input: Omit<CallInput<E>, 'signal'>) {
  const { cursor: first, ...query } = ((input as AnyInput).query ?? {}) as { cursor?: string | number };
  return infiniteQueryOptions({
    queryKey: keyOf(e, input),
    queryFn: ({ pageParam, signal }) =>
      callApi(e, {
        ...(input as AnyInput),
        query: pageParam === null ? query : { ...query, cursor: String(pageParam) },
        signal,
      } as AnyInput as CallInput<E>),
    initialPageParam: (first ?? null) as Cursor,
    getNextPageParam: (page): Cursor | undefined => (page as { next_cursor: Cursor }).next_cursor ?? undefined,
  });
}

/** The rows one page of a paged endpoint holds, by its contract's `paging.items`. */
export type PageItem<E extends PagedEndpoint> =
  ResponseOf<E> extends Record<E['paging']['items'], readonly (infer Item)[]> ? Item : never;

/** Every row of the pages loaded so far, in order; empty before the first page. */
export function pageItems<E extends PagedEndpoint>(
  e: E,
  data: InfiniteData<ResponseOf<E>, unknown> | undefined,
): PageItem<E>[] {
  const key = e.paging.items;
  return data?.pages.flatMap((page) => (page as Record<string, PageItem<E>[]>)[key] ?? []) ?? [];
}

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` first, then `filename="…"`). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      // a malformed encoding: try the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]!.trim() : fallback;
}

/**
 * Asks for a file the API makes (a PDF, a CSV) with the contract's method and saves it under the
 * server's file name (`fallbackName` when it names none) through an object URL: no token ever
 * travels in a URL (docs/product.md#calendar, docs/product.md#progress-report). Resolves to the name
 * saved; throws `ApiError` or `NetworkError` as every call does.
 */
export async function downloadApi<E extends FileEndpoint>(
  e: E,
  input: CallInput<E> & { fallbackName: string },
): Promise<string> {
  const res = await requestApi(e, input as AnyInput, '*/*');
  const blob = await res.blob();
  const name = fileNameOf(res.headers.get('content-disposition'), input.fallbackName);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has handed the file to the browser by then.
  setTimeout(() => URL.revokeObjectURL(href), 0);
  return name;
}
