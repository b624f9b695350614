import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubSignedInProfessional } from '../../features/professional/professional-stubs';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { sampleActivity, sampleUser, stubSignedInParent, type Handler } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const locked = sampleActivity({
  id: 2,
  title: 'Rotina da escola com horários',
  content: null,
  is_premium: true,
  is_locked: true,
  required_subscription_months: 6,
  unlock_description: 'Disponível a partir do 6º mês de assinatura',
});

const library: Record<string, Handler> = {
  'GET /api/activities': () => ({ body: [sampleActivity(), locked] }),
  'GET /api/activities/2': () => ({ body: locked }),
};

const accounts = {
  'a professional-only account': () => stubSignedInProfessional(library),
  'a parent': () => stubSignedInParent(library),
  'a parent who is also a professional': () =>
    stubSignedInParent({
      ...library,
      'GET /api/users/me': () => ({ body: { ...sampleUser, is_professional: true } }),
      'GET /api/professional/children': () => ({ body: [] }),
    }),
};

describe('who sees the plans (docs/product.md#who-sees-the-plans)', () => {
  it('a professional-only account: the library has no unlock banner and no "Ver planos", the locked card still says why', async () => {
    accounts['a professional-only account']();
    const { container } = renderRoute('/activities');
    const cards = await screen.findAllByTestId('activity-card');
    const premium = cards[1]!;
    expect(premium).toHaveTextContent('Disponível a partir do 6º mês de assinatura');
    expect(within(premium).getByLabelText('Bloqueada')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver planos' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Assine/)).not.toBeInTheDocument();
    expect(document.querySelector('a[href="/subscription"]')).toBeNull();
    await expectNoSeriousA11yViolations(container);
  });

  it('a professional-only account: a locked activity’s page says why, with no way to the plans', async () => {
    accounts['a professional-only account']();
    renderRoute('/activity/2');
    expect(await screen.findByText('Disponível a partir do 6º mês de assinatura')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver planos' })).not.toBeInTheDocument();
    expect(document.querySelector('a[href="/subscription"]')).toBeNull();
  });

  it.each(['a parent', 'a parent who is also a professional'] as const)(
    '%s: the unlock banner and the locked card and page lead to the plans',
    async (who) => {
      accounts[who]();
      const { unmount } = renderRoute('/activities');
      expect(await screen.findByText(/Assine para desbloquear as demais/)).toBeInTheDocument();
      const premium = (await screen.findAllByTestId('activity-card'))[1]!;
      expect(within(premium).getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/subscription');
      unmount();
      renderRoute('/activity/2');
      expect(await screen.findByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/subscription');
    },
  );
});
