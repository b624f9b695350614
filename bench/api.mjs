// API throughput benchmark (`npm run bench:api`); see bench/README.md.
//
// Starts the built server on PostgreSQL and on PGlite with seeded users and sessions, drives each
// target endpoint with autocannon, and prints req/s and p99 beside a plain Fastify hello-world
// route measured in the same run, as a ratio. Everything runs sequentially on 127.0.0.1 and every
// child process, temporary folder and database is removed at the end, even on error or Ctrl-C.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
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
  rssMb,
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
const ALL_TARGETS = [
  { name: 'users/me', path: '/api/users/me', share: { postgres: 25, pglite: 4 } },
  { name: 'children', path: '/api/children', share: { postgres: 15, pglite: 4 } },
  { name: 'dashboard/stats', path: '/api/dashboard/stats', share: { postgres: 15, pglite: 4 } },
  { name: 'activities', path: '/api/activities', share: { postgres: 10, pglite: 4 } },
];
/** Highest p99 (ms) each backend may show on every target. */
const P99_TARGET_MS = { postgres: 20, pglite: 100 };
/** Idle resident memory of the server on PostgreSQL, after start-up and seeding. */
const IDLE_RSS_TARGET_MB = 150;
/** The mixed load (PostgreSQL): connections, highest p99 (ms). */
const LOAD_CONNECTIONS = 100;
const LOAD_P99_TARGET_MS = 50;
const TARGETS = process.env.BENCH_TARGETS
  ? ALL_TARGETS.filter((t) => process.env.BENCH_TARGETS.split(',').includes(t.name))
  : ALL_TARGETS;

const CONNECTIONS = 50;
/** What every browser sends with an API call besides its cookie. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const DURATION_S = envNumber('BENCH_DURATION', 10, 1);
const WARMUP_S = envNumber('BENCH_WARMUP', 2, 0);
const LOAD_S = envNumber('BENCH_LOAD_DURATION', 60, 0);
/**
 * Seconds the server rests before its idle RSS is read: V8 keeps start-up's garbage (a young
 * generation grown to its largest) until its memory reducer runs, about 15 s after the work stops.
 */
const IDLE_S = envNumber('BENCH_IDLE', 30, 0);
const PG_URL = process.env.BENCH_PG_URL || DEFAULT_PG_URL;
const BACKENDS = (process.env.BENCH_BACKENDS || 'postgres,pglite')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

