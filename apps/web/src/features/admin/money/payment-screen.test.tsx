import { adminMoneyApi } from '@neurobridge/shared/api/admin-money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render';
import { adminKey } from '../api/admin-client';
import { stubAdminArea } from '../shell/admin-stubs';
import { refundedPaymentDetail, samplePaymentDetail, sampleRevenue } from './money-stubs';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Answer = { status?: number; body?: unknown };
const REASON = 'A família pediu pelo suporte: cobrança em duplicidade.';

function stub(routes: { get?: () => Answer | Promise<Answer>; refund?: (body: unknown) => Answer | Promise<Answer> }) {
  return stubAdminArea({
    'GET /api/admin/payments/41': () => (routes.get ? routes.get() : { body: samplePaymentDetail() }),
    'POST /api/admin/payments/41/refund': (init) =>
      routes.refund ? routes.refund(JSON.parse(String(init?.body))) : { status: 500, body: {} },
  });
}
const refundCalls = (calls: { method: string; path: string; body?: unknown }[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/admin/payments/41/refund');

/** A detail row's value, by its label. */
function detail(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

describe('/admin/pagamentos/:paymentId (docs/product.md#admin-payments-screen)', () => {
  it('shows the payment, its family, its Mercado Pago page in a new tab and the history in order', async () => {
    stub({});
    const view = renderRoute('/admin/pagamentos/41');
    expect(await screen.findByText('Carregando pagamento...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Pagamento de R\$\s396,00 · Marta Lima$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos pagamentos' })).toHaveAttribute('href', '/admin/pagamentos');
    expect(within(detail('Família')).getByRole('link', { name: 'Ver Marta Lima em Usuários' })).toHaveAttribute(
      'href',
      '/admin/users?search=marta%40example.com',
    );
    expect(detail('Família')).toHaveTextContent('marta@example.com');
    expect(detail('Plano')).toHaveTextContent('Anual');
    expect(detail('Valor')).toHaveTextContent(/^R\$\s396,00$/);
    expect(detail('Situação')).toHaveTextContent('Aprovado');
    expect(detail('Criado em')).toHaveTextContent('07/03/2026, 12:30');
    expect(detail('Plano vale até')).toHaveTextContent('07/03/2027');
    expect(screen.queryByText('Reembolsado em')).not.toBeInTheDocument();
    const mp = within(detail('Mercado Pago')).getByRole('link', { name: 'Abrir no Mercado Pago (abre em nova aba)' });
    expect(mp).toHaveAttribute('href', 'https://www.mercadopago.com.br/activities?q=1234567890');
    expect(mp).toHaveAttribute('target', '_blank');
    expect(mp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(detail('Mercado Pago')).toHaveTextContent('1234567890');

    const history = screen.getByRole('heading', { name: 'Histórico' }).parentElement!;
    const items = within(within(history).getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Pendente07/03/2026, 12:29Mercado Pago',
      'Aprovado07/03/2026, 12:30Mercado Pago',
    ]);
    expect(screen.getByRole('button', { name: 'Reembolsar' })).toBeInTheDocument();
    await expectNoSeriousA11yViolations(view.container);
  });

  it('refunds once with a required reason: the page, the list and the revenue show it after', async () => {
    const { gate, release } = gated();
    const { calls } = stub({
      refund: async (body) => {
        await gate;
        return { body: refundedPaymentDetail((body as { reason: string }).reason) };
      },
    });
    const view = renderRoute('/admin/pagamentos/41');
    // The list and the revenue already read in this tab: the refund makes them stale.
    const listKey = adminKey(adminMoneyApi.payments, undefined, {});
    const revenueKey = adminKey(adminMoneyApi.revenue, undefined, { period: 'last_30_days' });
    view.queryClient.setQueryData(listKey, { pages: [], pageParams: [] });
    view.queryClient.setQueryData(revenueKey, sampleRevenue);

    await userEvent.click(await screen.findByRole('button', { name: 'Reembolsar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reembolsar este pagamento?' });
    expect(dialog).toHaveTextContent(
      /Devolvemos R\$\s396,00 a Marta Lima pelo Mercado Pago e o plano termina agora, como no cancelamento feito pela própria família\./,
    );
    await expectNoSeriousA11yViolations(view.container);

    // Without a reason: marked beside the field, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar reembolso' }));
    const reason = within(dialog).getByLabelText('Motivo do reembolso');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(/Informe o motivo do reembolso\./);
    await waitFor(() => expect(reason).toHaveFocus());
    expect(refundCalls(calls)).toHaveLength(0);

    await userEvent.type(reason, REASON);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Confirmar reembolso' }));
    expect(within(dialog).getByRole('button', { name: 'Reembolsando...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(refundCalls(calls).map((c) => c.body)).toEqual([{ reason: REASON }]);

    expect(screen.getByTestId('toast-region')).toHaveTextContent(/Reembolso feito: R\$\s396,00 devolvidos\./);
    expect(detail('Situação')).toHaveTextContent('Reembolsado');
    expect(detail('Reembolsado em')).toHaveTextContent('08/03/2026, 09:00');
    const history = screen.getByRole('heading', { name: 'Histórico' });
    await waitFor(() => expect(history).toHaveFocus());
    const last = within(history.parentElement!).getAllByRole('listitem').at(-1)!;
    expect(last).toHaveTextContent('Reembolsado');
    expect(last).toHaveTextContent('Administração · por gestora');
    expect(last).toHaveTextContent(REASON);
    expect(screen.queryByRole('button', { name: 'Reembolsar' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Este pagamento já foi reembolsado.');
    expect(view.queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(view.queryClient.getQueryState(revenueKey)?.isInvalidated).toBe(true);
    await expectNoSeriousA11yViolations(view.container);
  });

  it('a refusal is said in the dialog and the payment is read again; a refused reason is marked beside the field', async () => {
    let gets = 0;
    let answer: Answer = {
      status: 409,
      body: { error: 'O prazo de 7 dias para reembolso deste pagamento terminou.' },
    };
    const { calls } = stub({
      get: () => {
        gets += 1;
        return { body: samplePaymentDetail() };
      },
      refund: () => answer,
    });
    renderRoute('/admin/pagamentos/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Reembolsar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Motivo do reembolso'), REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar reembolso' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'O prazo de 7 dias para reembolso deste pagamento terminou.',
    );
    await waitFor(() => expect(gets).toBe(2));

    answer = { status: 400, body: { error: 'x', fields: { reason: 'O motivo pode ter no máximo 500 caracteres.' } } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar reembolso' }));
    const reason = within(dialog).getByLabelText('Motivo do reembolso');
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(reason).toHaveAccessibleDescription(/O motivo pode ter no máximo 500 caracteres\./);
    expect(refundCalls(calls)).toHaveLength(2);

    // Cancel leaves the payment as it was.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reembolsar' })).toBeInTheDocument();
  });

  it('a payment that cannot be refunded from here says why; a test payment has no Mercado Pago page; a deleted family', async () => {
    stub({
      get: () => ({
        body: samplePaymentDetail({
          family: null,
          provider: 'test',
          provider_payment_id: 'test-7f3a',
          provider_url: null,
          refundable: false,
          refund_blocked: 'A garantia de 7 dias deste pagamento terminou em 14/03/2026.',
          history: [],
        }),
      }),
    });
    const view = renderRoute('/admin/pagamentos/41');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Sem reembolso por aquiA garantia de 7 dias deste pagamento terminou em 14/03/2026.',
    );
    expect(screen.queryByRole('button', { name: 'Reembolsar' })).not.toBeInTheDocument();
    expect(detail('Mercado Pago')).toHaveTextContent('Pagamento de teste: não há página no Mercado Pago.');
    expect(within(detail('Mercado Pago')).queryByRole('link')).not.toBeInTheDocument();
    expect(detail('Família')).toHaveTextContent('A família excluiu a conta');
    expect(screen.getByText('Nenhuma mudança de situação registrada.')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(view.container);
  });

  it('an unknown payment is not found; an id that is no id asks nothing', async () => {
    const { calls } = stub({ get: () => ({ status: 404, body: { error: 'Pagamento não encontrado.' } }) });
    const view = renderRoute('/admin/pagamentos/41');
    expect(await screen.findByRole('alert')).toHaveTextContent('Pagamento não encontrado.');
    expect(screen.queryByRole('button', { name: /Tentar novamente/ })).not.toBeInTheDocument();
    view.unmount();

    renderRoute('/admin/pagamentos/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Pagamento inválido.');
    expect(calls.filter((c) => c.path.startsWith('/api/admin/payments/abc'))).toHaveLength(0);
    screen.getByRole('link', { name: 'Voltar aos pagamentos' });
  });

  it('says when the payment cannot load, and retries', async () => {
    let fail = true;
    stub({ get: () => (fail ? { status: 500, body: { error: 'x' } } : { body: samplePaymentDetail() }) });
    renderRoute('/admin/pagamentos/41');
    expect(
      await screen.findByText('Não foi possível carregar o pagamento.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByRole('button', { name: 'Reembolsar' })).toBeInTheDocument();
  });
});
