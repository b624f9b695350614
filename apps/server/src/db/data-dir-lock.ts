import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes an exclusive lock file in `dir`; returns the release function. A stale lock (dead PID) is replaced. */
export function acquireDataDirLock(dir: string): () => void {
  const path = join(dir, 'neurobridge.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(path, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && pid !== process.pid) {
        throw new DataDirLockedError(
          `A pasta de dados ${dir} já está em uso por outro processo do NeuroBridge (PID ${pid}). ` +
            'Pare esse processo ou use outra pasta com DATA_DIR.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirLockedError(`Não foi possível travar a pasta de dados ${dir}.`);
}
