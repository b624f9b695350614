// Shared helpers of the benchmarks that run the real server (bench/api.mjs, bench/scale.mjs):
// child processes with guaranteed cleanup, the built server on a free port with a clean
// environment, fresh PostgreSQL databases, and seeded users with live sessions.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (the working directory of every child process). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_DIR = join(ROOT, 'apps/server');
/** The server bundle built by `npm run build -w @neurobridge/server`. */
export const SERVER_MAIN = join(SERVER_DIR, 'dist/main.js');
/** `require` resolving from apps/server: `pg`, PGlite and Fastify in exactly the versions the server uses. */
export const requireServer = createRequire(join(SERVER_DIR, 'package.json'));

/** Default PostgreSQL server URL of the benchmarks (`BENCH_PG_URL`). */
export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;

/** Config keys of apps/server/src/config.ts: the caller's values must not leak into the servers. */
export const SERVER_ENV_KEYS = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'APP_URL',
  'DATA_DIR',
  'DATABASE_URL',
  'REDIS_URL',
  'TRUST_PROXY',
  'LOG_LEVEL',
  'ADMIN_USERNAME',
  'ADMIN_PASSWORD',
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'OIDC_REDIRECT_URI',
  'SESSION_IDLE_DAYS',
  'SESSION_ABSOLUTE_DAYS',
];

/** The number in environment variable `name`, `fallback` when unset; throws when below `min`. */
export function envNumber(name, fallback, min) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number >= ${min}, got "${raw}"`);
  return value;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** SHA-256 hex, as session-service.ts stores session tokens. */
export const sha256 = (value) => createHash('sha256').update(value).digest('hex');
/** Prints a progress line prefixed with `[bench]`. */
export const log = (message) => console.log(`[bench] ${message}`);

/** The URL without its password, for messages. */
export function redactUrl(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(invalid URL)';
  }
}

// ---------------------------------------------------------------------------------------------
// Cleanup registry: everything started or created registers how to undo it; `cleanupAll` undoes
// what is left, newest first (so a server stops before its database is dropped).

const pendingCleanups = new Set();

/** Registers `fn`; returns a function that runs it now (once) and unregisters it. */
export function defer(label, fn) {
  const task = { label, fn };
  pendingCleanups.add(task);
  return async () => {
    if (pendingCleanups.delete(task)) await fn();
  };
}

/** Runs every registered cleanup that has not run yet, newest first; failures are printed, not thrown. */
export async function cleanupAll() {
  for (const task of [...pendingCleanups].reverse()) {
    pendingCleanups.delete(task);
    try {
      await task.fn();
    } catch (err) {
      console.error(`[bench] cleanup "${task.label}" failed: ${err.message}`);
    }
  }
}

/**
 * Runs `main()` (which resolves to an exit code), then every pending cleanup, then exits. Ctrl-C,
 * SIGTERM, an error or the time budget (`budgetMs`) running out also clean up before exiting.
 */
export function runMain(main, { budgetMs }) {
  let finishing = false;
  async function finish(code, message) {
    if (finishing) return;
    finishing = true;
    if (message) console.error(message);
    await cleanupAll();
    process.exit(code);
  }
  setTimeout(() => finish(1, `[bench] gave up after ${Math.round(budgetMs / 1000)} s`), budgetMs).unref();
  process.once('SIGINT', () => finish(130, '\n[bench] interrupted; cleaning up…'));
  process.once('SIGTERM', () => finish(143, '[bench] terminated; cleaning up…'));
  main().then(
    (code) => finish(code),
    (err) => finish(1, `[bench] failed: ${err.stack || err.message}`),
  );
}

// ---------------------------------------------------------------------------------------------
// Child processes

/**
 * Runs `node <args>` from the repository root, keeps the tail of its output for error messages,
 * and registers its stop (SIGTERM, then SIGKILL after 5 s). Returns `{ label, stop, exitInfo, output }`.
 */
export function startNode(label, args, env) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail = [];
  const keep = (chunk) => {
    tail.push(chunk.toString());
    if (tail.length > 40) tail.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exitInfo = null;
  const exited = new Promise((resolve) => {
    const done = (info) => {
      exitInfo ??= info;
      resolve(exitInfo);
    };
    child.once('exit', (code, signal) => done({ code, signal }));
    child.once('error', (err) => done({ code: null, signal: null, error: err }));
  });

  const stop = defer(`stop ${label}`, async () => {
    if (exitInfo) return;
    child.kill('SIGTERM');
    const timer = sleep(STOP_GRACE_MS).then(() => 'timeout');
    if ((await Promise.race([exited, timer])) === 'timeout') {
      console.error(`[bench] ${label} ignored SIGTERM for ${STOP_GRACE_MS / 1000} s; sending SIGKILL`);
      child.kill('SIGKILL');
      await exited;
    }
  });

  return {
    label,
    stop,
    pid: child.pid,
    get exitInfo() {
      return exitInfo;
    },
    output: () => tail.join('').trim(),
  };
}

/** Resident memory of a process in MB, from /proc (Linux); null where that is not available. */
export function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kb ? Math.round(Number(kb[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** Polls `url` until it answers 200 (at most 60 s); fails early if the process exits. */
export async function waitReady(proc, url) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (proc.exitInfo) {
      const { code, signal, error } = proc.exitInfo;
      throw new Error(
        `${proc.label} exited before becoming ready (${error?.message ?? `code ${code}, signal ${signal}`}):\n` +
          proc.output(),
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err.cause?.code ?? err.message;
    }
    await sleep(200);
  }
  throw new Error(`${proc.label} not ready at ${url} after ${READY_TIMEOUT_MS / 1000} s (${last}):\n${proc.output()}`);
}

/** A port that was free a moment ago (the child binds it right after). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Builds apps/server/dist when `dist/main.js` is missing, or always with `BENCH_REBUILD=1`. */
export async function ensureServerBuilt() {
  if (existsSync(SERVER_MAIN) && process.env.BENCH_REBUILD !== '1') return;
  log('building the server bundle (node apps/server/build.mjs)…');
  const child = spawn(process.execPath, [join(SERVER_DIR, 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
  const code = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !existsSync(SERVER_MAIN)) throw new Error(`server build failed (exit code ${code})`);
}

/**
 * Starts dist/main.js on a free port of 127.0.0.1 with none of the caller's SERVER_ENV_KEYS, the
 * given database settings (`DATABASE_URL` or `DATA_DIR`) and `LOG_LEVEL=warn`, and waits for
 * /api/ready. The returned process also has `baseUrl`.
 */
export async function startServer(label, dbEnv) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env };
  for (const key of SERVER_ENV_KEYS) delete env[key];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    LOG_LEVEL: 'warn',
    ...dbEnv,
  });
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS || '').split(' ').filter(Boolean);
  const proc = startNode(label, [...nodeArgs, SERVER_MAIN], env);
  await waitReady(proc, `${baseUrl}/api/ready`);
  proc.baseUrl = baseUrl; // assigned, not spread: `exitInfo` must stay a live getter
  return proc;
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

/** Connects a `pg` client to `url`, runs `fn(client)` and always disconnects. */
export async function withPgClient(url, fn) {
  const pg = requireServer('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** `serverUrl` with its database replaced by `database`. */
export function pgUrlFor(serverUrl, database) {
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * Creates database `name` (a plain identifier) through `serverUrl` and registers its drop
 * (`with (force)`), unless `keep` is true. Returns `{ url, drop }`; `drop()` drops it now (a no-op
 * with `keep`). Throws when PostgreSQL does not answer or refuses.
 */
export async function createDatabase(serverUrl, name, { keep = false } = {}) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await withPgClient(serverUrl, (c) => c.query(`create database ${name}`));
  if (keep) return { url: pgUrlFor(serverUrl, name), drop: async () => {} };
  const drop = defer(`drop database ${name}`, () =>
    withPgClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`)),
  );
  return { url: pgUrlFor(serverUrl, name), drop };
}

