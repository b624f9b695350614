import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser, stubFetch } from '../../../test/fetch-stub';
import { NO_CODE_ERROR } from '@neurobridge/shared/api/auth';
import { exchangeCodeForSession } from './exchange-code';

afterEach(() => vi.unstubAllGlobals());

describe('exchangeCodeForSession', () => {
  it('fails with the documented text and calls nothing when the URL has no code (docs/product.md#sign-in)', async () => {
    const { fn } = stubFetch({});
    await expect(exchangeCodeForSession('?state=abc')).rejects.toThrow(NO_CODE_ERROR);
    expect(fn).not.toHaveBeenCalled();
  });

  it('exchanges a code once per page load; repeat calls share the result', async () => {
    const { calls } = stubFetch({ 'POST /api/sessions': () => ({ body: sampleUser }) });
    await Promise.all([exchangeCodeForSession('?code=c1&state=s1'), exchangeCodeForSession('?code=c1&state=s1')]);
    await exchangeCodeForSession('?code=c1&state=s1');
    expect(calls).toEqual([{ method: 'POST', path: '/api/sessions', body: { code: 'c1', state: 's1' } }]);
  });

  it('reports a non-OK answer with the documented text and status (docs/product.md#sign-in)', async () => {
    stubFetch({ 'POST /api/sessions': () => ({ status: 400, body: { error: 'x' } }) });
    await expect(exchangeCodeForSession('?code=c2&state=s2')).rejects.toThrow(
      'Failed to exchange code for session token: API responded with HTTP status 400',
    );
  });
});
