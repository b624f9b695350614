import type { Child } from '@neurobridge/shared/api/children';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { sampleChild, stubFetch } from '../../../test/fetch-stub';
import { childProgressQueryOptions } from './child-progress';
import { childProgressSummaryQueryOptions } from './child-progress-summary';
import { childrenQueryOptions, useDeleteChild } from './children';

afterEach(() => vi.unstubAllGlobals());

describe('useDeleteChild', () => {
  it("forgets the removed child's progress list and numbers, and only that child's", async () => {
    stubFetch({ 'DELETE /api/children/10': () => ({ body: { ok: true } }) });
    const queryClient = createQueryClient();
    const page = { pages: [{ items: [], next_cursor: null }], pageParams: [null] };
    const summary = { completed: 0, average_score: null, total: 0 };
    queryClient.setQueryData(childrenQueryOptions.queryKey, [sampleChild(), sampleChild({ id: 11 })] as Child[]);
    for (const id of [10, 11]) {
      queryClient.setQueryData(childProgressQueryOptions(id).queryKey, page);
      queryClient.setQueryData(childProgressSummaryQueryOptions(id).queryKey, summary);
    }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useDeleteChild(), { wrapper });
    await act(() => result.current.mutateAsync(10));
    expect(queryClient.getQueryData(childProgressQueryOptions(10).queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(childProgressSummaryQueryOptions(10).queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(childProgressQueryOptions(11).queryKey)).toEqual(page);
    expect(queryClient.getQueryData(childProgressSummaryQueryOptions(11).queryKey)).toEqual(summary);
    expect(queryClient.getQueryData(childrenQueryOptions.queryKey)?.map((c) => c.id)).toEqual([11]);
  });
});
