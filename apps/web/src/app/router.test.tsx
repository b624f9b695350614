import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../lib/navigation';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { gated, parentAreaStubs, sampleUser, stubFetch, stubSignedInParent } from '../test/fetch-stub';
import { renderRoute } from '../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const plan = { duration: '', originalPrice: 0, discount: 0, savings: 0, period: '', description: '', popular: false };
const plans = {
  quarterly: {
    ...plan,
    id: 'quarterly',
    name: 'Plano Trimestral',
    months: 3,
    price: 149,
    monthlyPrice: 49.67,
    enabled: true,
  },
  annual: { ...plan, id: 'annual', name: 'Plano Anual', months: 12, price: 396, monthlyPrice: 33, enabled: true },
};

function signedOut() {
  return stubFetch({
    'GET /api/users/me': () => ({ status: 401, body: { error: 'Faça login para continuar.' } }),
    'GET /api/subscription/plans': () => ({ body: plans }),
    'GET /api/app-info': () => ({ body: { devSignIn: true, production: false, supportEmail: null } }),
    'GET /api/oauth/google/redirect_url': () => ({ body: { redirectUrl: 'http://localhost/dev-idp/auth?x=1' } }),
  });
}

function signedIn(accepted = true) {
  return stubFetch({
    ...parentAreaStubs,
    'GET /api/users/me': () => ({ body: sampleUser }),
    'GET /api/terms/check': () => ({ body: { hasAccepted: accepted, terms_version: '1.0' } }),
    'GET /api/terms': () => ({ body: { version: '1.0', text: 'Texto dos termos.' } }),
    'POST /api/logout': () => ({ body: { ok: true } }),
  });
}

/** A signed-in parent whose logout request waits until `release()`. */
function signedInWithGatedLogout() {
  const { gate, release } = gated();
  const { calls } = stubSignedInParent({
    'POST /api/logout': async () => {
      await gate;
      return { body: { ok: true } };
    },
    'GET /api/subscription/plans': () => ({ body: plans }),
    'GET /api/app-info': () => ({ body: { devSignIn: false, production: false, supportEmail: null } }),
  });
  return { calls, release };
}

