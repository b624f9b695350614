import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { samplePaid, stubSubscriptionPage } from '../../features/subscription/subscription-stubs';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { renderRoute } from '../../test/render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Trial from 2026-11-18 to 2026-11-25; the quarterly plan paid on the 19th, refunded on the 21st.
const NOW = new Date('2026-11-21T12:00:00.000Z');
const TRIAL = { trial_start_date: '2026-11-18T12:00:00.000Z', trial_end_date: '2026-11-25T12:00:00.000Z' };
const REFUND = { amount: 149, refunded_at: NOW.toISOString() };
const ENDED = 'Reembolso de R$ 149,00 solicitado; o acesso ao plano terminou.';

/** Paid during the trial, within the guarantee. */
const paidInTrial = samplePaid({
  ...TRIAL,
  plan_type: 'quarterly',
  amount_paid: 149,
  subscription_start_date: '2026-11-19T12:00:00.000Z',
  subscription_end_date: '2027-02-19T12:00:00.000Z',
  money_back_until: '2026-11-26T12:00:00.000Z',
});
/** What the server answers once the refund gave the trial's days back (docs/product.md#refunded-plan). */
const refundedInTrial = samplePaid({
  ...TRIAL,
  status: 'trial',
  plan_type: 'trial',
  amount_paid: 149,
  subscription_end_date: NOW.toISOString(),
  trial_days_left: 4,
  refund: REFUND,
});
/** Refunded after the trial: nothing left. */
const refundedEnded = samplePaid({
  status: 'expired',
  plan_type: 'quarterly',
  amount_paid: 149,
  subscription_end_date: NOW.toISOString(),
  refund: REFUND,
});

function open(subscription: ReturnType<typeof samplePaid>, cancelAnswer = refundedInTrial) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  return stubSubscriptionPage(subscription, {
    'POST /api/subscription/cancel': () => ({
      body: { subscription: cancelAnswer, refund: { payment_id: '123', amount: 149 } },
    }),
    'GET /api/activities': () => ({ body: [] }),
  });
}

const buyButtons = async () => {
  await screen.findByRole('button', { name: /^(Assinar|Renovar) Plano Anual/ });
  return screen.getAllByRole('button', { name: /^(Assinar|Renovar) / }).map((b) => b.textContent);
};

describe('a refunded plan on the subscription page (docs/product.md#refunded-plan)', () => {
  it('ended: one message, "Assinar" buttons, no renewal note', async () => {
    open(refundedEnded);
    const { container } = renderRoute('/subscription');
    const status = await screen.findByTestId('subscription-status');
    expect(status).toHaveTextContent(ENDED);
    expect(status).not.toHaveTextContent(/mantém o acesso|terminou em|cancelada/);
    expect(await buyButtons()).toEqual(['Assinar Plano Trimestral', 'Assinar Plano Semestral', 'Assinar Plano Anual']);
    expect(screen.queryByText('O novo período começa quando o atual terminar.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it('inside the trial window: the trial badge, the message and the trial’s end', async () => {
    open(refundedInTrial);
    renderRoute('/subscription');
    const status = await screen.findByTestId('subscription-status');
    expect(within(status).getByTestId('trial-badge')).toHaveTextContent('Teste grátis: 4 dias restantes');
    expect(status).toHaveTextContent(`${ENDED} Seu teste grátis continua até 25/11/2026.`);
    expect(await buyButtons()).toEqual(['Assinar Plano Trimestral', 'Assinar Plano Semestral', 'Assinar Plano Anual']);
  });

  it('a refunded renewal: the period paid before, and "Renovar" for it', async () => {
    open(
      samplePaid({
        status: 'cancelled',
        subscription_end_date: '2027-02-19T12:00:00.000Z',
        refund: { amount: 396, refunded_at: NOW.toISOString() },
      }),
    );
    renderRoute('/subscription');
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent(
      'Reembolso de R$ 396,00 solicitado; você mantém o acesso ao período já pago até 19/02/2027.',
    );
    expect(await buyButtons()).toContain('Renovar Plano Anual');
  });

  it('cancelling inside the trial window: the dialog, the message and the page say the same', async () => {
    open(paidInTrial);
    renderRoute('/subscription');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar e receber o reembolso?' });
    expect(dialog).toHaveTextContent(
      'devolvemos R$ 149,00 e o acesso ao plano termina agora. Seu teste grátis continua até 25/11/2026.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    const said = `${ENDED} Seu teste grátis continua até 25/11/2026.`;
    expect(await within(screen.getByTestId('toast-region')).findByRole('status')).toHaveTextContent(said);
    expect(screen.getByTestId('subscription-status')).toHaveTextContent(said);
    expect(await buyButtons()).not.toContain('Renovar Plano Anual');
    expect(screen.queryByText('O novo período começa quando o atual terminar.')).not.toBeInTheDocument();
  });
});

describe('a refunded plan on the dashboard (docs/product.md#refunded-plan)', () => {
  it('ended: the banner says the one message with "Assinar agora"; no "Assinatura encerrada"', async () => {
    open(refundedEnded);
    const { container } = renderRoute('/dashboard');
    const banner = await screen.findByText(ENDED);
    expect(banner.parentElement).toHaveAttribute('role', 'status');
    expect(within(banner.parentElement!).getByRole('link', { name: 'Assinar agora' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.queryByText('Assinatura encerrada')).not.toBeInTheDocument();
    expect(screen.queryByTestId('trial-badge')).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it('inside the trial window: the trial badge and the banner with the trial’s end', async () => {
    open(refundedInTrial);
    renderRoute('/dashboard');
    expect(await screen.findByTestId('trial-badge')).toHaveTextContent('Teste grátis: 4 dias restantes');
    expect(screen.getByText(`${ENDED} Seu teste grátis continua até 25/11/2026.`)).toBeInTheDocument();
  });
});
