import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './admin';
import { E2E_SECRETS_KEY } from './secrets-key.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Another server process on the e2e database, as a restart or a second instance behind a load balancer. */
export interface SecondServer {
  url: string;
  stop: () => Promise<void>;
}

function databaseUrl() {
  const url = new URL(process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${process.env.E2E_DB_NAME ?? 'nb_e2e'}`;
  return url.toString();
}

/**
 * Starts `apps/server/dist/main.js` with start-server.mjs's environment on another port: its start
 * runs the migrations and the seed against the same database (docs/product.md#catalogue). Answers
 * once /api/ready does; `stop` ends it with SIGTERM and waits for the exit.
 */
export async function startSecondServer(port: number, timeoutMs = 60_000): Promise<SecondServer> {
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl(),
      APP_URL: url,
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      SECRETS_KEY: E2E_SECRETS_KEY,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The second server exited (${child.exitCode}): ${stderr}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The second server was not ready within ${timeoutMs} ms: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
