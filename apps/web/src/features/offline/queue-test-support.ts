import 'fake-indexeddb/auto';
import { act } from '@testing-library/react';
import { closeDevice, freshDevice, setConnection } from '../../lib/offline/result-queue-fakes';
import type { QueuedItem } from '../../lib/offline/result-queue';

/*
 * Test support for the queue's screens (only tests import it): a fresh IndexedDB per test, the
 * browser's connection under the test's control, and queued results.
 */

export { closeDevice, freshDevice };

/** The connection comes or goes, as the browser tells it (navigator.onLine and its event). */
export function setOnline(value: boolean): void {
  setConnection(value);
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

export type QueuedResult = Extract<QueuedItem, { kind: 'progress' }>;

/** Result `n` of user 1's child 10, played on 27/11/2026 at 12:0n in São Paulo. */
export function result(n: number, overrides: Partial<QueuedResult> = {}): QueuedResult {
  return {
    kind: 'progress',
    key: `key-${n}`,
    userId: 1,
    childId: 10,
    activityId: n,
    activityTitle: `Atividade ${n}`,
    body: {
      activity_id: n,
      status: 'completed',
      score: 70 + n,
      seconds_spent: 30,
      played_at: `2026-11-27T15:0${n}:00.000Z`,
    },
    queuedAt: `2026-11-27T15:0${n}:01.000Z`,
    ...overrides,
  };
}

/** The server's answer to a recorded result (the contract's progress entry). */
export function recorded(item: QueuedResult, id = 1) {
  return {
    id,
    child_profile_id: item.childId,
    activity_id: item.activityId,
    status: 'completed',
    score: item.body.score ?? null,
    time_spent: 1,
    seconds_spent: 30,
    completion_date: item.body.played_at ?? item.queuedAt,
    parent_notes: null,
    activity_title: item.activityTitle,
    activity_category: 'language',
    level: item.body.level ?? null,
    new_level: null,
    stars: 0,
  };
}
