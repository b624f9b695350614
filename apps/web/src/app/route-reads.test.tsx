import { childrenApi } from '@neurobridge/shared/api/children';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleActivity, sampleChild, stubFetch, stubSignedInParent } from '../test/fetch-stub';
import { sampleProSession, stubSignedInProfessional } from '../features/professional/professional-stubs';
import { renderRoute } from '../test/render';
import { boardsQueryOptions } from '../features/boards/api/boards';
import { apiKey } from '../lib/api';
import { createQueryClient } from '../lib/query-client';
import { appRoutes, routeFirstData, routeReads } from './router';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const urlOf = (call: { path: string; query?: string }) => (call.query ? `${call.path}?${call.query}` : call.path);

// main.tsx starts a route's reads with the document (lib/early-reads.ts): each must be a read the
// screen really makes, or it is a request for nothing.
describe('the reads a route starts early', () => {
  it.each([
    ['/dashboard', ['/api/users/me', '/api/terms/check', '/api/subscription', '/api/children', '/api/dashboard/stats']],
    ['/activities', ['/api/users/me', '/api/terms/check', '/api/activities', '/api/subscription', '/api/children']],
    [
      '/activities?child=10',
      ['/api/users/me', '/api/terms/check', '/api/activities?child=10', '/api/subscription', '/api/children'],
    ],
    ['/activity/1', ['/api/users/me', '/api/terms/check', '/api/activities/1', '/api/children']],
    ['/activity/1?child=10', ['/api/users/me', '/api/terms/check', '/api/activities/1?child=10', '/api/children']],
    [
      '/child/10/schedule',
      ['/api/users/me', '/api/terms/check', '/api/children', '/api/children/10/schedule', '/api/children/10/rewards'],
    ],
    ['/child/10/prancha', ['/api/users/me', '/api/terms/check', '/api/children', '/api/children/10/boards']],
    ['/subscription', ['/api/users/me', '/api/terms/check', '/api/subscription', '/api/subscription/plans']],
    [
      '/test-payment?checkout=ck_0123456789abcdefghijkl',
      ['/api/users/me', '/api/terms/check', '/api/test-payment/ck_0123456789abcdefghijkl'],
    ],
  ])('%s reads what its screen asks for', async (path, expected) => {
    const [pathname, search = ''] = path.split('?');
    const reads = routeReads(appRoutes(), { pathname: pathname!, search: search ? `?${search}` : '' });
    expect(reads).toEqual(expected);
    const { calls } = stubSignedInParent({
      'GET /api/children': () => ({ body: [sampleChild()] }),
      'GET /api/activities': () => ({ body: [sampleActivity()] }),
      'GET /api/activities/1': () => ({ body: sampleActivity() }),
      'GET /api/children/10/schedule': () => ({ body: [] }),
      'GET /api/children/10/rewards': () => ({ body: [] }),
      'GET /api/children/10/boards': () => ({ body: { boards: [] } }),
      'GET /api/subscription/plans': () => ({ body: {} }),
      'GET /api/test-payment/ck_0123456789abcdefghijkl': () => ({ status: 404, body: {} }),
    });
    renderRoute(path);
    await waitFor(() => expect(calls.map(urlOf)).toEqual(expect.arrayContaining(reads)));
  });

  // The professional's workspace (docs/product.md#professional-screens).
  it.each([
    [
      '/professional-dashboard',
      [
        '/api/users/me',
        '/api/terms/check',
        '/api/professional/stats',
        '/api/professional/children',
        '/api/professional/sessions?limit=10',
      ],
    ],
    [
      '/professional/sessions?child=10&from=2026-11-01',
      [
        '/api/users/me',
        '/api/terms/check',
        '/api/professional/children',
        '/api/professional/sessions?limit=20&child_id=10&from=2026-11-01',
      ],
    ],
    ['/professional/session/new?child=10', ['/api/users/me', '/api/terms/check', '/api/professional/children']],
    ['/professional/session/20', ['/api/users/me', '/api/terms/check', '/api/professional/sessions/20']],
    [
      '/professional/child/10',
      [
        '/api/users/me',
        '/api/terms/check',
        '/api/professional/children/10/summary',
        '/api/professional/sessions?limit=20&child_id=10',
      ],
    ],
    ['/professional/reports', ['/api/users/me', '/api/terms/check', '/api/professional/children']],
  ])('%s reads what its screen asks for', async (path, expected) => {
    const [pathname, search = ''] = path.split('?');
    const reads = routeReads(appRoutes(), { pathname: pathname!, search: search ? `?${search}` : '' });
    expect(reads).toEqual(expected);
    const { calls } = stubSignedInProfessional({
      'GET /api/professional/sessions/20': () => ({ body: sampleProSession(20) }),
    });
    renderRoute(path);
    await waitFor(() => expect(calls.map(urlOf)).toEqual(expect.arrayContaining(reads)));
  });

  it('/ reads the session (a visitor with a session cookie gets the plain shell there)', async () => {
    const reads = routeReads(appRoutes(), { pathname: '/', search: '' });
    expect(reads).toEqual(['/api/users/me']);
    const { calls } = stubFetch({ 'GET /api/users/me': () => ({ status: 401, body: {} }) });
    renderRoute('/');
    await waitFor(() => expect(calls.map(urlOf)).toEqual(expect.arrayContaining(reads)));
  });

  it("a signed-in page without reads of its own starts its layout's; public pages start nothing", () => {
    expect(routeReads(appRoutes(), { pathname: '/child/3', search: '' })).toEqual([
      '/api/users/me',
      '/api/terms/check',
    ]);
    // The payment is asked for only after 2 s (docs/product.md#payment-result); no checkout, no read.
    for (const [pathname, search] of [
      ['/payment/success', '?payment_id=123'],
      ['/test-payment', ''],
    ] as const) {
      expect(routeReads(appRoutes(), { pathname, search })).toEqual(['/api/users/me', '/api/terms/check']);
    }
    for (const pathname of ['/sobre', '/auth/callback', '/nowhere']) {
      expect(routeReads(appRoutes(), { pathname, search: '' })).toEqual([]);
    }
  });
});

// A page opened on the board shows once its first data is in (app/data-layer.tsx): drawn once, whole.
describe("the data a route's screen needs before it shows", () => {
  it('/child/{id}/prancha puts the children and the boards into the cache, from the reads started early', async () => {
    const { calls } = stubSignedInParent({
      'GET /api/children': () => ({ body: [sampleChild()] }),
      'GET /api/children/10/boards': () => ({ body: { boards: [] } }),
    });
    const firstData = routeFirstData(appRoutes(), '/child/10/prancha');
    const client = createQueryClient();
    await firstData!(client);
    expect(calls.map(urlOf)).toEqual(['/api/children', '/api/children/10/boards']);
    expect(client.getQueryData(apiKey(childrenApi.list))).toEqual([sampleChild()]);
    expect(client.getQueryData(boardsQueryOptions(10).queryKey)).toEqual({ boards: [] });
  });

  it('a screen that reads as it shows needs none', () => {
    for (const pathname of ['/dashboard', '/child/10', '/', '/nowhere']) {
      expect(routeFirstData(appRoutes(), pathname)).toBeUndefined();
    }
  });
});
