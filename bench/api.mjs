// API throughput benchmark (`npm run bench:api`); see bench/README.md.
//
// Starts the built server on PostgreSQL and on PGlite with seeded users and sessions, drives each
// target endpoint with autocannon, and prints req/s and p99 beside a plain Fastify hello-world
// route measured in the same run, as a ratio. Everything runs sequentially on 127.0.0.1 and every
// child process, temporary folder and database is removed at the end, even on error or Ctrl-C.
import autocannon from 'autocannon';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createDatabase,
  DEFAULT_PG_URL,
  defer,
  ensureServerBuilt,
  envNumber,
  freePort,
  log,
  redactUrl,
  requireServer,
  runMain,
  seedUsersWithSessions,
  startNode,
  startServer,
  waitReady,
  withPgClient,
} from './lib/server.mjs';

const HELLO_SERVER = fileURLToPath(new URL('./hello-server.mjs', import.meta.url));
const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));

/**
 * Authenticated endpoints measured on every backend, each with the rotating session cookies.
 * To benchmark another endpoint, add it here (seed whatever rows it needs in `seed()`).
 */
const TARGETS = [
  { name: 'users/me', path: '/api/users/me' },
  { name: 'children', path: '/api/children' },
  { name: 'dashboard/stats', path: '/api/dashboard/stats' },
  { name: 'activities', path: '/api/activities' },
];

const CONNECTIONS = 50;
const DURATION_S = envNumber('BENCH_DURATION', 10, 1);
const WARMUP_S = envNumber('BENCH_WARMUP', 2, 0);
const PG_URL = process.env.BENCH_PG_URL || DEFAULT_PG_URL;
const BACKENDS = (process.env.BENCH_BACKENDS || 'postgres,pglite')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

const SEED_USERS = 1_000; // one session each
const CHILDREN_PER_USER = 2; // each with a few progress entries, for the children list and the stats
const PROGRESS_PER_CHILD = 5;
const COOKIE_POOL = 200; // sessions autocannon rotates across
const SEED_ISSUER = 'http://127.0.0.1/bench-issuer';

// ---------------------------------------------------------------------------------------------
// Seed data

/**
 * Inserts SEED_USERS users with one live session each and returns the session tokens (the cookie
 * values). `query(sql, params)` is either a pg client or a PGlite instance: both return `{ rows }`.
 */
async function seed(query) {
  const { userIds, tokens } = await seedUsersWithSessions(query, {
    count: SEED_USERS,
    issuer: SEED_ISSUER,
    userAgent: 'autocannon',
  });
  // A family's data: children, progress this week and before it, and a trial.
  await query(
    `insert into children (parent_user_id, name, birth_date, diagnosis_tea, tea_level)
     select u, 'Criança ' || u || '-' || c, date '2016-01-01' + (c * 400), c % 2 = 0, 1 + c % 3
     from unnest($1::int[]) as u, generate_series(1, $2::int) as c`,
    [userIds, CHILDREN_PER_USER],
  );
  await query(
    `insert into progress_entries (child_id, activity_title, activity_category, status, score, time_spent, completion_date)
     select ch.id, 'Atividade ' || p, 'focus', case when p % 4 = 0 then 'in_progress' else 'completed' end, 80, 5,
            now() - (p || ' days')::interval
     from children ch, generate_series(1, $2::int) as p
     where ch.parent_user_id = any($1::int[])`,
    [userIds, PROGRESS_PER_CHILD],
  );
  await query(
    `insert into subscriptions (parent_user_id, plan_type, status, trial_start_date, trial_end_date)
     select u, 'trial', 'trial', now(), now() + interval '7 days' from unnest($1::int[]) as u`,
    [userIds],
  );
  // Fresh statistics, as autovacuum would have gathered on a live database.
  for (const table of ['users', 'user_sessions', 'children', 'progress_entries', 'subscriptions']) {
    await query(`analyze ${table}`);
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------
// Measurement

/** One autocannon run; `requests` (optional) is the list each connection cycles through. */
function cannon(url, durationS, requests) {
  let clientNo = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: durationS,
    timeout: 10,
    requests,
    // Every connection cycles through all cookies, each starting at a different offset, so that
    // at any moment the 50 connections ask for different sessions.
    setupClient: requests
      ? (client) => {
          const k = (clientNo++ * Math.ceil(requests.length / CONNECTIONS)) % requests.length;
          client.setRequests([...requests.slice(k), ...requests.slice(0, k)]);
        }
      : undefined,
  });
}

