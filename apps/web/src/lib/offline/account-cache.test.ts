import 'fake-indexeddb/auto';
import { activitiesApi } from '@neurobridge/shared/api/activities';
import { chatApi } from '@neurobridge/shared/api/chat';
import { childrenApi } from '@neurobridge/shared/api/children';
import { accountApi } from '@neurobridge/shared/api/account';
import { progressApi } from '@neurobridge/shared/api/progress';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiKey } from '../api';
import { createQueryClient } from '../query-client';
import {
  clearAccountData,
  keepAccountReads,
  readAccountRecord,
  restoreLastAccount,
  SAVE_THROTTLE_MS,
} from './account-cache';
import { LAST_ACCOUNT_KEY, lastAccount } from './account-cache-mark';

/** The device writes a second after a change; under a loaded machine it may take longer. */
const KEPT_WITHIN = { timeout: SAVE_THROTTLE_MS * 5 };

const USER_KEY = ['session', 'user'] as const;
const childrenKey = apiKey(childrenApi.list);
const ana = { id: 1, email: 'ana@example.com' };
const bruno = { id: 2, email: 'bruno@example.com' };

let stops: (() => void)[] = [];

function keep(client: QueryClient) {
  stops.push(keepAccountReads(client, USER_KEY));
}

/** Lets the throttle's one second pass and the write reach IndexedDB. */
async function afterThrottle(userId: number) {
  await vi.advanceTimersByTimeAsync(SAVE_THROTTLE_MS);
  await vi.waitFor(async () => expect(await readAccountRecord(userId)).toBeDefined(), KEPT_WITHIN);
}

function keptKeys(record: Awaited<ReturnType<typeof readAccountRecord>>) {
  return record?.state.queries.map((q) => q.queryKey) ?? [];
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(async () => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
  for (const id of [1, 2]) await clearAccountData(id);
  localStorage.clear();
});

