import { closeSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';

/** Which database a backup file holds: the embedded one (a PGlite data folder) or a PostgreSQL server's. */
export type BackupKind = 'pglite' | 'postgres';

export class BackupError extends Error {}

/** `neurobridge-<kind>-2026-05-04T10-30-00Z.<ext>`: sorts by date, and says what it holds. */
export function backupFileName(kind: BackupKind, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return `neurobridge-${kind}-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'dump'}`;
}

export function backupPath(dir: string, kind: BackupKind, now: Date): string {
  return join(dir, backupFileName(kind, now));
}

/**
 * Tells a backup by its first bytes, not its name: `pg_dump -Fc` archives start with `PGDMP`;
 * PGlite's dump is a tar, gzipped (`1f 8b`) or plain (`ustar` at byte 257).
 */
export function detectBackupKind(file: string): BackupKind | undefined {
  const head = Buffer.alloc(262);
  const fd = openSync(file, 'r');
  let read: number;
  try {
    read = readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (read >= 5 && head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  if (read >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (read >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar') return 'pglite';
  return undefined;
}

/** "4,4 MB": the size as a person reads it, in pt-BR. */
export function formatSize(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${units[unit]}`;
}