/** Warm-up (discarded: JIT, connection pools, database caches), then the measured run. */
async function measure(label, url, requests) {
  if (WARMUP_S > 0) await cannon(url, WARMUP_S, requests);
  const r = await cannon(url, DURATION_S, requests);
  const result = {
    requestsPerSec: {
      average: r.requests.average,
      stddev: r.requests.stddev,
      min: r.requests.min,
      max: r.requests.max,
    },
    totalRequests: r.requests.total,
    latencyMs: {
      average: r.latency.average,
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
    },
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count])),
    durationS: r.duration,
  };
  result.valid = result.errors === 0 && result.timeouts === 0 && result.non2xx === 0 && result.totalRequests > 0;
  log(
    `${label}: ${result.requestsPerSec.average.toFixed(1)} req/s, p99 ${result.latencyMs.p99} ms` +
      (result.valid
        ? ''
        : ` — INVALID: ${result.errors} errors, ${result.timeouts} timeouts, status ${JSON.stringify(result.statusCodes)}`),
  );
  return result;
}

/**
 * Guards that we measure the authenticated path (401 without a cookie) and that every cookie of the
 * pool is a live session (200). This pass also makes the measured run read-only: session-service.ts
 * rewrites last_seen_at when it is over a minute old, which could be the case after a slow start.
 */
