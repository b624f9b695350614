import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser, stubSignedInParent } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';
import { appRoutes, preloadRoute } from '../router';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PLANS = {
  annual: {
    name: 'Plano Anual',
    price: 396,
    currency: 'BRL',
    billing_cycle: '12 meses',
    description: '',
    enabled: true,
  },
};

function signedInAs(role: 'parent' | 'professional' | null, extra: Parameters<typeof stubSignedInParent>[0] = {}) {
  return stubSignedInParent({
    'GET /api/users/me': () => ({ body: { ...sampleUser, role, is_professional: role === 'professional' } }),
    'GET /api/subscription/plans': () => ({ body: PLANS }),
    ...extra,
  });
}

async function expectAt(router: ReturnType<typeof renderRoute>['router'], pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

describe('an account without a role', () => {
  it.each(['/dashboard', '/activities', '/subscription', '/child/10'])(
    'visiting %s goes to /onboarding',
    async (path) => {
      signedInAs(null);
      const { router } = renderRoute(path);
      await expectAt(router, '/onboarding');
      expect(await screen.findByRole('heading', { name: 'Como você vai usar o NeuroBridge?' })).toBeInTheDocument();
    },
  );

  it('sees the terms first, over the onboarding', async () => {
    signedInAs(null, {
      'GET /api/terms/check': () => ({ body: { hasAccepted: false, terms_version: '1.0' } }),
      'GET /api/terms': () => ({ body: { version: '1.0', text: 'Termos.' } }),
    });
    const { router } = renderRoute('/dashboard');
    await expectAt(router, '/onboarding');
    expect(await screen.findByRole('dialog', { name: 'Termos de Uso e Privacidade' })).toBeInTheDocument();
  });

  it('as a parent, ends on /dashboard 2 s after "Tudo pronto!"', async () => {
    await preloadRoute(appRoutes(), '/onboarding');
    await preloadRoute(appRoutes(), '/dashboard');
    signedInAs(null, { 'POST /api/onboarding/complete': () => ({ body: { ...sampleUser, role: 'parent' } }) });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { router } = renderRoute('/onboarding');
    const find = async (name: string) => {
      for (let i = 0; i < 200 && !screen.queryByRole('heading', { name }); i++) {
        await act(() => vi.advanceTimersByTimeAsync(10));
      }
      return screen.getByRole('heading', { name });
    };
    await find('Como você vai usar o NeuroBridge?');
    fireEvent.click(screen.getByRole('button', { name: 'Sou pai, mãe ou responsável' }));
    fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    await find('Tudo pronto!');
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(router.state.location.pathname).toBe('/onboarding');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('an account with a role', () => {
  it.each([
    ['parent', '/dashboard'],
    ['professional', '/professional-dashboard'],
  ] as const)('a %s visiting /onboarding goes to %s', async (role, home) => {
    signedInAs(role);
    const { router } = renderRoute('/onboarding');
    await expectAt(router, home);
  });

  it.each(['/dashboard', '/subscription'])(
    'a professional visiting %s goes to /professional-dashboard',
    async (path) => {
      signedInAs('professional');
      const { router } = renderRoute(path);
      await expectAt(router, '/professional-dashboard');
    },
  );

  it('a professional may open the activities', async () => {
    signedInAs('professional');
    const { router } = renderRoute('/activities');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/activities');
  });

  it('a parent stays on the dashboard', async () => {
    signedInAs('parent');
    const { router } = renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: /Olá, Ana/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
