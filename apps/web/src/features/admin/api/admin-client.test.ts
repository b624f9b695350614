import { adminEmailApi } from '@neurobridge/shared/api/admin-email';
import { adminReportsApi } from '@neurobridge/shared/api/admin-reports';
import { adminUsersApi } from '@neurobridge/shared/api/admin-users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { stubFetch } from '../../../test/fetch-stub';
import { ADMIN_SIGNED_OUT_EVENT, adminCall, adminDownload, adminKey, adminPages, adminQuery } from './admin-client';

afterEach(() => vi.unstubAllGlobals());

/** Counts the tab's admin sign-outs while `run` runs. */
async function signOutsDuring(run: () => Promise<unknown>) {
  const signedOut = vi.fn();
  window.addEventListener(ADMIN_SIGNED_OUT_EVENT, signedOut);
  try {
    await run().catch((err: unknown) => {
      if (!(err instanceof ApiError)) throw err;
    });
  } finally {
    window.removeEventListener(ADMIN_SIGNED_OUT_EVENT, signedOut);
  }
  return signedOut.mock.calls.length;
}

describe('the admin context of the one web client', () => {
  it('signs the tab out on a 401, for a JSON call and a download alike, and not on another refusal', async () => {
    stubFetch({
      'GET /api/admin/users/7': () => ({ status: 401, body: { error: 'Sessão expirada.' } }),
      'GET /api/admin/reports/export': () => ({ status: 401, body: { error: 'Sessão expirada.' } }),
      'GET /api/admin/users/8': () => ({ status: 404, body: { error: 'Usuário não encontrado.' } }),
    });
    expect(await signOutsDuring(() => adminCall(adminUsersApi.detail, { params: { id: 7 } }))).toBe(1);
    expect(
      await signOutsDuring(() =>
        adminDownload(adminReportsApi.export, {
          query: { type: 'csv', period: 'last_30_days' },
          fallbackName: 'r.csv',
        }),
      ),
    ).toBe(1);
    expect(await signOutsDuring(() => adminCall(adminUsersApi.detail, { params: { id: 8 } }))).toBe(0);
  });

  it("keys every admin answer under 'admin', so a sign-out drops them all", () => {
    expect(adminQuery(adminUsersApi.detail, { params: { id: 7 } }).queryKey).toEqual([
      'admin',
      '/api/admin/users/:id',
      { id: 7 },
      {},
    ]);
    expect(adminPages(adminEmailApi.emails, { query: { status: 'failed' } }).queryKey).toEqual([
      ...adminKey(adminEmailApi.emails).slice(0, 3),
      { status: 'failed' },
    ]);
    expect(adminKey(adminEmailApi.emails)).toEqual(['admin', '/api/admin/emails', {}, {}]);
  });
});
