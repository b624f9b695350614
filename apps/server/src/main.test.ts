import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importGlobPlugin } from '../../../scripts/esbuild-import-glob.mjs';

// The real entry point, bundled as `npm start` runs it, into a folder of its own inside apps/server
// (so its npm packages resolve as they do for dist/), with a temporary data folder.
const out = mkdtempSync(new URL('../.test-dist-', import.meta.url).pathname);
const dataDir = mkdtempSync(join(tmpdir(), 'nb-main-data-'));
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

beforeAll(async () => {
  await build({
    entryPoints: [new URL('./main.ts', import.meta.url).pathname],
    outfile: join(out, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: Object.keys(pkg.dependencies).filter((n: string) => !n.startsWith('@neurobridge/')),
    logLevel: 'silent',
    // As apps/server/build.mjs: the shared package finds its content types by `import.meta.glob`.
    plugins: [importGlobPlugin()],
  });
  cpSync(new URL('./db/migrations', import.meta.url), join(out, 'migrations'), { recursive: true });
}, 60_000);
afterAll(() => {
  rmSync(out, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

// The repository root, where `npm start` runs.
const root = new URL('../../../', import.meta.url).pathname;
const bundle = join(out, 'main.js');
const lockFile = join(dataDir, 'neurobridge.lock');

type Proc = ReturnType<typeof spawnServer>;

function spawnServer(command: string, args: string[], port: number, env: Record<string, string> = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '300',
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

const start = (port: number, env?: Record<string, string>) => spawnServer(process.execPath, [bundle], port, env);

/** Up to 60 s: a start migrates and seeds a new data folder, slow on a busy 2-core machine. */
async function waitReady(port: number, proc: Proc) {
  for (let i = 0; i < 300 && proc.child.exitCode === null; i++) {
    if ((await status(port, '/api/ready')) === 200) return;
    await sleep(200);
  }
  throw new Error(`server not ready:\n${proc.output()}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The HTTP status, or 0 when nothing answers on the port. */
async function status(port: number, path: string): Promise<number> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** Polls in small steps; fails with `what` when the condition does not come true in about 20 s. */
async function until(what: string, condition: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await condition()) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting: ${what}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // Its parent (npm's shell) gone, an exited server can linger unreaped as a zombie: that is stopped too.
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return process.platform !== 'linux'; // no /proc to ask; on Linux the process has just gone
  }
}

const kill = (child: ChildProcess) => child.exitCode === null && child.kill('SIGKILL');

// The servers here listen on 31101–31107: below Linux's ephemeral ports (32768–60999), which
// anything listening on port 0 may get — the browser lane's fake OpenAI, running beside this one in
// CI, once took 43101.
describe('the server process (docs/product.md#start-and-stop)', () => {
  it('refuses a second process on the same data folder, shuts down cleanly on SIGTERM, and starts again', async () => {
    const first = start(31101);
    try {
      await waitReady(31101, first);
      expect(first.output()).toContain('NeuroBridge pronto');
      expect(first.output()).toMatch(/Administrador criado: usuário "admin", senha "[^"]{12,}"/);
      expect(existsSync(lockFile)).toBe(true);

      const second = start(31102);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('já está em uso por outro processo do NeuroBridge');

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(lockFile)).toBe(false);
    } finally {
      kill(first.child);
    }

    const again = start(31103);
    try {
      await waitReady(31103, again);
      // The admin exists already: no new password is printed.
      expect(again.output()).not.toContain('Administrador criado');
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    } finally {
      kill(again.child);
    }
  }, 180_000);

  it('on SIGTERM fails /api/ready at once, still answers for the drain period, then exits 0 and frees the folder (docs/product.md#start-and-stop)', async () => {
    const drainMs = 1500;
    const proc = start(31104, { SHUTDOWN_DRAIN_MS: String(drainMs) });
    try {
      await waitReady(31104, proc);
      const signalled = Date.now();
      proc.child.kill('SIGTERM');
      await until('/api/ready to fail', async () => (await status(31104, '/api/ready')) === 503);
      // Readiness fails, yet a new request is still served: the port has not closed.
      expect(await status(31104, '/api/health')).toBe(200);
      expect(await proc.exited).toBe(0);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(drainMs);
      expect(existsSync(lockFile)).toBe(false);
      expect(await status(31104, '/api/health')).toBe(0);
    } finally {
      kill(proc.child);
    }

    // The same folder starts again; a second signal ends a long drain at once.
    const again = start(31105, { SHUTDOWN_DRAIN_MS: '60000' });
    try {
      await waitReady(31105, again);
      again.child.kill('SIGTERM');
      await until('/api/ready to fail', async () => (await status(31105, '/api/ready')) === 503);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
      expect(existsSync(lockFile)).toBe(false);
    } finally {
      kill(again.child);
    }
  }, 180_000);
});

describe('npm start (docs/product.md#start-and-stop)', () => {
  // --server runs the bundle made above as it is, instead of building apps/server/dist.
  const startArgs = [join(root, 'scripts/start.mjs'), `--server=${bundle}`];

  it('scripts/start.mjs runs the server in its own process, so SIGTERM to it shuts the server down', async () => {
    const proc = spawnServer(process.execPath, startArgs, 31106);
    try {
      await waitReady(31106, proc);
      // The lock holds the server's PID: it is this process, with no child to leave behind.
      expect(Number(readFileSync(lockFile, 'utf8'))).toBe(proc.child.pid);
      proc.child.kill('SIGTERM');
      expect(await proc.exited).toBe(0);
      expect(existsSync(lockFile)).toBe(false);
      expect(await status(31106, '/api/health')).toBe(0);
    } finally {
      kill(proc.child);
    }
  }, 90_000);

  it('SIGTERM to the npm process (npm → sh → node) stops the server gracefully too', async () => {
    const npm = spawnServer('npm', ['start', '--', `--server=${bundle}`], 31107);
    let serverPid = 0;
    try {
      await waitReady(31107, npm);
      serverPid = Number(readFileSync(lockFile, 'utf8'));
      expect(serverPid).not.toBe(npm.child.pid);
      npm.child.kill('SIGTERM');
      await npm.exited;
      await until('the server process to exit', () => !isRunning(serverPid));
      // Gone through the graceful path: the lock is released and the port closed.
      expect(existsSync(lockFile)).toBe(false);
      expect(await status(31107, '/api/health')).toBe(0);
    } finally {
      kill(npm.child);
      if (serverPid && isRunning(serverPid)) process.kill(serverPid, 'SIGKILL');
    }
  }, 90_000);
});
