import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setClock } from '../../lib/clock';
import { stubFetch } from '../../test/fetch-stub';
import { discardUses, FLUSH_EVERY_MS, keepUse, pendingUses, sendUses, useBoardUses } from './record-uses';

const USER = 7;
const NOW = '2026-06-10T15:00:00.000Z';
const RECORD = 'POST /api/children/10/boards/uses';
const tap = (label: string, at = NOW) => keepUse(USER, { childId: 10, kind: 'tap', text: label, at });
const offline = (off: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!off);

beforeEach(() => setClock(NOW));
afterEach(() => {
  localStorage.clear();
  setClock(null);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the board uses recorder (docs/product.md#what-the-board-tells)', () => {
  it('sends the taps kept on the device as one batch with its key, then forgets them', async () => {
    const { calls } = stubFetch({ [RECORD]: () => ({ body: { counted: 3 } }) });
    tap('eu');
    tap('quero');
    keepUse(USER, { childId: 10, kind: 'sentence', text: 'eu quero', at: NOW });
    tap('água');
    await sendUses(USER);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      taps: ['eu', 'quero', 'água'].map((label) => ({ label, at: NOW })),
      sentences: [{ text: 'eu quero', at: NOW }],
    });
    expect(calls[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(pendingUses(USER)).toEqual({ uses: [], batches: [] });
  });

  it('a batch the server did not take is sent again with the same key; new taps go in a batch of their own', async () => {
    let up = false;
    const { calls } = stubFetch({
      [RECORD]: () => (up ? { body: { counted: 1 } } : { status: 503, body: { error: 'Serviço indisponível.' } }),
    });
    tap('eu');
    await sendUses(USER);
    expect(pendingUses(USER).batches).toHaveLength(1);
    tap('mais');
    up = true;
    await sendUses(USER);
    expect(calls.map((c) => (c.body as { taps: { label: string }[] }).taps.map((t) => t.label))).toEqual([
      ['eu'],
      ['eu'],
      ['mais'],
    ]);
    expect(calls[1]!.idempotencyKey).toBe(calls[0]!.idempotencyKey);
    expect(calls[2]!.idempotencyKey).not.toBe(calls[0]!.idempotencyKey);
    expect(pendingUses(USER).batches).toEqual([]);
  });

  it('offline, taps stay on the device and nothing is sent; back online they go', async () => {
    const { calls } = stubFetch({ [RECORD]: () => ({ body: { counted: 2 } }) });
    const line = offline(true);
    tap('eu');
    tap('sim');
    await sendUses(USER);
    expect(calls).toEqual([]);
    expect(pendingUses(USER).batches[0]!.taps.map((t) => t.label)).toEqual(['eu', 'sim']);
    line.mockReturnValue(true);
    await sendUses(USER);
    expect(calls).toHaveLength(1);
    expect(pendingUses(USER).batches).toEqual([]);
  });

  it('a failed connection (no answer) keeps the batch too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    tap('eu');
    await sendUses(USER);
    expect(pendingUses(USER).batches).toHaveLength(1);
  });

  it('splits more than 200 taps into batches of at most 200, each with its own key', async () => {
    const { calls } = stubFetch({ [RECORD]: () => ({ body: { counted: 1 } }) });
    for (let i = 0; i < 250; i += 1) tap(`p${i % 5}`);
    await sendUses(USER);
    expect(calls.map((c) => (c.body as { taps: unknown[] }).taps.length)).toEqual([200, 50]);
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(2);
  });

  it('drops a batch the server refuses for good, and uses kept more than 30 days', async () => {
    const { calls } = stubFetch({ [RECORD]: () => ({ status: 404, body: { error: 'Criança não encontrada.' } }) });
    tap('eu');
    await sendUses(USER);
    expect(calls).toHaveLength(1);
    expect(pendingUses(USER).batches).toEqual([]);
    tap('velho', '2026-05-01T12:00:00.000Z');
    await sendUses(USER);
    expect(calls).toHaveLength(1);
    expect(pendingUses(USER)).toEqual({ uses: [], batches: [] });
  });
});

describe('discardUses', () => {
  it("forgets the account's uses and batches, not another account's", async () => {
    stubFetch({});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    tap('eu');
    await sendUses(USER);
    keepUse(USER + 1, { childId: 11, kind: 'tap', text: 'sim', at: NOW });
    discardUses(USER);
    expect(pendingUses(USER)).toEqual({ uses: [], batches: [] });
    expect(pendingUses(USER + 1).uses).toHaveLength(1);
  });
});

describe('useBoardUses, the board screen’s recorder', () => {
  function render() {
    const client = new QueryClient();
    client.setQueryData(['session', 'user'], { id: USER });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return renderHook(() => useBoardUses(10), { wrapper });
  }

  it('keeps each tap, sends on Falar with the sentence, and every 15 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = stubFetch({ [RECORD]: () => ({ body: { counted: 1 } }) });
    const { result, unmount } = render();
    act(() => result.current.tap('eu'));
    expect(pendingUses(USER).uses).toEqual([{ childId: 10, kind: 'tap', text: 'eu', at: NOW }]);
    expect(calls).toEqual([]);
    act(() => result.current.said('eu quero'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ taps: [{ label: 'eu', at: NOW }], sentences: [{ text: 'eu quero', at: NOW }] });
    act(() => result.current.tap('mais'));
    await act(() => vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS));
    await waitFor(() => expect(calls).toHaveLength(2));
    unmount();
  });

  it('offline taps go when the connection comes back, and when the screen is left', async () => {
    const { calls } = stubFetch({ [RECORD]: () => ({ body: { counted: 1 } }) });
    const line = offline(true);
    const { result, unmount } = render();
    act(() => result.current.tap('eu'));
    expect(calls).toEqual([]);
    line.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => result.current.tap('sim'));
    unmount();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(pendingUses(USER)).toEqual({ uses: [], batches: [] });
  });
});
