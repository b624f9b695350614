import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { samplePaid, stubSubscriptionPage } from '../../features/subscription/subscription-stubs';
import { browser } from '../../lib/navigation';
import { gated, type Handler } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const UPGRADE = 'POST /api/subscription/upgrade';
const INIT_POINT = 'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=pref-1';

function page(upgrade: Handler, subscription = null as ReturnType<typeof samplePaid> | null) {
  const stub = stubSubscriptionPage(subscription, { [UPGRADE]: upgrade });
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const upgrades = () => stub.calls.filter((c) => c.path === '/api/subscription/upgrade');
  return { ...stub, assign, upgrades };
}

describe('/subscription: choosing a plan (docs/product.md#paying)', () => {
  it('asks the server for a checkout once, even for a double click, and goes to its init_point', async () => {
    const { gate, release } = gated();
    const { assign, upgrades } = page(async () => {
      await gate;
      return { body: { payment: { id: 'pref-1', init_point: INIT_POINT } } };
    });
    renderRoute('/subscription');
    const annual = await screen.findByRole('button', { name: 'Assinar Plano Anual' });
    fireEvent.click(annual);
    fireEvent.click(annual);
    await waitFor(() => expect(upgrades()).toHaveLength(1));
    expect(annual).toHaveTextContent('Abrindo o pagamento...');
    expect(annual).toHaveAttribute('aria-busy', 'true');
    for (const name of ['Assinar Plano Trimestral', 'Assinar Plano Semestral']) {
      const other = screen.getByRole('button', { name });
      expect(other).toBeDisabled();
      fireEvent.click(other);
    }
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(INIT_POINT));
    expect(upgrades()).toHaveLength(1);
    expect(upgrades()[0]!.body).toEqual({ plan_type: 'annual', payment_method: 'mercado_pago' });
    expect(upgrades()[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // While the browser leaves for the checkout, no second one is asked for.
    expect(annual).toBeDisabled();
  });

  it('a renewal buys the same way', async () => {
    const { assign, upgrades } = page(
      () => ({ body: { payment: { id: 'pref-2', init_point: INIT_POINT } } }),
      samplePaid(),
    );
    renderRoute('/subscription');
    await userEvent.click(await screen.findByRole('button', { name: 'Renovar Plano Semestral' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(INIT_POINT));
    expect(upgrades()[0]!.body).toEqual({ plan_type: 'biannual', payment_method: 'mercado_pago' });
  });

  it.each([
    [
      "the server's error",
      {
        status: 502,
        body: { error: 'Não foi possível falar com o Mercado Pago agora. Tente novamente em alguns minutos.' },
      },
      'Erro: Não foi possível falar com o Mercado Pago agora. Tente novamente em alguns minutos.',
    ],
    [
      'a 4xx',
      { status: 409, body: { error: 'Seu acesso já está liberado; não é preciso assinar.' } },
      'Erro: Seu acesso já está liberado; não é preciso assinar.',
    ],
    ['no error in the body', { status: 500, body: {} }, 'Erro: Falha ao processar pagamento'],
  ])('shows %s, and a new click is a new attempt with a new key', async (_name, answer, text) => {
    const { assign, upgrades } = page(() => answer);
    renderRoute('/subscription');
    const button = await screen.findByRole('button', { name: 'Assinar Plano Anual' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await waitFor(() => expect(upgrades()).toHaveLength(2));
    expect(upgrades()[1]!.idempotencyKey).not.toBe(upgrades()[0]!.idempotencyKey);
    expect(assign).not.toHaveBeenCalled();
  });

  it('says so when the request never reached the server', async () => {
    const { fn } = page(() => ({ body: {} }));
    const stubbed = fn.getMockImplementation()!;
    fn.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') throw new TypeError('Failed to fetch');
      return stubbed(input, init);
    });
    renderRoute('/subscription');
    await userEvent.click(await screen.findByRole('button', { name: 'Assinar Plano Anual' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao processar pagamento. Tente novamente.');
  });
});
