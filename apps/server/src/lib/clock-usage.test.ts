import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('..', import.meta.url).pathname;
// Times that are no product rule: the clock itself, how long a start took, and the development
// provider's own protocol timers.
const ALLOWED = new Set(['lib/clock.ts', 'main.ts', 'integrations/dev-idp/memory-adapter.ts']);
const SYSTEM_TIME = /new Date\(\)|\bDate\.now\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the app clock (docs/decisions/011-clock-and-caches.md)', () => {
  it('no server code reads the system time itself: services use the clock in their deps', () => {
    const offenders = sourceFiles(SRC)
      .map((file) => relative(SRC, file))
      .filter((file) => !ALLOWED.has(file) && SYSTEM_TIME.test(readFileSync(join(SRC, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
