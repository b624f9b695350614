import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/requests';
import { sha256 } from '../lib/crypto';
import { HttpError } from '../lib/http-error';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const BAD_KEY = 'Chave de idempotência inválida.';
export const KEY_REUSED = 'Esta chave de idempotência já foi usada em outra solicitação.';
export const STILL_RUNNING = 'Esta solicitação ainda está em andamento. Aguarde um instante.';
const KEY_FORMAT = /^[A-Za-z0-9_-]{8,100}$/;
/** A claim whose request never answered (its server stopped) is given up after this. */
const ABANDONED_MS = 60_000;
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

/**
 * A POST sent with an `Idempotency-Key` header by a signed-in user is done at most once: the
 * first request claims the key in the database (so it holds across servers), and a repeat,
 * whether a double click, a retry after a lost answer or a second tab, gets the first answer
 * back instead of making a second row (docs/product.md#idempotency). A failed first request
 * frees its key, so a corrected retry runs.
 */
async function idempotencyPlugin(app: FastifyInstance, { db }: { db: Db }) {
  app.decorateRequest('idempotencyKey', null);

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (request.method !== 'POST' || key === undefined || !request.user) return;
    if (typeof key !== 'string' || !KEY_FORMAT.test(key)) throw new HttpError(400, BAD_KEY);
    const userId = request.user.id;
    const fingerprint = fingerprintOf(request);
    const claim = () =>
      db
        .insert(idempotencyKeys)
        .values({ userId, key, fingerprint })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
    if ((await claim()).length === 0) {
      const [first] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (first && first.fingerprint !== fingerprint) throw new HttpError(422, KEY_REUSED);
      if (first?.statusCode != null) {
        return reply.status(first.statusCode).header('idempotent-replayed', 'true').send(first.response);
      }
      const abandoned = first && Date.now() - first.createdAt.getTime() > ABANDONED_MS;
      if (first && !abandoned) throw new HttpError(409, STILL_RUNNING);
      await release(db, userId, key);
      if ((await claim()).length === 0) throw new HttpError(409, STILL_RUNNING);
    }
    request.idempotencyKey = key;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key || !request.user) return payload;
    request.idempotencyKey = null;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, response: sql`${payload}::jsonb` })
        .where(and(eq(idempotencyKeys.userId, request.user.id), eq(idempotencyKeys.key, key)));
    } else {
      await release(db, request.user.id, key);
    }
    return payload;
  });
}

function fingerprintOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url} ${sha256(JSON.stringify(request.body ?? null))}`;
}

function release(db: Db, userId: number, key: string) {
  return db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Called by the hourly housekeeping in main.ts. */
export function pruneIdempotencyKeys(db: Db, now = new Date()) {
  return db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEEP_MS)));
}

export const idempotency = fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['route-access'] });