const SEED_USERS = 1_000; // one session each
const CHILDREN_PER_USER = 2; // each with a few progress entries, for the children list and the stats
const PROGRESS_PER_CHILD = 5;
const COOKIE_POOL = 200; // sessions autocannon rotates across
// The mixed load saves for every seeded family's child, so no child nears the daily quota of
// PROGRESS_DAILY_LIMIT (500) saves: 60 s at 6,000 requests/s is 60 saves per child.
const LOAD_SESSIONS = SEED_USERS;
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
    role: 'parent',
  });
  // A family's data: children, progress this week and before it, and a trial.
  await query(
    `insert into children (parent_user_id, name, birth_date, diagnosis_tea, tea_level)
     select u, 'Criança ' || u || '-' || c, date '2016-01-01' + (c * 400), c % 2 = 0, 1 + c % 3
     from unnest($1::int[]) as u, generate_series(1, $2::int) as c`,
    [userIds, CHILDREN_PER_USER],
  );
  await query(
    `insert into progress_entries (child_id, activity_title, activity_category, status, score, seconds_spent, completion_date)
     select ch.id, 'Atividade ' || p, 'focus', case when p % 4 = 0 then 'in_progress' else 'completed' end, 80, 300,
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
  // For the mixed load: each user's first child, and an activity every plan may record.
  const { rows: firstChildren } = await query(
    `select parent_user_id as "userId", min(id) as "childId" from children group by parent_user_id`,
  );
  const childOf = new Map(firstChildren.map((r) => [r.userId, r.childId]));
  const { rows: free } = await query(
    `select id from activities where is_active and not is_premium order by id limit 1`,
  );
  return { tokens, childIds: userIds.map((id) => childOf.get(id)), freeActivityId: free[0].id };
}

// ---------------------------------------------------------------------------------------------
// Measurement

/** One autocannon run; `requests` (optional) is the list each connection cycles through. */
function cannon(url, durationS, requests, connections = CONNECTIONS) {
  let clientNo = 0;
  return autocannon({
    url,
    connections,
    duration: durationS,
    timeout: 10,
    requests,
    // Every connection cycles through all cookies, each starting at a different offset, so that
    // at any moment the 50 connections ask for different sessions.
    setupClient: requests
      ? (client) => {
          const k = (clientNo++ * Math.ceil(requests.length / connections)) % requests.length;
          client.setRequests([...requests.slice(k), ...requests.slice(0, k)]);
        }
      : undefined,
  });
}

/** Warm-up (discarded: JIT, connection pools, database caches), then the measured run. */
async function measure(label, url, requests) {
  if (WARMUP_S > 0) await cannon(url, WARMUP_S, requests);
  const result = summarise(await cannon(url, DURATION_S, requests));
  log(
    `${label}: ${result.requestsPerSec.average.toFixed(1)} req/s, p99 ${result.latencyMs.p99} ms` +
      (result.valid
        ? ''
        : ` — INVALID: ${result.errors} errors, ${result.timeouts} timeouts, status ${JSON.stringify(result.statusCodes)}`),
  );
  return result;
}

/** The parts of an autocannon result the report keeps. */
function summarise(r) {
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

async function benchTargets(backend, server, { tokens }) {
  const cookies = tokens.slice(0, COOKIE_POOL).map((t) => `nb_session=${t}`);
  const results = [];
  for (const target of TARGETS) {
    await checkTarget(server.baseUrl, target, cookies);
    // As a browser asks: with its cookie, accepting compressed answers.
    const requests = cookies.map((cookie) => ({ method: 'GET', path: target.path, headers: { cookie, ...BROWSER } }));
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
  const seeded = await withPgClient(db.url, (c) => seed((sql, params) => c.query(sql, params)));
  log(`PostgreSQL: seeded ${SEED_USERS} users and sessions`);
  const startedRssMb = rssMb(server.pid);
  log(`PostgreSQL: server RSS straight after start-up and seeding ${startedRssMb} MB; ${IDLE_S} s at rest…`);
  await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
  const idleRssMb = rssMb(server.pid);
  log(`PostgreSQL: server idle RSS ${idleRssMb} MB`);
  const results = await benchTargets('postgres', server, seeded);
  const load = LOAD_S > 0 ? await mixedLoad(server, db.url, seeded) : null;
  await server.stop();
  await db.drop();
  return { rows: results, memory: { startedRssMb, idleRssMb, idleS: IDLE_S }, load };
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
  let seeded;
  try {
    await pglite.waitReady;
    seeded = await seed((sql, params) => pglite.query(sql, params));
  } finally {
    await pglite.close();
  }
  log(`PGlite: seeded ${SEED_USERS} users and sessions; starting the server again…`);

  server = await startServer('server (PGlite)', dbEnv);
  const results = await benchTargets('pglite', server, seeded);
  await server.stop();
  await removeDir();
  return { rows: results };
}

const LANES = { postgres: runPostgres, pglite: runPglite };

// ---------------------------------------------------------------------------------------------
// Mixed load (PostgreSQL)

/**
 * LOAD_S seconds at LOAD_CONNECTIONS connections, each cycling through the reads a parent's
 * pages make and a progress save (one request in six), across every seeded session (LOAD_SESSIONS). Every save carries a
 * unique note; the ones answered 201 are looked up in the database afterwards. The server's RSS
 * is sampled every 5 s.
 */
async function mixedLoad(server, dbUrl, { tokens, childIds, freeActivityId }) {
  const acknowledged = [];
  let note = 0;
  const requests = tokens.slice(0, LOAD_SESSIONS).flatMap((token, i) => {
    const headers = { cookie: `nb_session=${token}`, ...BROWSER };
    const child = childIds[i];
    return [
      { method: 'GET', path: '/api/users/me', headers },
      { method: 'GET', path: '/api/dashboard/stats', headers },
      { method: 'GET', path: '/api/children', headers },
      { method: 'GET', path: '/api/activities', headers },
      { method: 'GET', path: `/api/children/${child}/progress?limit=10`, headers },
      {
        method: 'POST',
        path: `/api/children/${child}/progress`,
        headers: { ...headers, 'content-type': 'application/json' },
        setupRequest: (req) => {
          const parentNotes = `bench-load-${process.pid}-${++note}`;
          return {
            ...req,
            // Each save is its own attempt, with its own key, as the player sends (plugins/idempotency.ts).
            headers: { ...req.headers, 'idempotency-key': randomUUID() },
            body: JSON.stringify({
              activity_id: freeActivityId,
              score: 80,
              seconds_spent: 180,
              parent_notes: parentNotes,
            }),
          };
        },
        onResponse: (status, body) => {
          if (status === 201) acknowledged.push(JSON.parse(body).parent_notes);
        },
      },
    ];
  });

  log(`PostgreSQL: mixed load, ${LOAD_CONNECTIONS} connections for ${LOAD_S} s (1 save in 6 requests)…`);
  const rss = [{ atS: 0, mb: rssMb(server.pid) }];
  const started = Date.now();
  const sampler = setInterval(
    () => rss.push({ atS: Math.round((Date.now() - started) / 1000), mb: rssMb(server.pid) }),
    5_000,
  );
  let result;
  try {
    result = summarise(await cannon(server.baseUrl, LOAD_S, requests, LOAD_CONNECTIONS));
  } finally {
    clearInterval(sampler);
  }
  rss.push({ atS: Math.round((Date.now() - started) / 1000), mb: rssMb(server.pid) });

  const present = await withPgClient(dbUrl, async (c) => {
    const { rows } = await c.query(
      `select count(*)::int as n from progress_entries where parent_notes = any($1::text[])`,
      [acknowledged],
    );
    return rows[0].n;
  });
  const serverErrors = Object.entries(result.statusCodes)
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  // Memory growth: the first minute's highest sample against the last minute's.
  const firstMinute = rss.filter((s) => s.atS <= 60).map((s) => s.mb);
  const lastMinute = rss.filter((s) => s.atS >= rss.at(-1).atS - 60).map((s) => s.mb);
  const load = {
    ...result,
    durationS: LOAD_S,
    connections: LOAD_CONNECTIONS,
    serverErrors,
    writesAcknowledged: acknowledged.length,
    writesPresent: present,
    rssSamplesMb: rss,
    rssFirstMinuteMaxMb: Math.max(...firstMinute),
    rssLastMinuteMaxMb: Math.max(...lastMinute),
  };
  log(
    `PostgreSQL mixed load: ${result.requestsPerSec.average.toFixed(0)} req/s, p99 ${result.latencyMs.p99} ms, ` +
      `${serverErrors} 5xx, ${acknowledged.length} saves acknowledged, ${present} present, RSS ${rss[0].mb} → ${rss.at(-1).mb} MB`,
  );
  return load;
}

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

/** Whether a target row meets its goals (null for the baseline). */
function withGoals(row) {
  const target = ALL_TARGETS.find((t) => t.name === row.target);
  if (!target) return { ...row, goal: null };
  const goal = { sharePercent: target.share[row.backend], p99Ms: P99_TARGET_MS[row.backend] };
  const met =
    row.valid && row.vsHelloWorld.requestsPerSecPercent >= goal.sharePercent && row.latencyMs.p99 <= goal.p99Ms;
  return { ...row, goal: { ...goal, met } };
}

function printTable(rows) {
  const header = ['target', 'backend', 'req/s (avg)', 'p99 (ms)', 'req/s vs hello', 'p99 vs hello', 'target', 'ok'];
  const body = rows.map((r) => [
    r.target + (r.valid ? '' : ' (!)'),
    r.backend,
    r.requestsPerSec.average.toFixed(1),
    String(r.latencyMs.p99),
    `${r.vsHelloWorld.requestsPerSecPercent.toFixed(1)} %`,
    r.vsHelloWorld.p99Factor === null ? 'n/a' : `${r.vsHelloWorld.p99Factor.toFixed(2)} ×`,
    r.goal ? `≥ ${r.goal.sharePercent} %, p99 ≤ ${r.goal.p99Ms}` : '',
    r.goal ? (r.goal.met ? 'yes' : 'NO') : '',
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
  let memory = null;
  let load = null;
  for (const backend of BACKENDS) {
    try {
      const lane = await LANES[backend]();
      rows.push(...lane.rows);
      memory ??= lane.memory ?? null;
      load ??= lane.load ?? null;
    } catch (err) {
      if (!(err instanceof SkipLane)) throw err;
      console.log(`[bench] ${backend} lane skipped: ${err.message}`);
      skipped.push({ backend, reason: err.message });
    }
  }

  const report = [hello, ...rows].map((row) => withGoals(withRatios(row, hello)));
  console.log('');
  printTable(report);
  const checks = [];
  if (memory) {
    checks.push({
      name: 'RSS straight after start-up (PostgreSQL)',
      value: `${memory.startedRssMb} MB`,
      target: '',
      met: null,
    });
    checks.push({
      name: `idle RSS after ${memory.idleS} s at rest (PostgreSQL)`,
      value: `${memory.idleRssMb} MB`,
      target: `≤ ${IDLE_RSS_TARGET_MB} MB`,
      met: memory.idleRssMb !== null && memory.idleRssMb <= IDLE_RSS_TARGET_MB,
    });
  }
  if (load) {
    checks.push(
      {
        name: `mixed load ${load.durationS} s × ${load.connections}: req/s`,
        value: load.requestsPerSec.average.toFixed(0),
        target: '',
        met: null,
      },
      {
        name: 'mixed load: 5xx answers',
        value: String(load.serverErrors),
        target: '0',
        met: load.serverErrors === 0 && load.errors === 0 && load.timeouts === 0,
      },
      {
        name: 'mixed load: p99',
        value: `${load.latencyMs.p99} ms`,
        target: `≤ ${LOAD_P99_TARGET_MS} ms`,
        met: load.latencyMs.p99 <= LOAD_P99_TARGET_MS,
      },
      {
        name: 'mixed load: saves acknowledged / present',
        value: `${load.writesAcknowledged} / ${load.writesPresent}`,
        target: 'all present',
        met: load.writesAcknowledged > 0 && load.writesPresent === load.writesAcknowledged,
      },
      {
        name: 'mixed load: RSS first minute → last minute',
        value: `${load.rssFirstMinuteMaxMb} → ${load.rssLastMinuteMaxMb} MB`,
        target: 'no growth',
        met: load.rssLastMinuteMaxMb <= load.rssFirstMinuteMaxMb * 1.1,
      },
    );
  }
  if (checks.length) {
    console.log('');
    const w = Math.max(...checks.map((c) => c.name.length));
    for (const c of checks) {
      console.log(
        `${c.name.padEnd(w)}  ${c.value.padStart(14)}  ${c.target.padEnd(12)}  ${c.met === null ? '' : c.met ? 'yes' : 'NO'}`,
      );
    }
  }
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
    memory,
    load,
    checks,
    skipped,
  };
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\nResults written to ${relative(process.cwd(), file) || file}`);
  const missed = report.some((r) => !r.valid || r.goal?.met === false) || checks.some((c) => c.met === false);
  if (missed) console.log('\nSome figures miss their targets (NO above).');
  return missed ? 1 : 0;
}

// Bounded run time: start-ups and seeding get a generous allowance, each run its duration + slack.
const runs = 1 + BACKENDS.length * TARGETS.length;
const budgetMs = (120 + 90 * BACKENDS.length + runs * (WARMUP_S + DURATION_S + 20) + IDLE_S + LOAD_S + 60) * 1000;
runMain(main, { budgetMs });
