import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { stubFetch, type Handler } from '../../../test/fetch-stub';
import { samplePayment } from '../subscription-stubs';
import { PaymentResult } from './payment-result';

// docs/product.md#payment-result, on a fake clock: 2 s of waiting, then a question every 2 s, 5 at most.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PAYMENT = 'GET /api/subscription/payments/123';
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The server answers each question with the next of `answers` (the last one repeats). */
function answering(...answers: ReturnType<Handler>[]) {
  const stub = stubFetch({ [PAYMENT]: () => (answers.length > 1 ? answers.shift()! : answers[0]!) });
  const asked = () => stub.calls.filter((c) => c.path === '/api/subscription/payments/123').length;
  return { ...stub, asked };
}

function show(paymentId: string | null, supportEmail: string | null = null) {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PaymentResult paymentId={paymentId} supportEmail={supportEmail} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

const heading = () => screen.getByRole('heading', { level: 1 });
const PENDING_TEXT = /Se você já pagou, a confirmação pode levar alguns minutos/;

describe('the payment result', () => {
  it('waits 2 s, asks again while pending, and shows the approval with its links', async () => {
    const { asked } = answering({ body: samplePayment({ status: 'pending' }) }, { body: samplePayment() });
    show('123');
    expect(screen.getByRole('status')).toHaveTextContent('Processando pagamento...');
    await wait(1999);
    expect(asked()).toBe(0);
    await wait(1);
    expect(asked()).toBe(1);
    expect(heading()).toHaveTextContent('Processando pagamento...');
    await wait(1999);
    expect(asked()).toBe(1);
    await wait(1);
    expect(asked()).toBe(2);
    expect(heading()).toHaveTextContent('Pagamento aprovado!');
    expect(screen.getByRole('status')).toHaveTextContent('Seu Plano Anual está ativo até 20/11/2027.');
    expect(screen.getByRole('link', { name: 'Ver atividades' })).toHaveAttribute('href', '/activities');
    expect(screen.getByRole('link', { name: 'Ir para o painel' })).toHaveAttribute('href', '/dashboard');
    await wait(10_000);
    expect(asked()).toBe(2);
  });

  it('an approval refreshes the subscription, the library and the dashboard numbers', async () => {
    answering({ body: samplePayment() });
    const queryClient = createQueryClient();
    const keys = [
      ['/api/subscription', {}, {}],
      ['/api/activities', {}, {}],
      ['/api/activities/:id', { id: 2 }, {}],
      ['/api/dashboard/stats', {}, {}],
    ];
    for (const key of keys) queryClient.setQueryData(key, {});
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <PaymentResult paymentId="123" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await wait(2000);
    expect(heading()).toHaveTextContent('Pagamento aprovado!');
    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it.each(['rejected', 'refunded'] as const)(
    '%s: not confirmed at once, without the pending sentence',
    async (status) => {
      const { asked } = answering({ body: samplePayment({ status, subscription_end_date: null }) });
      show('123');
      await wait(2000);
      expect(heading()).toHaveTextContent('Pagamento Não Confirmado');
      expect(screen.queryByText(PENDING_TEXT)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute('href', '/subscription');
      await wait(10_000);
      expect(asked()).toBe(1);
    },
  );

  it('still pending after 5 questions: not confirmed, with the pending sentence', async () => {
    const { asked } = answering({ body: samplePayment({ status: 'pending', subscription_end_date: null }) });
    show('123');
    await wait(2000 + 3 * 2000 + 1999);
    expect(asked()).toBe(4);
    expect(heading()).toHaveTextContent('Processando pagamento...');
    await wait(1);
    expect(asked()).toBe(5);
    expect(heading()).toHaveTextContent('Pagamento Não Confirmado');
    expect(screen.getByText(PENDING_TEXT)).toBeInTheDocument();
    await wait(10_000);
    expect(asked()).toBe(5);
  });

  it("someone else's or an unknown payment (404) is not confirmed, and not asked again", async () => {
    const { asked } = answering({ status: 404, body: { error: 'Pagamento não encontrado.' } });
    show('123');
    await wait(2000);
    expect(heading()).toHaveTextContent('Pagamento Não Confirmado');
    expect(screen.queryByText(PENDING_TEXT)).not.toBeInTheDocument();
    await wait(10_000);
    expect(asked()).toBe(1);
  });

  it('a failure of the server is asked again; the last answer decides the sentence', async () => {
    const { asked } = answering(
      { status: 503, body: {} },
      { body: samplePayment({ status: 'pending', subscription_end_date: null }) },
      { status: 500, body: { error: 'Algo deu errado do nosso lado. Tente novamente em instantes.' } },
    );
    show('123');
    await wait(2000 + 4 * 2000);
    expect(asked()).toBe(5);
    expect(heading()).toHaveTextContent('Pagamento Não Confirmado');
    expect(screen.queryByText(PENDING_TEXT)).not.toBeInTheDocument();
  });

  it('without a payment id: not confirmed after the 2 s, nothing asked', async () => {
    const { calls } = answering({ body: samplePayment() });
    show(null);
    await wait(1999);
    expect(heading()).toHaveTextContent('Processando pagamento...');
    await wait(1);
    expect(heading()).toHaveTextContent('Pagamento Não Confirmado');
    expect(calls).toHaveLength(0);
  });
});

describe('a payment not confirmed: what happened and what to do next (docs/product.md#payment-result)', () => {
  const REFUSED = 'O pagamento foi recusado ou não foi concluído. Nada foi cobrado.';
  const UNKNOWN = 'Não conseguimos confirmar este pagamento. Se ele não foi concluído, nada foi cobrado.';
  const NEXT = 'Você pode tentar de novo com outro cartão ou outra forma de pagamento.';

  it('refused: nothing was charged, try another card or method, and the support contact', async () => {
    answering({ body: samplePayment({ status: 'rejected', subscription_end_date: null }) });
    show('123', 'suporte@neurobridge.com.br');
    await wait(2000);
    const status = screen.getByRole('status');
    expect(heading()).toHaveTextContent('Pagamento Não Confirmado');
    expect(within(status).getByText(REFUSED)).toBeInTheDocument();
    expect(within(status).getByText(NEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute('href', '/subscription');
    expect(screen.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute(
      'href',
      'mailto:suporte@neurobridge.com.br?subject=Pagamento%20n%C3%A3o%20confirmado',
    );
    vi.useRealTimers();
    await expectNoSeriousA11yViolations(document.body);
  });

  it.each([
    ['an unknown payment (404)', { status: 404, body: { error: 'Pagamento não encontrado.' } }],
    ['a refunded one', { body: samplePayment({ status: 'refunded', subscription_end_date: null }) }],
  ])('%s: not said to be refused, with the same next step', async (_name, answer) => {
    answering(answer);
    show('123');
    await wait(2000);
    expect(within(screen.getByRole('status')).getByText(UNKNOWN)).toBeInTheDocument();
    expect(screen.getByText(NEXT)).toBeInTheDocument();
    expect(screen.queryByText(REFUSED)).not.toBeInTheDocument();
  });

  it('still pending: not told that nothing was charged', async () => {
    answering({ body: samplePayment({ status: 'pending', subscription_end_date: null }) });
    show('123', 'suporte@neurobridge.com.br');
    await wait(2000 + 4 * 2000);
    expect(screen.getByText(PENDING_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/Nada foi cobrado|nada foi cobrado/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Falar com o suporte' })).toBeInTheDocument();
  });

  it('without a support contact in the settings: no "Falar com o suporte"', async () => {
    answering({ body: samplePayment({ status: 'rejected', subscription_end_date: null }) });
    show('123', null);
    await wait(2000);
    expect(screen.getByText(REFUSED)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Falar com o suporte' })).not.toBeInTheDocument();
  });
});
