import {
  type BodyIn,
  type Endpoint,
  type ParamsIn,
  type QueryIn,
  type ResponseOf,
} from '@neurobridge/shared/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { urlFor } from './api-url';

export { urlFor };

type Params = Record<string, string | number>;

/** What a call sends, typed by the endpoint's contract: only the parts the endpoint has. */
export type CallInput<E extends Endpoint> = (E extends { params: object }
  ? { params: ParamsIn<E> }
  : { params?: never }) &
  (E extends { query: object } ? { query?: QueryIn<E> } : { query?: never }) &
  (E extends { body: object } ? { body: BodyIn<E> } : { body?: never }) & {
    /** Sent as `Idempotency-Key`: a retried or doubled create is done once (docs/product.md#idempotency). */
    idempotencyKey?: string;
    /** Extra headers: the admin area's bearer token (features/admin/api/admin-client.ts). */
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

// In development and tests every answer is checked against its contract, so a server change, or a
// component-test stub, that drifts from the schema fails loudly; production trusts the server.
const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * Calls an endpoint through its contract (docs/decisions/009-one-contract-per-endpoint.md): the
 * URL is built from the contract's path and params, and the answer is typed by its schema.
 */
export async function callApi<E extends Endpoint>(e: E, input: CallInput<E>): Promise<ResponseOf<E>> {
  const { params, query, body, idempotencyKey, headers, signal } = input as {
    params?: Params;
    query?: Record<string, unknown>;
    body?: unknown;
    idempotencyKey?: string;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };
  const answer = await apiFetch<unknown>(urlFor(e, params, query), {
    method: e.method,
    body,
    idempotencyKey,
    headers,
    signal,
  });
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
 * params and query. Invalidating `[endpoint.path]` refreshes every answer of that endpoint.
 */
export function apiKey<E extends Endpoint>(e: E, params?: ParamsIn<E>, query?: QueryIn<E>) {
  return [e.path, params ?? {}, query ?? {}] as const;
}

/** TanStack Query options for a GET endpoint. */
export function apiQuery<E extends Endpoint & { method: 'GET' }>(e: E, input: Omit<CallInput<E>, 'signal'>) {
  const { params, query } = input as { params?: ParamsIn<E>; query?: QueryIn<E> };
  return queryOptions({
    queryKey: apiKey(e, params, query),
    queryFn: ({ signal }) => callApi(e, { ...input, signal } as CallInput<E>),
  });
}
