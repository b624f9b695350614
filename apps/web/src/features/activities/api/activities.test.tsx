import { dashboardApi } from '@neurobridge/shared/api/dashboard';
import { progressApi } from '@neurobridge/shared/api/progress';
import { scheduleApi } from '@neurobridge/shared/api/schedule';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiKey } from '../../../lib/api';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../test/fetch-stub';
import { useSaveProgress } from './activities';

afterEach(() => vi.unstubAllGlobals());

const saved = {
  id: 1,
  child_profile_id: 10,
  activity_id: 1,
  status: 'completed',
  score: 80,
  time_spent: 2,
  seconds_spent: 95,
  completion_date: '2026-11-22T15:00:00.000Z',
  parent_notes: null,
  activity_title: 'Como eles se sentem?',
  activity_category: 'social_skills',
};

describe('useSaveProgress', () => {
  it("marks that child's progress pages, numbers and the dashboard stats stale, not another child's", async () => {
    stubFetch({ 'POST /api/children/10/progress': () => ({ status: 201, body: saved }) });
    const queryClient = createQueryClient();
    // The keys the child page reads: its pages of 10, and the summary (docs/product.md#reading-progress).
    const list = (id: number) => apiKey(progressApi.list, { id }, { limit: '10' });
    const summary = (id: number) => apiKey(progressApi.summary, { id });
    for (const id of [10, 11]) {
      queryClient.setQueryData(list(id), { pages: [{ items: [], next_cursor: null }], pageParams: [null] });
      queryClient.setQueryData(summary(id), { completed: 0, average_score: null, total: 0 });
    }
    queryClient.setQueryData([dashboardApi.stats.path, {}, {}], {});
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSaveProgress(10), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        body: { activity_id: 1, score: 80, seconds_spent: 95 },
        idempotencyKey: 'progress-key-0001',
      }),
    );
    expect(queryClient.getQueryState(list(10))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(summary(10))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState([dashboardApi.stats.path, {}, {}])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(list(11))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(summary(11))?.isInvalidated).toBe(false);
  });

  it('started from the week, the save itself names the calendar entry, and the week and rewards refresh', async () => {
    const { calls } = stubFetch({ 'POST /api/children/10/progress': () => ({ status: 201, body: saved }) });
    const queryClient = createQueryClient();
    const week = apiKey(scheduleApi.list, { id: 10 });
    const rewards = apiKey(scheduleApi.rewards, { id: 10 });
    queryClient.setQueryData(week, []);
    queryClient.setQueryData(rewards, []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSaveProgress(10, 7), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        body: { activity_id: 1, score: 80, seconds_spent: 95 },
        idempotencyKey: 'progress-key-0001',
      }),
    );
    expect(queryClient.getQueryState(week)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(rewards)?.isInvalidated).toBe(true);
    // One request: no second, separate completion that could be lost (docs/product.md#recording-progress).
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/children/10/progress']);
    expect(calls[0]!.body).toEqual({ activity_id: 1, score: 80, seconds_spent: 95, schedule_entry_id: 7 });
    // The game's key goes with it: a retried save is recorded once (docs/product.md#idempotency).
    expect(calls[0]!.idempotencyKey).toBe('progress-key-0001');
  });
});
