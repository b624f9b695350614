import { ACCOUNT_SUSPENDED } from '@neurobridge/shared/api/errors';
import { messages } from '../locales/pt-BR/messages';
import { rememberSuspension } from './account-suspended';
import { takeEarlyRead } from './early-reads';

/*
 * The one place the web app talks to the server (docs/architecture.md, "Web"): every call — a JSON
 * answer, a page, a file, an event stream — goes through `apiRequest`, so a failed answer is read
 * once here. lib/api.ts types the calls by their contract on top of it. Lint refuses `fetch`
 * anywhere else (eslint.config.js).
 */

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

/**
 * Who is calling: the person's session (the default) or another sign-in of the same tab, e.g. the
 * admin area's (features/admin/api/admin-client.ts). The session cookie goes with every call either way.
 */
export interface ApiContext {
  /** The first part of every query key made in this context, so ending its sign-in drops them all. */
  readonly keyPrefix: readonly string[];
  /** Told when the server answers 401: this context's sign-in is over. */
  readonly onUnauthorized?: () => void;
}

/** The person's own session (docs/product.md#who-may-call-what). */
export const USER_CONTEXT: ApiContext = { keyPrefix: [] };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * Sent as `Idempotency-Key` on a create: the server answers a repeat of the same request with the
   * first answer instead of creating a second record (docs/product.md#idempotency).
   */
  idempotencyKey?: string;
  /** What the caller can read: JSON (the default), a file, or `text/event-stream`. */
  accept?: string;
  signal?: AbortSignal;
  context?: ApiContext;
}

/**
 * Sends one request with the session cookie and answers its OK `Response`. A request that never
 * reached the server throws `NetworkError` (an abort stays an `AbortError`); a failed answer throws
 * `ApiError`, remembering a suspension and telling the context of a 401. A plain GET takes the
 * answer main.tsx started early when there is one (lib/early-reads.ts).
 */
export async function apiRequest(path: string, opts: RequestOptions = {}): Promise<Response> {
  const method = opts.method ?? 'GET';
  const headers: Record<string, string> = { accept: opts.accept ?? 'application/json' };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  let res: Response;
  try {
    const plainGet = method === 'GET' && opts.body === undefined && !opts.idempotencyKey && !opts.accept;
    const early = plainGet ? takeEarlyRead(path) : undefined;
    res = await (early ??
      fetch(path, {
        method,
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
    if (err.status === 401) opts.context?.onUnauthorized?.();
    throw err;
  }
  return res;
}

/** `apiRequest` read as JSON; a 204 answers undefined. */
export async function apiFetch<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await apiRequest(path, opts);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** The text to show a person for a failed call: the server's message, the network text, or a fallback. */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof NetworkError) return err.message;
  if (err instanceof ApiError && err.serverMessage && err.status < 500) return err.serverMessage;
  return fallback;
}
