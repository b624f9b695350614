import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { sha256 } from '../lib/crypto';
import { HttpError } from '../lib/http-error';
import type { IdempotencyStore } from './idempotency-store';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const BAD_KEY = 'Chave de idempotência inválida.';
export const KEY_REUSED = 'Esta chave de idempotência já foi usada em outra solicitação.';
export const STILL_RUNNING = 'Esta solicitação ainda está em andamento. Aguarde um instante.';
export const KEY_REQUIRED = 'Envie a chave de idempotência (Idempotency-Key) desta criação.';

/**
 * The user creates (POST answering 201) that need no key. Opening a chat session makes a fresh,
 * empty conversation whose id the server draws; a doubled open leaves one unused empty session
 * that no screen lists, nothing a person sees twice, so the widget sends no key.
 */
export const CREATES_WITHOUT_KEY: ReadonlySet<string> = new Set([
  'POST /api/children/:id/chat/session',
  'POST /api/chat/session',
]);
const KEY_FORMAT = /^[A-Za-z0-9_-]{8,100}$/;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

/**
 * A route registers only if its contract is consistent with the rule below: `idempotency:
 * 'required'` only on a user or an admin POST, and every user POST that answers 201 (a create)
 * declares it, unless it is in `CREATES_WITHOUT_KEY`.
 */
export function checkIdempotencyDeclared(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): void {
  const config = route.config;
  if (!config?.access) return;
  const method = [route.method].flat().join(',');
  const where = `${method} ${route.url}`;
  const userPost = config.access === 'user' && method === 'POST';
  const adminPost = config.access === 'admin' && method === 'POST';
  if (config.idempotency === 'required' && !userPost && !adminPost) {
    throw new Error(`${where}: only a user or an admin POST declares idempotency: 'required'`);
  }
  if (
    userPost &&
    config.successStatus === 201 &&
    config.idempotency !== 'required' &&
    !CREATES_WITHOUT_KEY.has(where)
  ) {
    throw new Error(`${where}: a create declares idempotency: 'required' (or is listed in CREATES_WITHOUT_KEY)`);
  }
}

/**
 * A POST sent with an `Idempotency-Key` header by a signed-in user is done at most once: the
 * first request claims the key in the database (so it holds across servers), and a repeat,
 * whether a double click, a retry after a lost answer or a second tab, gets the first answer
 * back instead of making a second row (docs/product.md#idempotency). A failed first request
 * frees its key, so a corrected retry runs. A route whose contract says `idempotency: 'required'`
 * refuses a request without the key (400, nothing done): the client mints one per dialog or attempt.
 */
async function idempotencyPlugin(app: FastifyInstance, { store }: { store: IdempotencyStore }) {
  app.decorateRequest('idempotencyKey', null);
  app.addHook('onRoute', checkIdempotencyDeclared);

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    // An administrator's create that requires a key: the key is checked here, and the route makes
    // a repeat answer the first answer itself, by what it creates (the store above is per user;
    // e.g. modules/admin-terms: publishing the same version again answers the published one).
    if (request.method === 'POST' && request.admin && request.routeOptions.config?.idempotency === 'required') {
      if (key === undefined) throw new HttpError(400, KEY_REQUIRED);
      if (typeof key !== 'string' || !KEY_FORMAT.test(key)) throw new HttpError(400, BAD_KEY);
      return;
    }
    if (request.method !== 'POST' || !request.user) return;
    if (key === undefined) {
      if (request.routeOptions.config?.idempotency === 'required') throw new HttpError(400, KEY_REQUIRED);
      return;
    }
    if (typeof key !== 'string' || !KEY_FORMAT.test(key)) throw new HttpError(400, BAD_KEY);
    const userId = request.user.id;
    const fingerprint = fingerprintOf(request);
    if (!(await store.claim(userId, key, fingerprint))) {
      const first = await store.find(userId, key);
      if (first && first.fingerprint !== fingerprint) throw new HttpError(422, KEY_REUSED);
      if (first?.statusCode != null) {
        return reply.status(first.statusCode).header('idempotent-replayed', 'true').send(first.response);
      }
      if (first && !store.isAbandoned(first)) throw new HttpError(409, STILL_RUNNING);
      await store.release(userId, key);
      if (!(await store.claim(userId, key, fingerprint))) throw new HttpError(409, STILL_RUNNING);
    }
    request.idempotencyKey = key;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key || !request.user) return payload;
    request.idempotencyKey = null;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await store.save(request.user.id, key, reply.statusCode, payload);
    } else {
      await store.release(request.user.id, key);
    }
    return payload;
  });
}

function fingerprintOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url} ${sha256(JSON.stringify(request.body ?? null))}`;
}

export const idempotency = fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['route-access'] });
