import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { renderRoute } from '../../../test/render';
import { stubAdminArea } from '../shell/admin-stubs';
import { samplePaymentRow } from './money-stubs';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Answer = { status?: number; body?: unknown };

function stub(answer: (query: URLSearchParams) => Answer | Promise<Answer>) {
  return stubAdminArea({ 'GET /api/admin/payments': (_init, url) => answer(url.searchParams) });
}
const listCalls = (calls: { path: string; query?: string }[]) =>
  calls.filter((c) => c.path === '/api/admin/payments').map((c) => c.query ?? '');
const cells = (row: HTMLElement) => [...row.children].map((c) => c.textContent?.replace(/\u00a0/g, ' '));

const ROWS = [
  samplePaymentRow(),
  samplePaymentRow({
    id: 40,
    created_at: '2026-03-02T12:00:00.000Z',
    status: 'refunded',
    plan_type: 'monthly',
    plan_name: 'Plano Mensal',
    amount_cents: 4_990,
    provider: 'test',
    provider_payment_id: 'test-7f3a',
    provider_url: null,
    family: { id: 8, name: null, email: 'sem.nome@example.com' },
  }),
  samplePaymentRow({ id: 39, created_at: '2026-03-01T12:00:00.000Z', status: 'charged_back', family: null }),
];

