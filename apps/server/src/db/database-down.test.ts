import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPgCopy, dropPgTemplate, withDatabase } from '../../test/templates';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { DATABASE_UNAVAILABLE, databaseUnavailable } from '../lib/database-errors';
import { openDatabase, type Database } from './client';

/**
 * A database that cannot be reached (restarting, failing over, the network cut) makes API routes
 * answer 503 with `Retry-After` and a text that says to try again, not a 500 "something went
 * wrong", and `/api/ready` says why; the pool reconnects by itself when the database is back
 * (docs/product.md#database-down). The server talks to PostgreSQL through a TCP proxy the test can
 * cut. In the PGlite lane there is no PostgreSQL server behind the proxy: the database stays down.
 */
const pgUrl = process.env.TEST_DATABASE_URL;

/** A proxy to PostgreSQL: `cut()` drops every connection and every new one, `restore()` forwards again. */
async function startProxy(target: URL | null) {
  let forwarding = target !== null;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!forwarding || !target) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('error', () => {});
      s.on('close', () => {
        open.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      forwarding = false;
      for (const s of open) s.destroy();
    },
    restore() {
      forwarding = target !== null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let proxy: Awaited<ReturnType<typeof startProxy>>;
let database: Database;
let app: App;
let dbName: string | null = null;

beforeAll(async () => {
  proxy = await startProxy(pgUrl ? new URL(pgUrl) : null);
  const through = new URL(pgUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  through.hostname = '127.0.0.1';
  through.port = String(proxy.port);
  if (pgUrl) dbName = await createPgCopy(pgUrl, inject('pgTemplate'));
  database = await openDatabase({ databaseUrl: withDatabase(through.toString(), dbName ?? 'postgres') });
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    SECRETS_KEY: randomBytes(32).toString('base64'),
  });
  app = await buildApp({ config, database, webDist: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await proxy?.close();
  if (pgUrl && dbName) await dropPgTemplate(pgUrl, dbName);
});

/** A call that needs the database: the session cookie is looked up before anything else. */
const withSession = () =>
  app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: `nb_session=${'a'.repeat(43)}` } });

describe('the database down', () => {
  it('API calls answer 503 with Retry-After and the pt-BR text, and /api/ready says why', async () => {
    proxy.cut();
    for (const res of [await withSession(), await app.inject({ method: 'GET', url: '/api/terms' })]) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ error: DATABASE_UNAVAILABLE });
    }
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', reason: 'database' });
    // What needs no database still answers.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  if (pgUrl) {
    it('answers again by itself once the database is back, after its connections were cut', async () => {
      proxy.restore();
      expect((await withSession()).statusCode).toBe(401); // reached the database: no such session
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ status: 'ready' });
      // Cut the pool's open connections under it, as a restart (or pg_terminate_backend) does.
      proxy.cut();
      expect((await withSession()).statusCode).toBe(503);
      proxy.restore();
      expect((await withSession()).statusCode).toBe(401);
    });
  }
});

describe('what counts as the database being unreachable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['admin shutdown (a restart, pg_terminate_backend)', withCode('57P01')],
    ['starting up', withCode('57P03')],
    ['a connection exception (class 08)', withCode('08006')],
    ["the pool's connect timeout", new Error('timeout exceeded when trying to connect')],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    ['wrapped by drizzle', new Error('Failed query: select 1', { cause: withCode('57P01') })],
    ['one address of several', new AggregateError([withCode('ECONNREFUSED')])],
  ])('%s', (_name, err) => expect(databaseUnavailable(err)).toBe(true));
  it.each([
    ['a unique violation', withCode('23505')],
    ['a statement timeout', withCode('57014')],
    ['a plain bug', new TypeError('x is undefined')],
  ])('not %s', (_name, err) => expect(databaseUnavailable(err)).toBe(false));
});
