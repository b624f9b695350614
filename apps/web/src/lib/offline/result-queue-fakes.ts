import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { closeQueueChannel } from './result-queue-events';
import { closeQueueDb } from './result-queue-store';
import type { QueuedItem } from './result-queue-types';

/*
 * Test support for the result queue's tests (only tests import it): a local stand-in for the
 * server's idempotent saves, and the browser's Web Locks API, which jsdom lacks.
 */

let connected = true;

/** A fresh device for a test (`beforeEach(freshDevice)`): an empty IndexedDB and a connection. */
export async function freshDevice(): Promise<void> {
  await closeQueueDb();
  globalThis.indexedDB = new IDBFactory();
  connected = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => connected);
}

/** `afterEach(closeDevice)`: real timers, no spies or stubs, the queue's channel closed, storage empty. */
export function closeDevice(): void {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  closeQueueChannel();
  window.localStorage.clear();
}

/** What navigator.onLine says from now on, without the browser's event (see setOnline for both). */
export function setConnection(value: boolean): void {
  connected = value;
}

type Answer = { status: number; body?: unknown } | 'drop' | 'record-then-drop';

/**
 * Answers progress saves and ticks as the server does: a key seen before gets the first answer
 * again (an idempotent replay) and records nothing new. `next` decides the answer of each request
 * (default 201 / 200): 'drop' fails the request with no answer, 'record-then-drop' records it and
 * loses the answer on the way back.
 */
export function fakeServer(
  next: (key: string, path: string) => Answer | undefined = () => undefined,
  { hold = false } = {},
) {
  const recorded = new Map<string, unknown>();
  let id = 0;
  let arrived = 0;
  const waiters: { n: number; resolve: () => void }[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const handle = async (init: RequestInit | undefined, url: URL, created: (body: never) => unknown) => {
    arrived += 1;
    for (const w of waiters.filter((w) => w.n <= arrived)) w.resolve();
    if (hold) await held;
    const key = new Headers(init?.headers).get('idempotency-key') ?? '';
    const answer = next(key, url.pathname);
    if (answer === 'drop') throw new TypeError('Failed to fetch');
    if (answer && answer !== 'record-then-drop') return answer;
    if (!recorded.has(key)) recorded.set(key, created(JSON.parse(String(init?.body ?? '{}')) as never));
    if (answer === 'record-then-drop') throw new TypeError('Failed to fetch');
    return { status: url.pathname.endsWith('/complete') ? 200 : 201, body: recorded.get(key) };
  };
  const stub = stubFetch({
    'POST /api/children/10/progress': (init, url) =>
      handle(init, url, (body: { activity_id: number; score: number; level?: number }) => progressEntry(++id, body)),
    'POST /api/children/20/progress': (init, url) =>
      handle(init, url, (body: { activity_id: number; score: number; level?: number }) => progressEntry(++id, body)),
    'POST /api/children/10/schedule/4/complete': (init, url) =>
      handle(init, url, () => ({ entry: weekEntry(4), new_rewards: [], stars: 0 })),
  });
  /** The keys posted, in order, repeats included. */
  const posted = () => stub.calls.filter((c) => c.method === 'POST').map((c) => c.idempotencyKey);
  /** Resolves when `n` requests have reached the server (held ones included). */
  const arrivals = (n: number) =>
    new Promise<void>((resolve) => (arrived >= n ? resolve() : waiters.push({ n, resolve })));
  /** With `hold`, the held requests are answered from now on. */
  return { ...stub, recorded, posted, arrivals, release };
}

export function progressEntry(id: number, body: { activity_id: number; score: number; level?: number }) {
  return {
    id,
    child_profile_id: 10,
    activity_id: body.activity_id,
    status: 'completed',
    score: body.score,
    time_spent: 1,
    seconds_spent: 30,
    completion_date: '2026-11-27T15:00:00.000Z',
    parent_notes: null,
    activity_title: 'Atividade',
    activity_category: 'language',
    level: body.level ?? null,
    new_level: null,
    stars: 0,
  };
}

export function weekEntry(id: number) {
  return {
    id,
    kind: 'activity',
    activity_id: 1,
    activity_title: 'Como eles se sentem?',
    activity_category: 'social_skills',
    picture: null,
    timer_minutes: null,
    time: null,
    day_of_week: 1,
    time_slot: 'morning',
    is_completed: true,
    streak_count: 1,
    reward_earned: false,
    assignment: null,
  };
}

type ProgressItem = Extract<QueuedItem, { kind: 'progress' }>;

/** A result of game `n` of user 1, child 10 (overrides for the rest). */
export function progressItem(n: number, overrides: Partial<ProgressItem> = {}): ProgressItem {
  return {
    kind: 'progress',
    key: `key-${n}`,
    userId: 1,
    childId: 10,
    activityId: n,
    activityTitle: `Atividade ${n}`,
    body: { activity_id: n, status: 'completed', score: 80, seconds_spent: 30, played_at: '2026-11-27T15:00:00.000Z' },
    queuedAt: '2026-11-27T15:00:01.000Z',
    ...overrides,
  };
}

/** The Web Locks API's exclusive mode, for the tabs of one test (jsdom has none). */
export function installLocks() {
  const tails = new Map<string, Promise<void>>();
  const held = new Set<string>();
  let onWait = () => {};
  const locks = {
    request(name: string, _options: unknown, fn: () => Promise<unknown>) {
      if (held.has(name)) onWait();
      held.add(name);
      const before = tails.get(name) ?? Promise.resolve();
      let release = () => {};
      const done = new Promise<void>((resolve) => (release = resolve));
      const tail = before.then(() => done);
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) {
          tails.delete(name);
          held.delete(name);
        }
      });
      return before.then(async () => {
        try {
          return await fn();
        } finally {
          release();
        }
      });
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return {
    /** Resolves when a request waits for a lock another holds. */
    waiting: () => new Promise<void>((resolve) => (onWait = resolve)),
    uninstall: () => {
      delete (navigator as { locks?: unknown }).locks;
    },
  };
}
