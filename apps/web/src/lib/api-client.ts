import { ACCOUNT_SUSPENDED } from '@neurobridge/shared/api/errors';
import { messages } from '../locales/pt-BR/messages';
import { rememberSuspension } from './account-suspended';
import { takeEarlyRead } from './early-reads';

/** A non-OK answer: `message` is the server's pt-BR `error` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    /** The server's machine-readable `code`, e.g. `TERMS_REQUIRED` (shared/api/errors.ts). */
    readonly code?: string,
    /** Each wrong field's message, keyed by its path ('plans.quarterly.name'), when the route names them. */
    readonly fields: Record<string, string> = {},
  ) {
    super(serverMessage ?? `HTTP ${status}`);
  }
}

/** The `ApiError` of a failed answer: its pt-BR `error` and `code` when the body is the API's JSON. */
export async function apiErrorFrom(res: Response): Promise<ApiError> {
  try {
    const body = (await res.json()) as { error?: unknown; code?: unknown; fields?: unknown };
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
    const fields =
      body.fields && typeof body.fields === 'object'
        ? Object.fromEntries(Object.entries(body.fields).filter((e): e is [string, string] => typeof e[1] === 'string'))
        : {};
    return new ApiError(res.status, text(body.error), text(body.code), fields);
  } catch {
    // not JSON: keep the status only
    return new ApiError(res.status, undefined);
  }
}

/** The request never reached the server (offline, DNS, CORS). */
export class NetworkError extends Error {
  constructor() {
    super(messages.common.networkError);
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * Sent as `Idempotency-Key` on a create: the server answers a repeat of the same request with the
   * first answer instead of creating a second record (docs/product.md#idempotency).
   */
  idempotencyKey?: string;
  /** Extra headers: the admin area's bearer token (features/admin/api/admin-client.ts). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Every product call sends the session cookie (docs/product.md#who-may-call-what). */
export async function apiFetch<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> =
    opts.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' };
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  Object.assign(headers, opts.headers);
  let res: Response;
  try {
    const plainGet =
      (opts.method ?? 'GET') === 'GET' && opts.body === undefined && !opts.idempotencyKey && !opts.headers;
    const early = plainGet ? takeEarlyRead(path) : undefined;
    res = await (early ??
      fetch(path, {
        method: opts.method ?? 'GET',
        credentials: 'include',
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: opts.signal,
      }));
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new NetworkError();
  }
  if (!res.ok) {
    const err = await apiErrorFrom(res);
    if (err.code === ACCOUNT_SUSPENDED && err.serverMessage) rememberSuspension(err.serverMessage);
    throw err;
  }
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** The text to show a person for a failed call: the server's message, the network text, or a fallback. */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof NetworkError) return err.message;
  if (err instanceof ApiError && err.serverMessage && err.status < 500) return err.serverMessage;
  return fallback;
}