// ---------------------------------------------------------------------------------------------
// Users and sessions

/** A new session token as session-service.ts makes them: 32 random bytes, base64url. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/**
 * Inserts `count` users (subject `<prefix>-<n>`, e-mail `<prefix><n>@example.test`) who accepted
 * the current terms, with one live session each: random base64url token, only its SHA-256 hex stored, expiring in 30 days. Returns
 * `{ userIds, tokens }` in the same order; a token is the value of the `nb_session` cookie. With
 * `role` ('parent' or 'professional') each account has it, as after onboarding; without, the
 * caller sets the roles (an account with none is sent to onboarding).
 * `query(sql, params)` is either a pg client's query or a PGlite instance's: both return `{ rows }`.
 */
export async function seedUsersWithSessions(
  query,
  { count, issuer, prefix = 'bench', userAgent = 'bench', first = 1, role },
) {
  const { rows } = await query(
    `insert into users (issuer, subject, email, full_name, given_name, family_name, last_login_at)
     select $1::text, $3::text || '-' || g, $3::text || g || '@example.test', 'Bench User ' || g, 'Bench', 'User ' || g, now()
     from generate_series($4::int, $4::int + $2::int - 1) as g
     order by g
     returning id`,
    [issuer, count, prefix, first],
  );
  const userIds = rows.map((r) => r.id);
  // Same shape as session-service.ts: random base64url token, only its SHA-256 hex is stored.
  const tokens = userIds.map(() => newSessionToken());
  await query(
    `insert into user_sessions (user_id, token_hash, expires_at, last_seen_at, user_agent, ip)
     select s.user_id, s.token_hash, now() + interval '30 days', now(), $3::text, '127.0.0.1'
     from unnest($1::int[], $2::text[]) as s(user_id, token_hash)`,
    [userIds, tokens.map(sha256), userAgent],
  );
  // Each account accepted the current terms, as the consent gate requires of every read measured
  // here (docs/product.md#consent-gate); text_hash records which text was shown, none here.
  await query(
    `insert into terms_acceptances (user_id, terms_version, text_hash, ip_address, user_agent)
     select unnest($1::int[]), coalesce((select value from app_settings where key = 'terms_version'), '1.0'),
            'bench', '127.0.0.1', $2::text`,
    [userIds, userAgent],
  );
  if (role) {
    await query(`insert into professional_profiles (user_id, role) select unnest($1::int[]), $2::text`, [
      userIds,
      role,
    ]);
  }
  return { userIds, tokens };
}
