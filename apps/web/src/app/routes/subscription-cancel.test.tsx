import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { samplePaid, stubSubscriptionPage } from '../../features/subscription/subscription-stubs';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { gated, type Handler } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The page is opened on 2026-11-22 (a fake Date only: the timers stay real).
const NOW = new Date('2026-11-22T12:00:00.000Z');
const inGuarantee = samplePaid({ money_back_until: '2026-11-27T12:00:00.000Z' });
const CANCEL = 'POST /api/subscription/cancel';

function page(subscription: ReturnType<typeof samplePaid>, cancel: Handler) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const stub = stubSubscriptionPage(subscription, {
    [CANCEL]: cancel,
    'GET /api/activities': () => ({ body: [] }),
  });
  const cancels = () => stub.calls.filter((c) => c.path === '/api/subscription/cancel');
  return { ...stub, cancels };
}

async function openDialog(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
  return screen.getByRole('dialog', { name });
}

describe('/subscription: cancelling (docs/product.md#money-back)', () => {
  it('within the guarantee: refunds once, stores the answer and refreshes the tier', async () => {
    const { gate, release } = gated();
    // What the server answers: ended at once, with the refund (docs/product.md#refunded-plan).
    const cancelled = samplePaid({
      status: 'expired',
      subscription_end_date: NOW.toISOString(),
      refund: { amount: 396, refunded_at: NOW.toISOString() },
    });
    const { cancels } = page(inGuarantee, async () => {
      await gate;
      return { body: { subscription: cancelled, refund: { payment_id: '123', amount: 396 } } };
    });
    const { container, queryClient } = renderRoute('/subscription');
    const dialog = await openDialog('Cancelar e receber o reembolso?');
    expect(dialog).toHaveTextContent(
      'Você está dentro da garantia de 7 dias: devolvemos R$ 396,00 e o acesso ao plano termina agora.',
    );
    await expectNoSeriousA11yViolations(container);
    await userEvent.type(within(dialog).getByLabelText('Motivo (opcional)'), '  Mudamos de ideia  ');
    queryClient.setQueryData(['/api/activities', {}, {}], []);
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar cancelamento' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveTextContent('Cancelando...'));
    expect(within(dialog).getByRole('button', { name: 'Manter assinatura' })).toBeDisabled();
    release();
    const ended = 'Reembolso de R$ 396,00 solicitado; o acesso ao plano terminou.';
    const toast = await within(screen.getByTestId('toast-region')).findByRole('status');
    expect(toast).toHaveTextContent(ended);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancels()).toHaveLength(1);
    expect(cancels()[0]!.body).toEqual({ reason: 'Mudamos de ideia' });
    expect(cancels()[0]!.idempotencyKey).toBeTruthy();
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent(ended);
    expect(screen.queryByRole('button', { name: 'Cancelar assinatura' })).not.toBeInTheDocument();
    expect(queryClient.getQueryState(['/api/activities', {}, {}])?.isInvalidated).toBe(true);
  });

  it('after the guarantee: keeps the access until the end date', async () => {
    const { cancels } = page(samplePaid(), () => ({
      body: { subscription: samplePaid({ status: 'cancelled' }), refund: null },
    }));
    renderRoute('/subscription');
    const dialog = await openDialog('Cancelar a assinatura?');
    expect(dialog).toHaveTextContent(
      'Você mantém o acesso até 20/11/2027. Depois disso, só as atividades gratuitas ficam liberadas.',
    );
    expect(within(dialog).getByLabelText('Motivo (opcional)')).toHaveAttribute('maxlength', '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    const toast = await within(screen.getByTestId('toast-region')).findByRole('status');
    expect(toast).toHaveTextContent('Assinatura cancelada. Você mantém o acesso até 20/11/2027.');
    expect(screen.getByTestId('subscription-status')).toHaveTextContent(
      'Assinatura cancelada. Você mantém o acesso até 20/11/2027.',
    );
    expect(cancels()[0]!.body).toEqual({});
  });

  it('a guarantee that ran out while the page was open is not offered', async () => {
    page(samplePaid({ money_back_until: '2026-11-22T11:00:00.000Z' }), () => ({ status: 500, body: {} }));
    renderRoute('/subscription');
    expect(await openDialog('Cancelar a assinatura?')).toBeInTheDocument();
  });

  it('"Manter assinatura" closes without asking the server', async () => {
    const { cancels } = page(samplePaid(), () => ({ status: 500, body: {} }));
    renderRoute('/subscription');
    const dialog = await openDialog('Cancelar a assinatura?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Manter assinatura' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancels()).toHaveLength(0);
  });

  it.each([
    [
      "the server's error",
      {
        status: 502,
        body: { error: 'Não foi possível falar com o Mercado Pago agora. Tente novamente em alguns minutos.' },
      },
      'Não foi possível falar com o Mercado Pago agora. Tente novamente em alguns minutos.',
    ],
    ['the fallback', { status: 500, body: {} }, 'Não foi possível cancelar. Tente novamente.'],
  ])('a failure shows %s and leaves the plan as it was', async (_name, answer, text) => {
    page(inGuarantee, () => answer);
    renderRoute('/subscription');
    const dialog = await openDialog('Cancelar e receber o reembolso?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Plano Anual ativo');
  });
});
