import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
  });
  cpSync(new URL('./db/migrations', import.meta.url), join(out, 'migrations'), { recursive: true });
}, 60_000);
afterAll(() => {
  rmSync(out, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

function start(port: number) {
  const child = spawn(process.execPath, [join(out, 'main.js')], {
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitReady(port: number, proc: { child: ChildProcess; output: () => string }) {
  for (let i = 0; i < 150 && proc.child.exitCode === null; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready:\n${proc.output()}`);
}

const kill = (child: ChildProcess) => child.exitCode === null && child.kill('SIGKILL');

describe('the server process (issue 2)', () => {
  it('refuses a second process on the same data folder, shuts down cleanly on SIGTERM, and starts again', async () => {
    const first = start(43101);
    try {
      await waitReady(43101, first);
      expect(first.output()).toContain('NeuroBridge pronto');
      expect(first.output()).toMatch(/Administrador criado: usuário "admin", senha "[^"]{12,}"/);
      expect(existsSync(join(dataDir, 'neurobridge.lock'))).toBe(true);

      const second = start(43102);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('já está em uso por outro processo do NeuroBridge');

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(join(dataDir, 'neurobridge.lock'))).toBe(false);
    } finally {
      kill(first.child);
    }

    const again = start(43103);
    try {
      await waitReady(43103, again);
      // The admin exists already: no new password is printed.
      expect(again.output()).not.toContain('Administrador criado');
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    } finally {
      kill(again.child);
    }
  }, 90_000);
});
