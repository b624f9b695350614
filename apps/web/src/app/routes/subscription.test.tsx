import type { Subscription } from '@neurobridge/shared/api/subscription';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { samplePaid, stubSubscriptionPage } from '../../features/subscription/subscription-stubs';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { gated, sampleTrial } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const trial = sampleTrial as Subscription;
const status = () => screen.findByTestId('subscription-status');
const buyButtons = () => screen.queryAllByRole('button', { name: /^(Assinar|Renovar) / });

describe('/subscription: the status (docs/product.md#subscription-page)', () => {
  it.each([
    [
      'none',
      null,
      ['Você ainda não tem uma assinatura.', 'Comece com 7 dias grátis no painel ou escolha um plano abaixo.'],
    ],
    ['a trial', trial, ['Teste grátis: 5 dias restantes', 'Seu teste termina em 27/11/2026.']],
    ['an active paid plan', samplePaid(), ['Plano Anual ativo', 'Válido até 20/11/2027.']],
    [
      'a paid plan within the guarantee',
      samplePaid({ money_back_until: '2026-11-27T12:00:00.000Z' }),
      ['Plano Anual ativo', 'Garantia de 7 dias: cancele até 27/11/2026 e devolvemos o valor.'],
    ],
    ['a plan not among the plans shown', samplePaid({ plan_type: 'monthly' }), ['Plano ativo']],
    [
      'access granted by the team',
      samplePaid({ plan_type: 'admin_granted', amount_paid: null }),
      ['Acesso liberado pela equipe NeuroBridge até 20/11/2027.'],
    ],
    [
      'a cancelled plan',
      samplePaid({ status: 'cancelled' }),
      ['Assinatura cancelada. Você mantém o acesso até 20/11/2027.'],
    ],
    ['an expired trial', { ...trial, status: 'expired', trial_days_left: 0 }, ['Seu teste grátis terminou.']],
    ['an expired plan', samplePaid({ status: 'expired' }), ['Sua assinatura terminou em 20/11/2027.']],
  ] as const)('%s', async (_name, subscription, texts) => {
    stubSubscriptionPage(subscription as Subscription | null);
    renderRoute('/subscription');
    const card = await status();
    for (const text of texts) expect(card).toHaveTextContent(text);
    if (!texts.some((t) => t.startsWith('Garantia'))) expect(card).not.toHaveTextContent('Garantia');
  });

  it('shows the loading text, then a failure with a retry that loads it', async () => {
    const { gate, release } = gated();
    let fail = true;
    stubSubscriptionPage(null, {
      'GET /api/subscription': async () => {
        await gate;
        return fail ? { status: 500, body: {} } : { body: samplePaid() };
      },
    });
    renderRoute('/subscription');
    expect((await screen.findByText('Carregando assinatura...')).closest('[role="status"]')).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar a sua assinatura.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await status()).toHaveTextContent('Plano Anual ativo');
  });
});

describe('/subscription: the plans', () => {
  it('shows the enabled plans in order with their prices, the notes and a way back', async () => {
    stubSubscriptionPage(null);
    const { container } = renderRoute('/subscription');
    expect(await screen.findByRole('heading', { level: 1, name: 'Assinatura' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('plan-card')).toHaveLength(3));
    const [quarterly, biannual, annual] = screen.getAllByTestId('plan-card') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(quarterly).getByRole('heading')).toHaveTextContent('Plano Trimestral');
    expect(quarterly).toHaveTextContent('R$ 149,00');
    expect(quarterly).not.toHaveTextContent('Economize');
    expect(quarterly).not.toHaveTextContent('Mais popular');
    expect(biannual).toHaveTextContent('Mais popular');
    expect(biannual).toHaveTextContent('Economize 11%');
    expect(annual).toHaveTextContent('R$ 396,00');
    expect(annual).toHaveTextContent('12 meses');
    expect(annual).toHaveTextContent('R$ 33,00/mês');
    expect(annual).toHaveTextContent('Economize 34%');
    expect(annual).toHaveTextContent('Acesso por 12 meses.');
    expect(screen.queryByText('Plano Mensal')).not.toBeInTheDocument();
    expect(within(annual).getByRole('button', { name: 'Assinar Plano Anual' })).toBeEnabled();
    expect(screen.queryByText('O novo período começa quando o atual terminar.')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Garantia de 7 dias: se mudar de ideia, cancele em até 7 dias após o pagamento e devolvemos o valor.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Pagamento seguro pelo Mercado Pago.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute('href', '/dashboard');
    await expectNoSeriousA11yViolations(container);
  });

  it('offers a renewal while a paid plan gives access', async () => {
    stubSubscriptionPage(samplePaid({ status: 'cancelled' }));
    renderRoute('/subscription');
    expect(await screen.findByRole('button', { name: 'Renovar Plano Anual' })).toBeEnabled();
    expect(screen.getByText('O novo período começa quando o atual terminar.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Assinar / })).not.toBeInTheDocument();
  });

  it('access granted by the team: the plans without buy buttons', async () => {
    stubSubscriptionPage(samplePaid({ plan_type: 'admin_granted' }));
    renderRoute('/subscription');
    expect(await status()).toHaveTextContent('Acesso liberado pela equipe NeuroBridge');
    await waitFor(() => expect(screen.getAllByTestId('plan-card')).toHaveLength(3));
    expect(buyButtons()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument();
  });

  it("plans that cannot be loaded: the browser's set, display only, and a retry", async () => {
    let fail = true;
    stubSubscriptionPage(null, {
      'GET /api/subscription/plans': () => (fail ? { status: 400, body: {} } : { body: {} }),
    });
    renderRoute('/subscription');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os preços atualizados.');
    expect(screen.getAllByTestId('plan-card')).toHaveLength(4);
    expect(screen.getByText('R$ 672,00')).toBeInTheDocument();
    for (const button of buyButtons()) expect(button).toBeDisabled();
    expect(buyButtons()).toHaveLength(4);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.queryAllByTestId('plan-card')).toHaveLength(0);
  });
});