describe('the account reads kept on the device', () => {
  it("keeps the family's reads under the signed-in account, and marks it as the last account", async () => {
    const client = createQueryClient();
    keep(client);
    client.setQueryData(USER_KEY, ana);
    client.setQueryData(childrenKey, [{ id: 10, name: 'Lia' }]);
    client.setQueryData(apiKey(progressApi.list, { id: 10 }, { limit: '10' }), {
      pages: [{ items: [], next_cursor: null }],
      pageParams: [null],
    });
    await afterThrottle(1);
    const record = await readAccountRecord(1);
    expect(record?.userId).toBe(1);
    expect(keptKeys(record)).toEqual(
      expect.arrayContaining([USER_KEY, childrenKey, apiKey(progressApi.list, { id: 10 }, { limit: '10' })]),
    );
    expect(lastAccount()).toBe(1);
    expect(localStorage.getItem(LAST_ACCOUNT_KEY)).toBe('1');
  });

  it('never keeps the assistant, the account page, the back-office, or a read that failed', async () => {
    const client = createQueryClient();
    keep(client);
    client.setQueryData(USER_KEY, ana);
    client.setQueryData(apiKey(chatApi.settings), { enabled: true });
    client.setQueryData(apiKey(accountApi.get), { email: 'ana@example.com' });
    client.setQueryData(['admin', '/api/admin/me', {}, {}], { id: 9 });
    await client.prefetchQuery({
      queryKey: apiKey(activitiesApi.list, undefined, { child: '10' }),
      queryFn: () => Promise.reject(new Error('HTTP 500')),
      retry: false,
    });
    await afterThrottle(1);
    expect(keptKeys(await readAccountRecord(1))).toEqual([USER_KEY]);
  });

  it('keeps the last answer of a read whose later attempt failed (a server that does not answer)', async () => {
    const client = createQueryClient();
    keep(client);
    client.setQueryData(USER_KEY, ana);
    client.setQueryData(childrenKey, [{ id: 10, name: 'Lia' }]);
    await afterThrottle(1);
    await client
      .fetchQuery({
        queryKey: childrenKey,
        queryFn: () => Promise.reject(new Error('offline')),
        retry: false,
        staleTime: 0,
      })
      .catch(() => {});
    expect(client.getQueryState(childrenKey)?.status).toBe('error');
    // The failure is a change of a kept read: the copy is looked at again a second later.
    await vi.advanceTimersByTimeAsync(SAVE_THROTTLE_MS);
    const kept = (await readAccountRecord(1))?.state.queries.find((q) => q.queryHash.includes('children'));
    expect(kept?.state).toMatchObject({ status: 'success', error: null, data: [{ id: 10, name: 'Lia' }] });
    // Put back into a cache, it is an answer to show, not an error.
    const restored = createQueryClient();
    expect(await restoreLastAccount(restored)).toBe(true);
    expect(restored.getQueryState(childrenKey)).toMatchObject({ status: 'success', data: [{ id: 10, name: 'Lia' }] });
  });

  it('writes once per second however often the cache changes, and only what changed', async () => {
    const client = createQueryClient();
    keep(client);
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    client.setQueryData(USER_KEY, ana);
    for (let i = 0; i < 5; i++) client.setQueryData(childrenKey, [{ id: 10 + i }]);
    await vi.advanceTimersByTimeAsync(SAVE_THROTTLE_MS - 1);
    expect(put).not.toHaveBeenCalled();
    await afterThrottle(1);
    expect(put).toHaveBeenCalledTimes(1);
    expect(
      (await readAccountRecord(1))?.state.queries.find((q) => q.queryHash.includes('children'))?.state.data,
    ).toEqual([{ id: 14 }]);
    // A change that leaves every kept answer as it was (a fetch starting) writes nothing.
    void client.fetchQuery({ queryKey: childrenKey, queryFn: () => new Promise(() => {}) });
    await vi.advanceTimersByTimeAsync(SAVE_THROTTLE_MS);
    expect(put).toHaveBeenCalledTimes(1);
    put.mockRestore();
  });

  it('restores only the last account, and nothing once that account signed out', async () => {
    const first = createQueryClient();
    keep(first);
    first.setQueryData(USER_KEY, ana);
    first.setQueryData(childrenKey, [{ id: 10, name: 'Lia' }]);
    await afterThrottle(1);

    const offline = createQueryClient();
    expect(await restoreLastAccount(offline)).toBe(true);
    expect(offline.getQueryData(childrenKey)).toEqual([{ id: 10, name: 'Lia' }]);
    expect(offline.getQueryData(USER_KEY)).toEqual(ana);

    await clearAccountData(1);
    expect(await readAccountRecord(1)).toBeUndefined();
    expect(lastAccount()).toBeUndefined();
    expect(await restoreLastAccount(createQueryClient())).toBe(false);
  });

  it("another account signing in after the first signed out never gets the first family's children", async () => {
    const anas = createQueryClient();
    keep(anas);
    anas.setQueryData(USER_KEY, ana);
    anas.setQueryData(childrenKey, [{ id: 10, name: 'Lia' }]);
    await afterThrottle(1);
    await clearAccountData(1);

    const brunos = createQueryClient();
    keep(brunos);
    brunos.setQueryData(USER_KEY, bruno);
    brunos.setQueryData(childrenKey, [{ id: 20, name: 'Caio' }]);
    await afterThrottle(2);

    const offline = createQueryClient();
    expect(await restoreLastAccount(offline)).toBe(true);
    expect(offline.getQueryData(USER_KEY)).toEqual(bruno);
    expect(offline.getQueryData(childrenKey)).toEqual([{ id: 20, name: 'Caio' }]);
    expect(await readAccountRecord(1)).toBeUndefined();
  });

  it('an account signing in removes a copy another account left on the device (a session that just ended)', async () => {
    const anas = createQueryClient();
    keep(anas);
    anas.setQueryData(USER_KEY, ana);
    anas.setQueryData(childrenKey, [{ id: 10, name: 'Lia' }]);
    await afterThrottle(1);

    const brunos = createQueryClient();
    keep(brunos);
    brunos.setQueryData(USER_KEY, bruno);
    await afterThrottle(2);
    expect(await readAccountRecord(1)).toBeUndefined();
    expect(lastAccount()).toBe(2);
  });

  it("a page whose session becomes another account's stops writing: one family's answers never go under another's id", async () => {
    const client = createQueryClient();
    keep(client);
    client.setQueryData(USER_KEY, ana);
    client.setQueryData(childrenKey, [{ id: 10, name: 'Lia' }]);
    await afterThrottle(1);
    client.setQueryData(USER_KEY, bruno);
    client.setQueryData(childrenKey, [{ id: 10, name: 'Lia' }, { id: 11 }]);
    await vi.advanceTimersByTimeAsync(SAVE_THROTTLE_MS);
    expect(await readAccountRecord(2)).toBeUndefined();
    expect(lastAccount()).toBe(1);
    const kept = (await readAccountRecord(1))?.state.queries.map((q) => q.state.data);
    expect(kept).toEqual(expect.arrayContaining([ana, [{ id: 10, name: 'Lia' }]]));
    expect(kept).toHaveLength(2);
  });

  it('a sign-out in another tab stops this page from writing the account back', async () => {
    const client = createQueryClient();
    keep(client);
    client.setQueryData(USER_KEY, ana);
    await afterThrottle(1);
    // The other tab's sign-out removes the record and the mark; this page has not heard of it.
    localStorage.removeItem(LAST_ACCOUNT_KEY);
    client.setQueryData(childrenKey, [{ id: 10 }]);
    await vi.advanceTimersByTimeAsync(SAVE_THROTTLE_MS);
    await clearAccountDataOnlyRecord(1);
    client.setQueryData(childrenKey, [{ id: 11 }]);
    await vi.advanceTimersByTimeAsync(SAVE_THROTTLE_MS);
    expect(await readAccountRecord(1)).toBeUndefined();
    expect(lastAccount()).toBeUndefined();
  });

  it('signed out (no user) keeps nothing', async () => {
    const client = createQueryClient();
    keep(client);
    client.setQueryData(USER_KEY, null);
    client.setQueryData(childrenKey, [{ id: 10 }]);
    await vi.advanceTimersByTimeAsync(SAVE_THROTTLE_MS);
    expect(await readAccountRecord(1)).toBeUndefined();
    expect(lastAccount()).toBeUndefined();
  });
});

/** What another tab's `clearAccountData` does to the shared storage (this module's memory is per page). */
async function clearAccountDataOnlyRecord(userId: number) {
  const { openDB } = await import('idb');
  const db = await openDB('neurobridge-cache', 1);
  await db.delete('accounts', userId);
  db.close();
}
