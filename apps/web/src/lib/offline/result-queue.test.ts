import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { enqueue, queuedItems, sendQueue, type QueuedItem } from './result-queue';
import { closeQueueDb } from './result-queue-store';

beforeEach(async () => {
  await closeQueueDb();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function progress(n: number, overrides: Partial<QueuedItem> = {}): QueuedItem {
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
  } as QueuedItem;
}

describe('the result queue', () => {
  it('keeps items in order and sends them', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await enqueue(progress(1));
    await enqueue(progress(2));
    expect((await queuedItems(1)).map((i) => i.key)).toEqual(['key-1', 'key-2']);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { calls } = stubFetch({
      'POST /api/children/10/progress': (init) => ({ status: 201, body: entryFor(JSON.parse(String(init!.body))) }),
    });
    const result = await sendQueue(1);
    expect(result.left).toBe(0);
    expect(calls.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });
});

function entryFor(body: { activity_id: number; score: number }) {
  return {
    id: body.activity_id,
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
  };
}
