// Starts the built server for browser tests on a throw-away PostgreSQL database (the production
// kind), so tests can also arrange state directly (e2e/support/db.ts). Dropped on exit.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { E2E_SECRETS_KEY } from './secrets-key.mjs';

const port = process.argv[2] ?? '4310';
const root = new URL('../..', import.meta.url).pathname;
if (!existsSync(join(root, 'apps/server/dist/main.js')) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const serverRequire = createRequire(join(root, 'apps/server/package.json'));
const pg = serverRequire('pg');
const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = process.env.E2E_DB_NAME ?? 'nb_e2e';

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`drop database if exists ${name} with (force)`);
await admin(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

// A local OpenAI-compatible provider (apps/server/src/integrations/openai/fake-openai.ts), so the AI
// chat journeys stream a real answer without the internet. The server gets its URL and no key: the
// offline assistant answers until a journey saves a key on /admin/ai-bot (e2e/ai-chat.spec.ts).
async function startFakeProvider() {
  const { transformSync } = serverRequire('esbuild');
  const source = readFileSync(join(root, 'apps/server/src/integrations/openai/fake-openai.ts'), 'utf8');
  const file = join(mkdtempSync(join(tmpdir(), 'nb-fake-openai-')), 'fake-openai.mjs');
  writeFileSync(file, transformSync(source, { loader: 'ts', format: 'esm', target: 'node20' }).code);
  const { startFakeOpenAi } = await import(pathToFileURL(file).href);
  return startFakeOpenAi({ port: 0 });
}
const fakeOpenAi = await startFakeProvider();
const { OPENAI_API_KEY: _ignoredKey, ...env } = process.env;

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...env,
    PORT: port,
    DATABASE_URL: url.toString(),
    APP_URL: `http://localhost:${port}`,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'e2e-admin-password-123',
    // Known to the tests, so they can read a sealed link in the outbox (e2e/support/mail.ts).
    SECRETS_KEY: E2E_SECRETS_KEY,
    OPENAI_BASE_URL: fakeOpenAi.url,
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  await fakeOpenAi.close().catch(() => {});
  await admin(`drop database if exists ${name} with (force)`).catch(() => {});
  process.exit(code ?? 0);
});
