import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const SYSTEM_TIME = /new Date\(\)|\bDate\.now\b/;

/** Times that are no product date, each with its reason. Everything else reads `clock` (lib/clock.ts). */
const ALLOWED: Record<string, string> = {
  'lib/clock.ts': 'the clock itself',
  'components/ui/toast.tsx': 'a unique id for a toast, not a date',
  'lib/early-reads.ts': 'how old a prefetched answer is, in milliseconds',
  'games/shared/use-game.ts': "the games' own clock, injected into their reducers (games/shared/use-game.ts)",
  'features/activities/components/activity-player.tsx': 'how many seconds a game lasted',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the web clock (docs/decisions/011-clock-and-caches.md)', () => {
  it('no web code reads the system time itself: product dates come from lib/clock.ts', () => {
    const offenders = sourceFiles(SRC)
      .map((file) => relative(SRC, file))
      .filter((file) => !(file in ALLOWED) && SYSTEM_TIME.test(readFileSync(join(SRC, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('every allowed file still reads the system time (a stale entry would hide a new reader)', () => {
    const stale = Object.keys(ALLOWED).filter((file) => !SYSTEM_TIME.test(readFileSync(join(SRC, file), 'utf8')));
    expect(stale).toEqual([]);
  });
});
