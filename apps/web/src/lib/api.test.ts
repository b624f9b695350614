import { childrenApi } from '@neurobridge/shared/api/children';
import { progressApi } from '@neurobridge/shared/api/progress';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleChild, stubFetch } from '../test/fetch-stub';
import { apiKey, callApi, urlFor } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('callApi (one contract per endpoint)', () => {
  it('builds the URL from the contract and sends the body and idempotency key', async () => {
    const { calls, fn } = stubFetch({ 'PATCH /api/children/10': () => ({ body: sampleChild({ name: 'Lia Maria' }) }) });
    const child = await callApi(childrenApi.update, { params: { id: 10 }, body: { name: 'Lia Maria' } });
    expect(child.name).toBe('Lia Maria');
    expect(calls).toEqual([{ method: 'PATCH', path: '/api/children/10', body: { name: 'Lia Maria' } }]);
    await callApi(childrenApi.create, { body: { name: 'Téo' }, idempotencyKey: 'chave-123456' }).catch(() => {});
    const init = fn.mock.calls.at(-1)![1]!;
    expect(new Headers(init.headers).get('idempotency-key')).toBe('chave-123456');
  });

  it('refuses an answer that does not follow the contract (a drifted server or test stub)', async () => {
    stubFetch({ 'GET /api/children': () => ({ body: [{ id: 1, name: 'Sem o resto' }] }) });
    await expect(callApi(childrenApi.list, {})).rejects.toThrow('A resposta de GET /api/children não segue o contrato');
  });

  it('encodes params and leaves empty query values out', () => {
    expect(urlFor(progressApi.list, { id: 'a/b' })).toBe('/api/children/a%2Fb/progress');
    expect(urlFor({ path: '/api/activities' }, undefined, { category: 'math', child: undefined, x: '' })).toBe(
      '/api/activities?category=math',
    );
  });

  it('keys an answer by its endpoint, so invalidating the path refreshes every variant', () => {
    expect(apiKey(progressApi.list, { id: 3 })).toEqual(['/api/children/:id/progress', { id: 3 }, {}]);
  });
});
