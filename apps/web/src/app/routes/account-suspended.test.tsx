import { ACCOUNT_SUSPENDED, accountSuspendedMessage } from '@neurobridge/shared/api/errors';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { sampleUser, stubFetch, stubSignedInParent } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const NOTICE = accountSuspendedMessage('suporte@neurobridge.example');
const suspended = () => ({ status: 403, body: { error: NOTICE, code: ACCOUNT_SUSPENDED } });

/** A suspended account is told so, never silently sent to the landing page (docs/product.md#suspension). */
describe('a suspended account', () => {
  it("sees the notice on the page it had open, with support's address, also after a reload", async () => {
    let active = true;
    stubSignedInParent({ 'GET /api/users/me': () => (active ? { body: sampleUser } : suspended()) });
    const first = renderRoute('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    active = false;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/conta-suspensa'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sua conta foi suspensa' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('suporte@neurobridge.example');
    await expectNoSeriousA11yViolations(first.container);
    first.unmount();

    const reloaded = renderRoute('/dashboard');
    await waitFor(() => expect(reloaded.router.state.location.pathname).toBe('/conta-suspensa'));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTICE);
  }, 15_000);

  it('sees the notice when signing in again, instead of the landing page', async () => {
    stubFetch({ 'POST /api/sessions': suspended, 'GET /api/users/me': () => ({ status: 401, body: {} }) });
    const { router } = renderRoute('/auth/callback?code=abc&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/conta-suspensa'));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOTICE);
  });
});
