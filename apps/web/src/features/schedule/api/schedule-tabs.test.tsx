import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { syncTabs, TAB_SYNC_CHANNEL } from '../../../lib/tab-sync';
import { stubFetch } from '../../../test/fetch-stub';
import { sampleEntry } from '../schedule-stubs';
import { scheduleQueryOptions, useRemoveEntry } from './schedule';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
});

/** A tab of the app: its own query client, synced with the other tabs of the browser as the app's is. */
function openTab() {
  const client = createQueryClient();
  stops.push(syncTabs(client));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

/** The server: Lia's week with two entries; removing entry 1 fails (500), removing entry 2 works. */
function stubServer() {
  let week = [sampleEntry({ id: 1 }), sampleEntry({ id: 2, activity_title: 'Contar' })];
  const { calls } = stubFetch({
    'GET /api/children/10/schedule': () => ({ body: week }),
    'DELETE /api/children/10/schedule/1': () => ({ status: 500, body: { error: 'Erro interno.' } }),
    'DELETE /api/children/10/schedule/2': () => {
      week = week.filter((e) => e.id !== 2);
      return { status: 204 };
    },
  });
  return { weekReads: () => calls.filter((c) => c.method === 'GET').length };
}

function showWeek(wrapper: (p: { children: ReactNode }) => ReactNode) {
  return renderHook(() => useQuery(scheduleQueryOptions(10)), { wrapper }).result;
}

const ids = (client: QueryClient) =>
  client.getQueryData<{ id: number }[]>(scheduleQueryOptions(10).queryKey)?.map((e) => e.id);

describe('tabs of one browser stay in step (docs/architecture.md, "Web")', () => {
  it('an entry removed in one tab leaves the week shown in the other', async () => {
    const { weekReads } = stubServer();
    const first = openTab();
    const second = openTab();
    const firstWeek = showWeek(first.wrapper);
    const secondWeek = showWeek(second.wrapper);
    await waitFor(() => expect(firstWeek.current.data).toHaveLength(2));
    await waitFor(() => expect(secondWeek.current.data).toHaveLength(2));
    expect(weekReads()).toBe(2);

    const remove = renderHook(() => useRemoveEntry(10), { wrapper: second.wrapper }).result;
    await act(() => remove.current.mutateAsync({ entryId: 2 }));
    expect(ids(second.client)).toEqual([1]);
    // The first tab reads its week again, once; the second keeps its own update and reads nothing.
    await waitFor(() => expect(ids(first.client)).toEqual([1]));
    expect(weekReads()).toBe(3);
  });

  it('a mutation that failed says nothing to the other tabs', async () => {
    stubServer();
    const heard: unknown[] = [];
    const otherTab = new BroadcastChannel(TAB_SYNC_CHANNEL);
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
    stops.push(() => otherTab.close());
    const tab = openTab();
    const remove = renderHook(() => useRemoveEntry(10), { wrapper: tab.wrapper }).result;
    await act(() => remove.current.mutateAsync({ entryId: 1 }).catch(() => {}));
    await act(() => remove.current.mutateAsync({ entryId: 2 }));
    // One sender's messages arrive in order: a message of the failure would come first.
    await waitFor(() => expect(heard).toHaveLength(1));
  });
});
