import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock';
import { createTtlCache } from './ttl-cache';

function counter(clock = new ManualClock(new Date('2026-11-23T12:00:00Z'))) {
  let loads = 0;
  const cache = createTtlCache({ ttlMs: 5_000, clock, load: async () => ++loads });
  return { clock, cache, loads: () => loads };
}

describe('createTtlCache', () => {
  it('serves the loaded value until ttl ms have passed on the clock, then loads again', async () => {
    const { clock, cache } = counter();
    expect(await cache.get()).toBe(1);
    clock.advance(4_999);
    expect(await cache.get()).toBe(1);
    clock.advance(1);
    expect(await cache.get()).toBe(2);
    clock.advance(4_999);
    expect(await cache.get()).toBe(2);
  });

  it('loads once for callers that ask at the same time', async () => {
    let release!: (value: string) => void;
    const pending = new Promise<string>((resolve) => (release = resolve));
    let loads = 0;
    const cache = createTtlCache({
      ttlMs: 5_000,
      clock: new ManualClock(),
      load: () => {
        loads += 1;
        return pending;
      },
    });
    const answers = Promise.all([cache.get(), cache.get(), cache.get()]);
    release('catálogo');
    expect(await answers).toEqual(['catálogo', 'catálogo', 'catálogo']);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load: the next get tries again', async () => {
    let fail = true;
    let loads = 0;
    const cache = createTtlCache({
      ttlMs: 5_000,
      clock: new ManualClock(),
      load: async () => {
        loads += 1;
        if (fail) throw new Error('database unreachable');
        return 'ok';
      },
    });
    await expect(cache.get()).rejects.toThrow('database unreachable');
    fail = false;
    expect(await cache.get()).toBe('ok');
    expect(await cache.get()).toBe('ok');
    expect(loads).toBe(2);
  });

  it('invalidate makes the next get load at once', async () => {
    const { cache, loads } = counter();
    expect(await cache.get()).toBe(1);
    cache.invalidate();
    expect(await cache.get()).toBe(2);
    expect(loads()).toBe(2);
  });

  it('runs a lazy thenable (such as a drizzle query) once per load', async () => {
    let runs = 0;
    const lazy = { then: (resolve: (rows: string[]) => void) => resolve([`run ${++runs}`]) };
    const cache = createTtlCache({ ttlMs: 5_000, clock: new ManualClock(), load: () => lazy as PromiseLike<string[]> });
    expect(await Promise.all([cache.get(), cache.get()])).toEqual([['run 1'], ['run 1']]);
    expect(runs).toBe(1);
  });

  it('decides by its own clock: a clock set back does not pin an old value', async () => {
    const { clock, cache } = counter();
    expect(await cache.get()).toBe(1);
    clock.advance(-60_000);
    expect(await cache.get()).toBe(2);
  });
});
