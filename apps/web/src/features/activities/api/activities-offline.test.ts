import { activitiesApi } from '@neurobridge/shared/api/activities';
import { childrenApi } from '@neurobridge/shared/api/children';
import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiKey } from '../../../lib/api';
import { createQueryClient } from '../../../lib/query-client';
import { sampleActivity, stubFetch } from '../../../test/fetch-stub';
import { activitiesQueryOptions, activityQueryOptions, keepLibraryOffline } from './activities';

/** What the browser's fetch does without a connection. */
function noNetwork() {
  const fn = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', fn);
  return fn;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  onlineManager.setOnline(online);
}

const memory = sampleActivity({ id: 5, title: 'Memória', category: 'math', for_tea: 1, tea_level: 2, for_tdah: 0 });
const anyLevel = sampleActivity({
  id: 6,
  title: 'Atenção',
  category: 'focus',
  for_tea: 1,
  tea_level: null,
  for_tdah: 0,
});
const tdahOnly = sampleActivity({
  id: 7,
  title: 'Foco',
  category: 'focus',
  for_tea: 0,
  for_tdah: 1,
  tdah_level: 1,
});
const library = [memory, anyLevel, tdahOnly];
const listKey = (child?: string) => apiKey(activitiesApi.list, undefined, child ? { child } : {});

beforeEach(() => setOnline(true));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe('a game offline', () => {
  it('comes from the library kept for that child when there is no connection, never opened before', async () => {
    const { calls } = stubFetch({});
    const client = createQueryClient();
    client.setQueryData(listKey('10'), library);
    client.setQueryData(listKey(), [{ ...memory, title: 'de outra lista' }]);
    setOnline(false);
    const activity = await client.fetchQuery(activityQueryOptions(5, 10));
    expect(activity.title).toBe('Memória');
    expect(activity.content).toBe(memory.content);
    expect(calls).toEqual([]);
  });

  it('comes from any kept list when the server does not answer at all', async () => {
    stubFetch({ 'GET /api/activities/6': () => Promise.reject(new TypeError('Failed to fetch')) });
    const client = createQueryClient();
    client.setQueryData(listKey('11'), library);
    expect((await client.fetchQuery(activityQueryOptions(6))).title).toBe('Atenção');
  });

  it('is asked for when the connection is there, even when a list holds it', async () => {
    const { calls } = stubFetch({ 'GET /api/activities/5': () => ({ body: { ...memory, title: 'Do servidor' } }) });
    const client = createQueryClient();
    client.setQueryData(listKey(), library);
    expect((await client.fetchQuery(activityQueryOptions(5))).title).toBe('Do servidor');
    expect(calls.map((c) => c.path)).toEqual(['/api/activities/5']);
  });

  it('not on the device, waits for the connection (no error, no data) and is asked for when it returns', async () => {
    const { calls } = stubFetch({ 'GET /api/activities/9': () => ({ body: sampleActivity({ id: 9 }) }) });
    const client = createQueryClient();
    // Mounted, as the app's provider does: it hears the connection return.
    client.mount();
    setOnline(false);
    const observer = new QueryObserver(client, activityQueryOptions(9));
    const results: string[] = [];
    const stop = observer.subscribe((r) => results.push(`${r.status}/${r.fetchStatus}`));
    await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('paused'));
    expect(observer.getCurrentResult().status).toBe('pending');
    expect(calls).toEqual([]);
    setOnline(true);
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.id).toBe(9));
    expect(results).not.toContain('error/idle');
    stop();
    client.unmount();
  });
});

