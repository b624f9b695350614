import type {
  BodyOut,
  ChildAccessMode,
  Endpoint,
  ParamsOut,
  QueryOut,
  ResponseIn,
} from '@neurobridge/shared/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ChildAccess } from '../modules/children/child-access';
import type { SessionUser } from '../modules/auth/session-service';

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
    /** For webhook routes: the route's own signature check. */
    verifyWebhook?: (request: FastifyRequest) => boolean | Promise<boolean>;
  }
  interface FastifyRequest {
    /** Set on routes that declare `child`: the child, already checked for the caller. */
    child: ChildAccess | null;
  }
}

export interface HandlerInput<E extends Endpoint> {
  params: ParamsOut<E>;
  query: QueryOut<E>;
  body: BodyOut<E>;
  /** The signed-in user: always set on `user` routes. */
  user: E['access'] extends 'user' ? SessionUser : SessionUser | null;
  /** The checked child on routes that declare `child`. */
  child: E['child'] extends ChildAccessMode ? ChildAccess : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A route's own extras: a rate limit, or a webhook's signature check. */
export type RouteExtras = Pick<RouteShorthandOptions, 'config'>;

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
  app.route({
    method: e.method,
    url: e.path,
    config: {
      ...extras.config,
      access: e.access,
      consent: e.consent,
      child: e.child,
      fieldErrors: e.fieldErrors,
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
        child: request.child,
        request,
        reply,
      } as unknown as HandlerInput<E>);
      if (reply.sent || result === reply) return reply;
      return reply.status(e.status).send(result);
    },
  });
}
