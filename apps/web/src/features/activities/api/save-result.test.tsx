import 'fake-indexeddb/auto';
import { dashboardApi } from '@neurobridge/shared/api/dashboard';
import { levelsApi } from '@neurobridge/shared/api/levels';
import { progressApi } from '@neurobridge/shared/api/progress';
import { scheduleApi } from '@neurobridge/shared/api/schedule';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiKey } from '../../../lib/api';
import { closeDevice, fakeServer, freshDevice, progressItem } from '../../../lib/offline/result-queue-fakes';
import { createQueryClient } from '../../../lib/query-client';
import { useSaveResult } from './save-result';

/* A finished game saved through the device's queue (docs/product.md#offline-play): what it refreshes. */

beforeEach(freshDevice);
afterEach(closeDevice);

function renderSave() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSaveResult(), { wrapper });
  return { queryClient, save: result.current };
}

describe('useSaveResult', () => {
  it("a recorded result marks that child's progress pages, numbers, levels and the dashboard stats stale, not another child's", async () => {
    fakeServer();
    const { queryClient, save } = renderSave();
    // The keys the child page reads: its pages of 10, and the summary (docs/product.md#reading-progress).
    const list = (id: number) => apiKey(progressApi.list, { id }, { limit: '10' });
    const summary = (id: number) => apiKey(progressApi.summary, { id });
    // The levels: the next game plays at the level this result moved to (docs/product.md#game-levels).
    const levels = (id: number) => apiKey(levelsApi.list, { id });
    for (const id of [10, 11]) {
      queryClient.setQueryData(list(id), { pages: [{ items: [], next_cursor: null }], pageParams: [null] });
      queryClient.setQueryData(summary(id), { completed: 0, average_score: null, total: 0 });
      queryClient.setQueryData(levels(id), { levels: [] });
    }
    queryClient.setQueryData(apiKey(dashboardApi.stats), {});
    queryClient.setQueryData(apiKey(scheduleApi.list, { id: 10 }), []);
    expect(await act(() => save(progressItem(1)))).toBe('sent');
    expect(queryClient.getQueryState(list(10))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(summary(10))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(apiKey(dashboardApi.stats))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(list(11))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(summary(11))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(levels(10))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(levels(11))?.isInvalidated).toBe(false);
    // Not started from the week: the week is not read again.
    expect(queryClient.getQueryState(apiKey(scheduleApi.list, { id: 10 }))?.isInvalidated).toBe(false);
  });

  it('started from the week, the save itself names the calendar entry, and the week and rewards refresh', async () => {
    const server = fakeServer();
    const { queryClient, save } = renderSave();
    const week = apiKey(scheduleApi.list, { id: 10 });
    const rewards = apiKey(scheduleApi.rewards, { id: 10 });
    queryClient.setQueryData(week, []);
    queryClient.setQueryData(rewards, []);
    const item = progressItem(1);
    const fromWeek = { ...item, body: { ...item.body, schedule_entry_id: 7 } };
    expect(await act(() => save(fromWeek))).toBe('sent');
    expect(queryClient.getQueryState(week)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(rewards)?.isInvalidated).toBe(true);
    // One request: no second, separate completion that could be lost (docs/product.md#recording-progress).
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/children/10/progress']);
    expect(server.calls[0]!.body).toEqual(fromWeek.body);
    // The game's key goes with it: a repeat is recorded once (docs/product.md#idempotency).
    expect(server.calls[0]!.idempotencyKey).toBe('key-1');
  });

  it('a result kept on the device refreshes nothing yet', async () => {
    fakeServer(() => 'drop');
    const { queryClient, save } = renderSave();
    queryClient.setQueryData(apiKey(dashboardApi.stats), {});
    expect(await act(() => save(progressItem(2)))).toBe('queued');
    expect(queryClient.getQueryState(apiKey(dashboardApi.stats))?.isInvalidated).toBe(false);
  });
});