async function checkTarget(baseUrl, target, cookies) {
  const anonymous = await fetch(baseUrl + target.path);
  await anonymous.arrayBuffer();
  if (anonymous.status !== 401)
    throw new Error(`${target.path} without a cookie answered ${anonymous.status}, not 401`);
  for (const cookie of cookies) {
    const res = await fetch(baseUrl + target.path, { headers: { cookie } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${target.path} with a seeded session answered ${res.status}: ${body}`);
  }
}

async function benchTargets(backend, server, tokens) {
  const cookies = tokens.slice(0, COOKIE_POOL).map((t) => `nb_session=${t}`);
  const results = [];
  for (const target of TARGETS) {
    await checkTarget(server.baseUrl, target, cookies);
    const requests = cookies.map((cookie) => ({ method: 'GET', path: target.path, headers: { cookie } }));
    const result = await measure(`${backend} ${target.name}`, server.baseUrl + target.path, requests);
    results.push({ backend, target: target.name, path: target.path, ...result });
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Lanes

async function runHelloWorld() {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const proc = startNode('hello-world server', [HELLO_SERVER], { ...process.env, PORT: String(port) });
  try {
    await waitReady(proc, `${baseUrl}/`);
    const result = await measure('hello-world', `${baseUrl}/`);
    return { backend: 'fastify', target: 'hello-world', path: '/', ...result };
  } finally {
    await proc.stop();
  }
}

class SkipLane extends Error {}

async function runPostgres() {
  const name = `nb_bench_${Date.now()}`;
  let db;
  try {
    db = await createDatabase(PG_URL, name);
  } catch (err) {
    throw new SkipLane(`PostgreSQL at ${redactUrl(PG_URL)} did not answer: ${err.message || err.code || err}`);
  }
  log(`PostgreSQL: database ${name}; starting the server (migrations + default seed)…`);
  const server = await startServer('server (PostgreSQL)', { DATABASE_URL: db.url });
  const tokens = await withPgClient(db.url, (c) => seed((sql, params) => c.query(sql, params)));
  log(`PostgreSQL: seeded ${SEED_USERS} users and sessions`);
  const results = await benchTargets('postgres', server, tokens);
  await server.stop();
  await db.drop();
  return results;
}

async function runPglite() {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'nb-bench-pglite-'));
  const removeDir = defer(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  const dbEnv = { DATA_DIR: dataDir };
  log(`PGlite: data folder ${dataDir}; first start (migrations + default seed)…`);
  // The server holds a lock on its data folder, so it is stopped for seeding and started again.
  let server = await startServer('server (PGlite, first start)', dbEnv);
  await server.stop();

  const { PGlite } = requireServer('@electric-sql/pglite');
  const pglite = new PGlite(join(dataDir, 'pglite'));
  let tokens;
  try {
    await pglite.waitReady;
    tokens = await seed((sql, params) => pglite.query(sql, params));
  } finally {
    await pglite.close();
  }
  log(`PGlite: seeded ${SEED_USERS} users and sessions; starting the server again…`);

  server = await startServer('server (PGlite)', dbEnv);
  const results = await benchTargets('pglite', server, tokens);
  await server.stop();
  await removeDir();
  return results;
}

const LANES = { postgres: runPostgres, pglite: runPglite };

// ---------------------------------------------------------------------------------------------
// Report

function withRatios(row, hello) {
  return {
    ...row,
    vsHelloWorld: {
      requestsPerSecPercent: (row.requestsPerSec.average / hello.requestsPerSec.average) * 100,
      p99Factor: hello.latencyMs.p99 > 0 ? row.latencyMs.p99 / hello.latencyMs.p99 : null,
    },
  };
}

function printTable(rows) {
  const header = ['target', 'backend', 'req/s (avg)', 'p99 (ms)', 'req/s vs hello', 'p99 vs hello'];
  const body = rows.map((r) => [
    r.target + (r.valid ? '' : ' (!)'),
    r.backend,
    r.requestsPerSec.average.toFixed(1),
    String(r.latencyMs.p99),
    `${r.vsHelloWorld.requestsPerSecPercent.toFixed(1)} %`,
    r.vsHelloWorld.p99Factor === null ? 'n/a' : `${r.vsHelloWorld.p99Factor.toFixed(2)} ×`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => line[i].length)));
  const format = (cells) =>
    cells
      .map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of body) console.log(format(line));
}

// ---------------------------------------------------------------------------------------------

async function main() {
  for (const b of BACKENDS) {
    if (!LANES[b]) throw new Error(`BENCH_BACKENDS: unknown backend "${b}" (use postgres, pglite)`);
  }
  const startedAt = new Date();
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  // Other work on the machine skews every number: the load average is printed and saved with them.
  const loadAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
  log(
    `node ${process.version}, ${os.cpus().length} × ${cpu}, load average ${loadAtStart.join(' ')}; ` +
      `autocannon ${CONNECTIONS} connections, ${DURATION_S} s per target (+${WARMUP_S} s warm-up); ` +
      `backends: ${BACKENDS.join(', ')}`,
  );
  await ensureServerBuilt();

  const hello = await runHelloWorld();
  const rows = [];
  const skipped = [];
  for (const backend of BACKENDS) {
    try {
      rows.push(...(await LANES[backend]()));
    } catch (err) {
      if (!(err instanceof SkipLane)) throw err;
      console.log(`[bench] ${backend} lane skipped: ${err.message}`);
      skipped.push({ backend, reason: err.message });
    }
  }

  const report = [hello, ...rows].map((row) => withRatios(row, hello));
  console.log('');
  printTable(report);
  for (const s of skipped) console.log(`(${s.backend} lane skipped: ${s.reason})`);
  if (report.some((r) => !r.valid)) console.log('(!) = errors, timeouts or non-2xx answers: that row is not valid');

  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  const file = join(RESULTS_DIR, `api-${stamp}.json`);
  const json = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      platform: `${os.platform()} ${os.release()} ${os.arch()}`,
      cpus: os.cpus().length,
      cpuModel: cpu,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg().map((l) => Number(l.toFixed(2))),
    },
    settings: {
      connections: CONNECTIONS,
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      seededUsers: SEED_USERS,
      cookiePool: COOKIE_POOL,
      postgresUrl: BACKENDS.includes('postgres') ? redactUrl(PG_URL) : undefined,
    },
    baseline: report[0],
    results: report.slice(1),
    skipped,
  };
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\nResults written to ${relative(process.cwd(), file) || file}`);
  return report.every((r) => r.valid) ? 0 : 1;
}

// Bounded run time: start-ups and seeding get a generous allowance, each run its duration + slack.
const runs = 1 + BACKENDS.length * TARGETS.length;
const budgetMs = (120 + 90 * BACKENDS.length + runs * (WARMUP_S + DURATION_S + 20)) * 1000;
runMain(main, { budgetMs });
