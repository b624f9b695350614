import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
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

function show(paymentId: string | null) {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PaymentResult paymentId={paymentId} />
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