describe('signed-out visitors', () => {
  it.each([
    '/dashboard',
    '/child/7',
    '/child/7/schedule',
    '/activities',
    '/activity/3',
    '/subscription',
    '/payment/success?payment_id=1',
    '/test-payment?checkout=ck_0123456789abcdefghijkl',
  ])('%s goes to the landing page', async (path) => {
    signedOut();
    const { router } = renderRoute(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('the landing page shows the trial, the price from the server, sign-in, start free and the admin shortcut', async () => {
    signedOut();
    const { container } = renderRoute('/');
    expect(await screen.findByText('7 dias grátis para experimentar')).toBeInTheDocument();
    expect(await screen.findByText('A partir de R$ 33,00/mês no Plano Anual')).toBeInTheDocument();
    // Links that work before the script runs (the page is prerendered); the script takes the click over.
    expect(screen.getByRole('link', { name: 'Começar grátis' })).toHaveAttribute('href', '/api/oauth/google/start');
    for (const link of screen.getAllByRole('link', { name: 'Entrar' }))
      expect(link).toHaveAttribute('href', '/api/oauth/google/start');
    expect(screen.getByRole('link', { name: 'Área administrativa' })).toHaveAttribute('href', '/admin/login');
    expect(await screen.findByText(/Login de desenvolvimento ativo/)).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it('signing in sends the browser to the provider URL from the server', async () => {
    signedOut();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderRoute('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Começar grátis' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/dev-idp/auth?x=1'));
  });

  it('a failed redirect-URL call is logged and shown, and the page stays usable', { timeout: 10_000 }, async () => {
    stubFetch({
      'GET /api/users/me': () => ({ status: 401, body: {} }),
      'GET /api/subscription/plans': () => ({ status: 500, body: {} }),
      'GET /api/app-info': () => ({ body: { devSignIn: false, production: false, supportEmail: null } }),
      'GET /api/oauth/google/redirect_url': () => ({ status: 503, body: {} }),
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Começar grátis' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível iniciar o login. Tente novamente.');
    expect(log).toHaveBeenCalledWith('Failed to get login redirect URL: API responded with HTTP status 503');
    // Plans failed to load (after the query's retries): the client fallback price is quoted.
    expect(
      await screen.findByText('A partir de R$ 56,00/mês no Plano Anual', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
  });
});

describe('signed-in visitors', () => {
  it('/ goes to the dashboard, with the top bar', async () => {
    signedIn();
    const { router } = renderRoute('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atividades' })).toHaveAttribute('href', '/activities');
    expect(screen.getByTestId('user-name')).toHaveTextContent('Ana');
    expect(screen.getByRole('link', { name: 'Área administrativa' })).toHaveAttribute('href', '/admin/login');
  });

  it('without a name, the top bar shows the e-mail and the greeting is neutral', async () => {
    stubFetch({
      ...parentAreaStubs,
      'GET /api/users/me': () => ({
        body: {
          ...sampleUser,
          full_name: null,
          google_user_data: { picture: null, given_name: null, family_name: null },
        },
      }),
      'GET /api/terms/check': () => ({ body: { hasAccepted: true, terms_version: '1.0' } }),
    });
    renderRoute('/dashboard');
    expect(await screen.findByTestId('user-name')).toHaveTextContent('ana@example.com');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Olá!$/);
  });

  it('without a given name, the first word of the full name is used', async () => {
    stubFetch({
      ...parentAreaStubs,
      'GET /api/users/me': () => ({
        body: { ...sampleUser, google_user_data: { picture: null, given_name: null, family_name: null } },
      }),
      'GET /api/terms/check': () => ({ body: { hasAccepted: true, terms_version: '1.0' } }),
    });
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeInTheDocument();
    expect(screen.getByTestId('user-name')).toHaveTextContent('Ana');
  });

  it('asks for the terms before anything else when they are not accepted', async () => {
    signedIn(false);
    renderRoute('/dashboard');
    expect(await screen.findByRole('dialog', { name: 'Termos de Uso e Privacidade' })).toBeInTheDocument();
  });

  it('declining the terms navigates to the logout endpoint', async () => {
    signedIn(false);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderRoute('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Não aceito' }));
    expect(assign).toHaveBeenCalledWith('/api/logout');
  });

  it('logout is sent once, even for a double click, and the button says it is busy', async () => {
    const { calls, release } = signedInWithGatedLogout();
    const { router } = renderRoute('/dashboard');
    const logout = await screen.findByRole('button', { name: 'Sair' });
    fireEvent.click(logout);
    fireEvent.click(logout);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/logout')).toHaveLength(1));
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.filter((c) => c.path === '/api/logout')).toHaveLength(1);
  });

  it('logout clears the local user first, then calls the server, then shows the landing page', async () => {
    const { calls, release } = signedInWithGatedLogout();
    const { router, queryClient } = renderRoute('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/logout')).toBe(true));
    expect(queryClient.getQueryData(['session', 'user'])).toBeNull();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a failed user fetch ends the pending state and logs the documented message (docs/product.md#sign-in)', async () => {
    stubFetch({
      'GET /api/users/me': () => ({ status: 500, body: {} }),
      'GET /api/subscription/plans': () => ({ body: plans }),
      'GET /api/app-info': () => ({ body: { devSignIn: false, production: false, supportEmail: null } }),
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/dashboard');
    expect(await screen.findByText('7 dias grátis para experimentar')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to fetch user: API responded with HTTP status 500');
  });
});

describe('auth callback', () => {
  it("shows 'Finalizando login...' and goes to / when the URL has no code", async () => {
    signedOut();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderRoute('/auth/callback');
    expect(await screen.findByText('Finalizando login...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(log).toHaveBeenCalledWith(
      'Cannot exchange code for session token: no code provided in the URL search params.',
    );
  });

  it('exchanges the code and goes to the dashboard', async () => {
    const { calls } = stubFetch({
      ...parentAreaStubs,
      'POST /api/sessions': () => ({ body: sampleUser }),
      'GET /api/users/me': () => ({ body: sampleUser }),
      'GET /api/terms/check': () => ({ body: { hasAccepted: true, terms_version: '1.0' } }),
    });
    const { router } = renderRoute('/auth/callback?code=abc&state=xyz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((c) => c.path === '/api/sessions')?.body).toEqual({ code: 'abc', state: 'xyz' });
  });
});

describe('unknown pages', () => {
  it('shows a helpful not-found page with a way back', async () => {
    signedOut();
    renderRoute('/nao-existe');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  });
});