describe("the library's filters offline", () => {
  it('filter the kept list as the server does: a level matches its level and any level', async () => {
    stubFetch({});
    const client = createQueryClient();
    client.setQueryData(listKey('10'), library);
    setOnline(false);
    const tea2 = await client.fetchQuery(activitiesQueryOptions({ child: '10', for_tea: 'true', tea_level: 2 }));
    expect(tea2.map((a) => a.id)).toEqual([5, 6]);
    const tea3 = await client.fetchQuery(activitiesQueryOptions({ child: '10', for_tea: 'true', tea_level: 3 }));
    expect(tea3.map((a) => a.id)).toEqual([6]);
    const attention = await client.fetchQuery(activitiesQueryOptions({ child: '10', category: 'focus' }));
    expect(attention.map((a) => a.id)).toEqual([6, 7]);
    const tdah = await client.fetchQuery(activitiesQueryOptions({ child: '10', for_tdah: 'true', tdah_level: 1 }));
    expect(tdah.map((a) => a.id)).toEqual([7]);
  });

  it("never take another child's list: with nothing kept for this child they wait", async () => {
    noNetwork();
    const client = createQueryClient();
    client.setQueryData(listKey('10'), library);
    setOnline(false);
    const observer = new QueryObserver(client, activitiesQueryOptions({ child: '11', category: 'math' }));
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('paused'));
    expect(observer.getCurrentResult().data).toBeUndefined();
    stop();
  });
});

describe("a child's library offline", () => {
  it('with nothing kept for the child, comes from the library kept without a child (the same plan locks both)', async () => {
    noNetwork();
    const client = createQueryClient();
    client.setQueryData(listKey(), library);
    setOnline(false);
    const all = await client.fetchQuery(activitiesQueryOptions({ child: '11' }));
    expect(all.map((a) => a.id)).toEqual([5, 6, 7]);
    const focus = await client.fetchQuery(activitiesQueryOptions({ child: '11', category: 'focus' }));
    expect(focus.map((a) => a.id)).toEqual([6, 7]);
  });
});

describe('keepLibraryOffline', () => {
  it("once the children are known online, asks for each child's library, the library without a child, and each child's week, levels, stars and shop, once", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { calls } = stubFetch({
      'GET /api/activities': () => ({ body: library }),
      ...Object.fromEntries(
        [10, 11].flatMap((id) => [
          [`GET /api/children/${id}/schedule`, () => ({ body: [] })],
          [`GET /api/children/${id}/rewards`, () => ({ body: [] })],
          [`GET /api/children/${id}/levels`, () => ({ body: { levels: [] } })],
          [`GET /api/children/${id}/stars`, () => ({ body: { balance: 0, weeks: [] } })],
          [`GET /api/children/${id}/shop`, () => ({ body: { balance: 0, items: [] } })],
        ]),
      ),
    });
    const client = createQueryClient();
    const stop = keepLibraryOffline(client);
    expect(calls).toEqual([]);
    client.setQueryData(apiKey(childrenApi.list), [{ id: 10 }, { id: 11 }]);
    // Nothing competes with the screen's own reads: the page is idle first.
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(calls).toHaveLength(13));
    expect(calls.map((c) => `${c.path}${c.query ? `?${c.query}` : ''}`)).toEqual([
      '/api/activities?child=10',
      '/api/activities?child=11',
      '/api/activities',
      ...[10, 11].flatMap((id) =>
        ['schedule', 'rewards', 'levels', 'stars', 'shop'].map((read) => `/api/children/${id}/${read}`),
      ),
    ]);
    expect(client.getQueryData(listKey('11'))).toEqual(library);
    // Once per visit: the children read again asks for nothing more.
    client.setQueryData(apiKey(childrenApi.list), [{ id: 10 }, { id: 11 }, { id: 12 }]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(13);
    stop();
  });

  it('asks for nothing without a connection, and starts when the children are read again online', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { calls } = stubFetch({ 'GET /api/activities': () => ({ body: [] }) });
    const client = createQueryClient();
    setOnline(false);
    client.setQueryData(apiKey(childrenApi.list), []);
    const stop = keepLibraryOffline(client);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual([]);
    setOnline(true);
    client.setQueryData(apiKey(childrenApi.list), []);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/api/activities']));
    stop();
  });
});