describe('/admin/pagamentos (docs/product.md#admin-payments-screen)', () => {
  it('lists every payment newest first with its family, plan, amount, status and Mercado Pago id; each opens', async () => {
    const { calls } = stub(() => ({ body: { payments: ROWS, next_cursor: null } }));
    const view = renderRoute('/admin/pagamentos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagamentos' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Lista de pagamentos' });
    const rows = within(table).getAllByRole('row');
    expect(cells(rows[0]!)).toEqual(['Data', 'Família', 'Plano', 'Valor', 'Situação', 'Id no Mercado Pago']);
    expect(cells(rows[1]!)).toEqual([
      '07/03/2026, 12:30, ver o pagamento de Marta Lima',
      'Marta Limamarta@example.com',
      'Anual',
      'R$ 396,00',
      'Aprovado',
      '1234567890',
    ]);
    expect(cells(rows[2]!).slice(1)).toEqual([
      'sem.nome@example.com',
      'Mensal',
      'R$ 49,90',
      'Reembolsado',
      'test-7f3a',
    ]);
    expect(cells(rows[3]!).slice(1, 2)).toEqual(['Conta excluída']);
    expect(cells(rows[3]!)[4]).toBe('Estornado (chargeback)');
    expect(screen.getByRole('link', { name: '07/03/2026, 12:30, ver o pagamento de Marta Lima' })).toHaveAttribute(
      'href',
      '/admin/pagamentos/41',
    );
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(listCalls(calls)).toEqual(['']);
    await expectNoSeriousA11yViolations(view.container);

    await userEvent.click(screen.getByRole('link', { name: /ver o pagamento de sem\.nome@example\.com/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/pagamentos/40'));
  });

  it('says when there is no payment yet, and when none matches the filters', async () => {
    stub(() => ({ body: { payments: [], next_cursor: null } }));
    const view = renderRoute('/admin/pagamentos');
    expect(await screen.findByText('Nenhum pagamento ainda.')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(view.container);
    view.unmount();
    renderRoute('/admin/pagamentos?status=approved');
    expect(await screen.findByText('Nenhum pagamento com estes filtros.')).toBeInTheDocument();
  });

  it('searches after the typing stops and filters by status, plan and dates, all in the URL; "Limpar filtros" clears them', async () => {
    const { calls } = stub((q) => ({ body: { payments: q.size ? [ROWS[0]] : ROWS, next_cursor: null } }));
    const view = renderRoute('/admin/pagamentos');
    await screen.findByRole('table', { name: 'Lista de pagamentos' });

    await userEvent.type(screen.getByLabelText('Buscar por família ou Mercado Pago'), 'marta@');
    await waitFor(() => expect(view.router.state.location.search).toBe('?q=marta%40'));
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('q=marta%40'));
    // One request for the words typed, not one per key.
    expect(listCalls(calls)).toEqual(['', 'q=marta%40']);

    await userEvent.selectOptions(screen.getByLabelText('Situação'), 'refunded');
    await userEvent.selectOptions(screen.getByLabelText('Plano'), 'annual');
    fireEvent.change(screen.getByLabelText('Criado a partir de'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Criado até'), { target: { value: '2026-03-07' } });
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe('q=marta%40&status=refunded&plan=annual&from=2026-03-01&to=2026-03-07'),
    );
    expect(view.router.state.location.search).toBe(
      '?q=marta%40&status=refunded&plan=annual&from=2026-03-01&to=2026-03-07',
    );
    expect(
      within(screen.getByLabelText('Situação'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Todos',
      'Pendente',
      'Em análise',
      'Aprovado',
      'Recusado',
      'Cancelado',
      'Valor divergente',
      'Reembolsado',
      'Estornado (chargeback)',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Buscar por família ou Mercado Pago')).toHaveValue('');
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe(''));
  });

  it('a shared link shows the same filters; one the server would refuse is said beside its field, asking nothing', async () => {
    const { calls } = stub(() => ({ body: { payments: [ROWS[0]], next_cursor: null } }));
    const view = renderRoute('/admin/pagamentos?status=approved&plan=monthly&from=2026-03-01');
    await screen.findByRole('table', { name: 'Lista de pagamentos' });
    expect(screen.getByLabelText('Situação')).toHaveValue('approved');
    expect(screen.getByLabelText('Plano')).toHaveValue('monthly');
    expect(screen.getByLabelText('Criado a partir de')).toHaveValue('2026-03-01');
    expect(listCalls(calls)).toEqual(['status=approved&plan=monthly&from=2026-03-01']);
    view.unmount();

    renderRoute('/admin/pagamentos?status=pago&from=2026-3-1');
    expect(await screen.findByLabelText('Situação')).toHaveAccessibleDescription('Situação de pagamento inválida.');
    expect(screen.getByLabelText('Criado a partir de')).toHaveAttribute('aria-invalid', 'true');
    expect(listCalls(calls)).toHaveLength(1);
  });

  it('a search longer than the server takes is refused beside the box', async () => {
    const { calls } = stub(() => ({ body: { payments: ROWS, next_cursor: null } }));
    renderRoute('/admin/pagamentos');
    await screen.findByRole('table', { name: 'Lista de pagamentos' });
    const box = screen.getByLabelText('Buscar por família ou Mercado Pago');
    fireEvent.change(box, { target: { value: 'a'.repeat(101) } });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/A busca pode ter no máximo 100 caracteres\./);
    await new Promise((r) => setTimeout(r, 400));
    expect(listCalls(calls)).toEqual(['']);
  });

  it('"Carregar mais" asks for the page after the last one by cursor', async () => {
    const { calls } = stub((q) =>
      q.get('cursor') === '41'
        ? { body: { payments: ROWS.slice(1), next_cursor: null } }
        : { body: { payments: [ROWS[0]], next_cursor: '41' } },
    );
    renderRoute('/admin/pagamentos?plan=annual');
    const table = await screen.findByRole('table', { name: 'Lista de pagamentos' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    const more = screen.getByRole('button', { name: 'Carregar mais' });
    await userEvent.dblClick(more);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(listCalls(calls)).toEqual(['plan=annual', 'plan=annual&cursor=41']);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('says when the list cannot load, and retries', async () => {
    let fail = true;
    stub(() => (fail ? { status: 500, body: { error: 'x' } } : { body: { payments: ROWS, next_cursor: null } }));
    renderRoute('/admin/pagamentos');
    expect(
      await screen.findByText('Não foi possível carregar os pagamentos.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByRole('table', { name: 'Lista de pagamentos' })).toBeInTheDocument();
  });
});
