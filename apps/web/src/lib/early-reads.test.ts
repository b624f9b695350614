import { afterEach, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetch-stub';
import { apiFetch } from './api-client';
import { startEarlyReads } from './early-reads';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it('a GET started early is answered once from that request, then asked again', async () => {
  const { calls } = stubFetch({ 'GET /api/children': () => ({ body: [{ id: 1 }] }) });
  startEarlyReads(['/api/children']);
  expect(calls).toHaveLength(1);
  expect(await apiFetch('/api/children')).toEqual([{ id: 1 }]);
  expect(calls).toHaveLength(1);
  expect(await apiFetch('/api/children')).toEqual([{ id: 1 }]);
  expect(calls).toHaveLength(2);
});

it('is used only for the same plain GET, and not once it is old', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const { calls } = stubFetch({
    'GET /api/subscription': () => ({ body: { status: 'trial' } }),
    'POST /api/subscription': () => ({ body: { created: true } }),
  });
  startEarlyReads(['/api/subscription']);
  expect(await apiFetch('/api/subscription', { method: 'POST', body: {} })).toEqual({ created: true });
  expect(calls).toHaveLength(2);
  vi.setSystemTime(Date.now() + 11_000);
  await apiFetch('/api/subscription');
  expect(calls).toHaveLength(3);
});

it('a failed early request fails the call that takes it, as a network error', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('offline'))),
  );
  startEarlyReads(['/api/dashboard/stats']);
  await expect(apiFetch('/api/dashboard/stats')).rejects.toThrow('Erro de conexão. Tente novamente.');
});
