import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleUser, stubFetch } from '../../test/fetch-stub';
import { exchangeCodeForSession } from './api/exchange-code';
import { getUser } from './api/get-user';
import { forgetSignOut, rememberSignOut, signOutPending } from './pending-sign-out';
import { endServerSession } from './sign-out';

/*
 * A sign-out the server could not hear (docs/product.md#offline-play): the device counts as signed
 * out, and the next read with a connection ends the server session first.
 */

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const paths = (calls: { method: string; path: string }[]) => calls.map((c) => `${c.method} ${c.path}`);

describe('signing out when the server cannot hear it', () => {
  it('remembers it when the request never arrives or the server fails, not when the server answered', async () => {
    stubFetch({
      'POST /api/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await endServerSession();
    expect(signOutPending()).toBe(true);

    forgetSignOut();
    stubFetch({ 'POST /api/logout': () => ({ status: 502, body: { error: 'x' } }) });
    await endServerSession();
    expect(signOutPending()).toBe(true);

    forgetSignOut();
    // A 401: the session had already ended.
    stubFetch({ 'POST /api/logout': () => ({ status: 401, body: { error: 'x' } }) });
    await endServerSession();
    expect(signOutPending()).toBe(false);
  });
});

describe('the next start', () => {
  it('offline: signed out, nothing asked', async () => {
    rememberSignOut();
    online = false;
    const { calls } = stubFetch({ 'GET /api/users/me': () => ({ body: sampleUser }) });
    expect(await getUser()).toBeNull();
    expect(calls).toEqual([]);
    expect(signOutPending()).toBe(true);
  });

  it('with a connection: ends the server session before anything signed-in, then forgets it', async () => {
    rememberSignOut();
    const { calls } = stubFetch({
      'GET /api/users/me': () => ({ body: sampleUser }),
      'POST /api/logout': () => ({ body: { ok: true } }),
    });
    expect(await getUser()).toBeNull();
    expect(paths(calls)).toEqual(['POST /api/logout']);
    expect(signOutPending()).toBe(false);
    // The session is over: the next read asks the server as usual.
    expect(await getUser()).toEqual(sampleUser);
  });

  it('the server still failing: stays signed out and tries again on the next read', async () => {
    rememberSignOut();
    const { calls } = stubFetch({ 'POST /api/logout': () => ({ status: 503, body: { error: 'x' } }) });
    expect(await getUser()).toBeNull();
    expect(await getUser()).toBeNull();
    expect(paths(calls)).toEqual(['POST /api/logout', 'POST /api/logout']);
    expect(signOutPending()).toBe(true);
  });

  it('signing in again forgets it, so the new session is not ended', async () => {
    rememberSignOut();
    stubFetch({ 'POST /api/sessions': () => ({ body: { ...sampleUser, return_to: null } }) });
    await exchangeCodeForSession('?code=pending-1&state=s');
    expect(signOutPending()).toBe(false);
  });
});
