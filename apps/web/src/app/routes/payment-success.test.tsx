import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { samplePayment } from '../../features/subscription/subscription-stubs';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { stubSignedInParent } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';
import { appRoutes, preloadRoute } from '../router';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * The page on a fake clock: its code is loaded first (with the real one), then fake time runs in
 * small steps until `text` shows; the 2 s of docs/product.md#payment-result count from there.
 */
async function openOnFakeClock(path: string, text: string) {
  await preloadRoute(appRoutes(), '/payment/success');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const view = renderRoute(path);
  for (let i = 0; i < 200 && !screen.queryByText(text); i++) await act(() => vi.advanceTimersByTimeAsync(10));
  expect(screen.getByText(text)).toBeInTheDocument();
  return view;
}

describe('/payment/success', () => {
  it('the query string never decides: "approved" in it, rejected by the server, is not confirmed', async () => {
    const { calls } = stubSignedInParent({
      'GET /api/subscription/payments/123': () => ({
        body: samplePayment({ status: 'rejected', subscription_end_date: null }),
      }),
    });
    await openOnFakeClock(
      '/payment/success?status=approved&collection_status=approved&plan=annual&payment_id=123',
      'Processando pagamento...',
    );
    expect(screen.queryByText('Pagamento aprovado!')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pagamento Não Confirmado');
    expect(screen.queryByText('Pagamento aprovado!')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/subscription/payments/123')).toHaveLength(1);
  });

  it('a refused payment: nothing was charged, and the support contact from the settings (docs/product.md#support-contact)', async () => {
    stubSignedInParent({
      'GET /api/app-info': () => ({
        body: { devSignIn: false, production: false, supportEmail: 'suporte@neurobridge.com.br' },
      }),
      'GET /api/subscription/payments/123': () => ({
        body: samplePayment({ status: 'rejected', subscription_end_date: null }),
      }),
    });
    await openOnFakeClock('/payment/success?plan=annual&payment_id=123', 'Processando pagamento...');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('O pagamento foi recusado ou não foi concluído. Nada foi cobrado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:suporte@neurobridge\.com\.br\?/),
    );
  });

  it('shows the approval the server confirms, inside the signed-in layout', async () => {
    stubSignedInParent({ 'GET /api/subscription/payments/123': () => ({ body: samplePayment() }) });
    const { container } = await openOnFakeClock(
      '/payment/success?status=approved&plan=annual&payment_id=123',
      'Processando pagamento...',
    );
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pagamento aprovado!');
    vi.useRealTimers();
    await expectNoSeriousA11yViolations(container);
  });
});
