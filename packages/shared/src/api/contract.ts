import type { z } from 'zod';
import type { AdminArea } from '../domain/admin-roles';

/**
 * One contract per endpoint (docs/decisions/009-one-contract-per-endpoint.md): method, path, who
 * may call it, params, query, body and the success answer are declared once here; the server
 * registers its route from it and the web client calls it through it.
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call a route (docs/decisions/010-route-access.md): anyone; a signed-in user (session
 * cookie); an administrator (bearer token, in the admin context only); or a provider's server
 * (a signature the route verifies).
 */
export type RouteAccess = 'public' | 'user' | 'admin' | 'webhook';

/**
 * For a route under a child (`:id` is the child's id), what the caller must be allowed to do with
 * that child: `read` it and its progress; `record` progress (owner or professional with access);
 * `manage` it, i.e. edit or remove (the owner only). See docs/product.md#child-access.
 */
export type ChildAccessMode = 'read' | 'record' | 'manage';

/**
 * Who the signed-in caller must be on a `user` route, beyond signing in: `professional` routes are
 * the professional's workspace (docs/product.md#professional-workspace). The handler receives the
 * checked caller as `actor`; no service checks the role again.
 */
export type RouteRole = 'professional';

/**
 * What the success answer is: JSON (the default), a file to save (an attachment; its `response` schema,
 * when it has one, is the JSON document the file holds, like the account export), or a stream of
 * server-sent events (no `response` schema).
 */
export type AnswerKind = 'json' | 'file' | 'events';

/**
 * A list in pages by cursor: the query takes `limit` and `cursor`; the answer holds the page's rows
 * under `items` (its key) and `next_cursor`, null on the last page.
 */
export interface CursorPaging {
  items: string;
}

export interface Endpoint {
  method: HttpMethod;
  path: `/api/${string}`;
  access: RouteAccess;
  /**
   * A `user` route is open only once the account has accepted the current terms version (LGPD
   * Art. 11 and 14, docs/product.md#consent-gate): the server answers 403 `TERMS_REQUIRED`
   * otherwise. The few routes a person needs before consenting (who am I, the terms, onboarding,
   * the account's own export and deletion) say `consent: false`; every other route is gated.
   */
  consent?: false;
  /**
   * A refusal also names each wrong field (`fields` of shared/api/errors.ts), for a form that marks
   * them beside their inputs (docs/product.md#error-answers).
   */
  fieldErrors?: true;
  /** The OpenAPI group. */
  tag: string;
  child?: ChildAccessMode;
  /** See `RouteRole`; only on `user` routes. */
  role?: RouteRole;
  /**
   * The back-office area an `admin` route belongs to, required on every one: the server refuses
   * (403) an administrator whose role does not reach it (domain/admin-roles.ts,
   * docs/product.md#admin-team).
   */
  area?: AdminArea;
  /**
   * `required` on a create: the caller mints an `Idempotency-Key` (one per dialog or attempt), and a
   * repeat of the same call is answered with the first answer instead of being done twice
   * (docs/product.md#idempotency).
   */
  idempotency?: 'required';
  /** See `AnswerKind`; `json` when absent. */
  answer?: AnswerKind;
  /** See `CursorPaging`. */
  paging?: CursorPaging;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status and, when the route answers JSON, its schema. */
  status: 200 | 201 | 204 | 302;
  response?: z.ZodType;
}

/** Declares an endpoint, keeping its literal types for the server and the client. */
export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

/** What a caller sends: the types before the schema's transforms (path params as numbers or text). */
export type ParamsIn<E extends Endpoint> = E extends { params: infer P extends z.ZodType }
  ? { [K in keyof z.input<P>]: string | number }
  : undefined;
export type QueryIn<E extends Endpoint> = E extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
export type BodyIn<E extends Endpoint> = E extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
/** What a handler receives: the types after validation. */
export type ParamsOut<E extends Endpoint> = E extends { params: infer P extends z.ZodType } ? z.output<P> : undefined;
export type QueryOut<E extends Endpoint> = E extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
export type BodyOut<E extends Endpoint> = E extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
/** The success answer as a handler produces it (before the schema's defaults). */
export type ResponseIn<E extends Endpoint> = E extends { response: infer R extends z.ZodType } ? z.input<R> : void;
/** The success answer as the client receives it. */
export type ResponseOf<E extends Endpoint> = E extends { response: infer R extends z.ZodType } ? z.output<R> : void;

/** The URL of an endpoint for these params: `/api/children/:id` with `{ id: 3 }` is `/api/children/3`. */
export function pathFor(e: Pick<Endpoint, 'path'>, params?: Record<string, string | number>): string {
  return e.path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`pathFor ${e.path}: missing :${name}`);
    return encodeURIComponent(String(value));
  });
}
