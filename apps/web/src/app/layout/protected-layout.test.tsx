import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubSignedInParent } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A suspended (or deleted) account's open page signs out without a reload (docs/product.md#suspension). */
describe('the signed-in layout notices a session that ended', () => {
  it('when the tab comes back into view', async () => {
    let signedIn = true;
    const { calls } = stubSignedInParent({
      'GET /api/users/me': () =>
        signedIn ? { body: { ...sampleUserBody } } : { status: 401, body: { error: 'Faça login para continuar.' } },
    });
    const { router } = renderRoute('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await screen.findByRole('heading', { level: 1 });
    signedIn = false;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.filter((c) => c.path === '/api/users/me').length).toBeGreaterThanOrEqual(2);
  }, 15_000);

  it('every 30 seconds while the page stays open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let signedIn = true;
    stubSignedInParent({
      'GET /api/users/me': () =>
        signedIn ? { body: { ...sampleUserBody } } : { status: 401, body: { error: 'Faça login para continuar.' } },
    });
    const { router } = renderRoute('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    signedIn = false;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

const sampleUserBody = {
  id: 1,
  email: 'ana@example.com',
  full_name: 'Ana Souza',
  google_user_data: { picture: null, given_name: 'Ana', family_name: 'Souza' },
  created_at: '2026-11-01T12:00:00.000Z',
  last_login_date: '2026-11-22T12:00:00.000Z',
  role: 'parent',
  is_professional: false,
};
