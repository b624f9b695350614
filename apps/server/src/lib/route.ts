import type {
  BodyOut,
  ChildAccessMode,
  Endpoint,
  ParamsOut,
  QueryOut,
  ResponseIn,
} from '@neurobridge/shared/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type { ChildAccess } from '../modules/children/child-access';
import type { SessionUser } from '../modules/auth/session-service';
import { actingAdmin, type Acting, type ProfessionalActor } from './actor';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (plugins/route-access.ts refuses a route without it). */
    access?: Endpoint['access'];
    /** `false` on the few `user` routes open before the terms are accepted (plugins/route-access.ts). */
    consent?: Endpoint['consent'];
    /** Refusals name each wrong field (plugins/errors.ts). */
    fieldErrors?: Endpoint['fieldErrors'];
    /** For routes under a child: the access the caller needs (plugins/child-scope.ts). */
    child?: ChildAccessMode;
    /** Who the signed-in caller must be (plugins/route-access.ts). */
    role?: Endpoint['role'];
    /** The back-office area of an admin route: the caller's role must reach it (plugins/route-access.ts). */
    area?: Endpoint['area'];
    /** A create that needs an `Idempotency-Key` (plugins/idempotency.ts). */
    idempotency?: Endpoint['idempotency'];
    /** The success status the contract declares (plugins/idempotency.ts checks which creates need a key). */
    successStatus?: Endpoint['status'];
    /** For webhook routes: the route's own signature check. */
    verifyWebhook?: (request: FastifyRequest) => boolean | Promise<boolean>;
  }
  interface FastifyRequest {
    /** Set on routes that declare `child`: the child, already checked for the caller. */
    child: ChildAccess | null;
  }
}

/**
 * Who calls, as the route declares it (docs/decisions/010-route-access.md): the acting administrator
 * on `admin` routes, the professional on `role: 'professional'` routes, the user on other `user`
 * routes, nobody on `public` and `webhook` routes.
 */
export type ActorOf<E extends Endpoint> = E extends { access: 'admin' }
  ? Acting
  : E extends { role: 'professional' }
    ? ProfessionalActor
    : E extends { access: 'user' }
      ? SessionUser
      : null;

export interface HandlerInput<E extends Endpoint> {
  params: ParamsOut<E>;
  query: QueryOut<E>;
  body: BodyOut<E>;
  /** The signed-in user: always set on `user` routes. */
  user: E['access'] extends 'user' ? SessionUser : SessionUser | null;
  /** Who calls, checked and built once (see `ActorOf`). */
  actor: ActorOf<E>;
  /** The checked child on routes that declare `child`. */
  child: E['child'] extends ChildAccessMode ? ChildAccess : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A route's own extras: a rate limit, a webhook's signature check, or a larger body than the app's. */
export type RouteExtras = Pick<RouteShorthandOptions, 'config' | 'bodyLimit'>;

/**
 * Registers a route from its contract (docs/decisions/009-one-contract-per-endpoint.md): the
 * method, path, access, schemas and success status all come from the endpoint, so the handler is
 * the few lines of what the route does. The answer is sent with the contract's status; a handler
 * that answers something else (a redirect, a 503) sends it on `reply` itself.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: (input: HandlerInput<E>) => ResponseIn<E> | Promise<ResponseIn<E>> | FastifyReply | Promise<FastifyReply>,
  extras: RouteExtras = {},
): void {
  checkAnswerShape(e);
  app.route({
    method: e.method,
    url: e.path,
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    config: {
      ...extras.config,
      access: e.access,
      consent: e.consent,
      child: e.child,
      fieldErrors: e.fieldErrors,
      role: e.role,
      area: e.area,
      idempotency: e.idempotency,
      successStatus: e.status,
    },
    schema: {
      tags: [e.tag],
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(e.response ? { response: { [e.status]: e.response } } : {}),
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        user: request.user,
        actor: actorOf(e, request),
        child: request.child,
        request,
        reply,
      } as unknown as HandlerInput<E>);
      if (reply.sent || result === reply) return reply;
      return reply.status(e.status).send(result);
    },
  });
}

function actorOf(e: Endpoint, request: FastifyRequest): Acting | SessionUser | null {
  if (e.access === 'admin') return actingAdmin(request);
  return e.access === 'user' ? request.user : null;
}

/** The keys of an object schema, or null when the schema is not a plain object (a union, a transform). */
function objectKeys(schema: z.ZodType | undefined): string[] | null {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape as Record<string, unknown>) : null;
}

/**
 * The answer kind and the paging a contract declares match its schemas, or the route does not
 * register: a file or an event stream has no JSON answer schema; a paged list takes `limit` and
 * `cursor` and answers its rows under the `items` key it names, with `next_cursor`.
 */
export function checkAnswerShape(e: Endpoint): void {
  const where = `${e.method} ${e.path}`;
  if (e.answer === 'events' && e.response) {
    throw new Error(`${where}: an answer of kind 'events' has no JSON response schema`);
  }
  if (!e.paging) return;
  if (e.answer && e.answer !== 'json') throw new Error(`${where}: a paged list answers JSON`);
  const query = objectKeys(e.query);
  if (!query?.includes('limit') || !query.includes('cursor')) {
    throw new Error(`${where}: a paged list needs a query object with 'limit' and 'cursor'`);
  }
  const answer = objectKeys(e.response);
  if (!answer?.includes(e.paging.items) || !answer.includes('next_cursor')) {
    throw new Error(`${where}: a paged list answers an object with '${e.paging.items}' and 'next_cursor'`);
  }
}
