import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

let dir: string;
let lockFile: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'nb-lock-'));
  lockFile = join(dir, 'neurobridge.lock');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The PID of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid!;
}

describe('acquireDataDirLock', () => {
  it('writes this process id and removes the file on release', () => {
    const release = acquireDataDirLock(dir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
    release(); // a second release is harmless
    acquireDataDirLock(dir)();
  });

  it('refuses a folder another live process holds, naming the folder in pt-BR', () => {
    writeFileSync(lockFile, String(process.ppid));
    let caught: unknown;
    try {
      acquireDataDirLock(dir);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(DataDirLockedError);
    const message = (caught as Error).message;
    expect(message).toContain(dir);
    expect(message).toContain('já está em uso');
    expect(message).toContain(String(process.ppid));
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.ppid));
  });

  it('replaces a stale lock left by a process that has ended', () => {
    const pid = deadPid();
    writeFileSync(lockFile, String(pid));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('replaces a lock file with no valid PID in it', () => {
    writeFileSync(lockFile, 'not a pid');
    const release = acquireDataDirLock(dir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
  });
});
