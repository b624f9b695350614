import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { samplePayment } from '../../features/subscription/subscription-stubs';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { gated, stubSignedInParent, type Handler } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ID = 'ck_0123456789abcdefghijkl';
const PATH = `/api/test-payment/${ID}`;
const checkout = (overrides: Record<string, unknown> = {}) => ({
  id: ID,
  plan_type: 'annual',
  plan_name: 'Plano Anual',
  months: 12,
  amount: 396,
  currency: 'BRL',
  payment_id: null,
  ...overrides,
});

function demo(overrides: Record<string, Handler> = {}) {
  const stub = stubSignedInParent({ [`GET ${PATH}`]: () => ({ body: checkout() }), ...overrides });
  const posts = () => stub.calls.filter((c) => c.method === 'POST' && c.path === PATH);
  return { ...stub, posts };
}

describe('/test-payment (docs/product.md#demo-payment)', () => {
  it('shows the demo checkout, and an approval posts once and goes to the result', async () => {
    const { gate, release } = gated();
    const { posts } = demo({
      [`POST ${PATH}`]: async () => {
        await gate;
        return { body: samplePayment({ id: `test-${ID}` }) };
      },
    });
    const { router, container } = renderRoute(`/test-payment?checkout=${ID}`);
    expect(await screen.findByText('Carregando pagamento de teste...')).toBeInTheDocument();
    expect(await screen.findByText('Valor: R$ 396,00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pagamento de teste' })).toBeInTheDocument();
    expect(screen.getByText('Modo de demonstração: nenhuma cobrança real é feita.')).toBeInTheDocument();
    expect(screen.getByText('Plano Anual')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
    const approve = screen.getByRole('button', { name: 'Aprovar pagamento' });
    fireEvent.click(approve);
    fireEvent.click(approve);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Recusar pagamento' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Recusar pagamento' }));
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/success'));
    expect(router.state.location.search).toBe(`?status=approved&plan=annual&payment_id=test-${ID}`);
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.body).toEqual({ outcome: 'approved' });
  });

  it('a refusal goes to the result with the status the server answered', async () => {
    const { posts } = demo({
      [`POST ${PATH}`]: () => ({
        body: samplePayment({ id: `test-${ID}`, status: 'rejected', subscription_end_date: null }),
      }),
    });
    const { router } = renderRoute(`/test-payment?checkout=${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Recusar pagamento' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?status=rejected&plan=annual&payment_id=test-${ID}`),
    );
    expect(posts()[0]!.body).toEqual({ outcome: 'rejected' });
  });

  it('a checkout already paid goes straight to the result', async () => {
    const { posts } = demo({ [`GET ${PATH}`]: () => ({ body: checkout({ payment_id: `test-${ID}` }) }) });
    const { router } = renderRoute(`/test-payment?checkout=${ID}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/success'));
    expect(router.state.location.search).toBe(`?plan=annual&payment_id=test-${ID}`);
    expect(posts()).toHaveLength(0);
  });

  it.each([
    ['the demo is off or the checkout is not yours (404)', `/test-payment?checkout=${ID}`],
    ['no checkout in the address', '/test-payment'],
  ])('%s: unavailable, with a way back', async (_name, path) => {
    demo({ [`GET ${PATH}`]: () => ({ status: 404, body: { error: 'Pagamento de teste não encontrado.' } }) });
    renderRoute(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('Pagamento de teste indisponível.');
    expect(screen.getByRole('link', { name: 'Voltar para a assinatura' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByRole('button', { name: 'Aprovar pagamento' })).not.toBeInTheDocument();
  });

  it.each([
    [
      "the server's error",
      { status: 409, body: { error: 'Pagamento de teste não encontrado.' } },
      'Pagamento de teste não encontrado.',
    ],
    ['the fallback', { status: 500, body: {} }, 'Não foi possível concluir o pagamento de teste. Tente novamente.'],
  ])('a failed payment shows %s and can be tried again', async (_name, answer, text) => {
    const { posts } = demo({ [`POST ${PATH}`]: () => answer });
    const { router } = renderRoute(`/test-payment?checkout=${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Aprovar pagamento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(router.state.location.pathname).toBe('/test-payment');
    await userEvent.click(screen.getByRole('button', { name: 'Aprovar pagamento' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
  });

  it('a checkout that cannot be loaded offers a retry', async () => {
    let fail = true;
    demo({ [`GET ${PATH}`]: () => (fail ? { status: 503, body: {} } : { body: checkout() }) });
    const { queryClient } = renderRoute(`/test-payment?checkout=${ID}`);
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Algo deu errado. Tente novamente.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Valor: R$ 396,00')).toBeInTheDocument();
  });
});
