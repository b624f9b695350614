import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gated } from '../../../test/fetch-stub';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { renderRoute } from '../../../test/render';
import { sampleAdminMe, stubAdminArea } from '../shell/admin-stubs';
import { days, emptyRevenue, sampleRevenue } from './money-stubs';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Answer = { status?: number; body?: unknown };

function stub(answer: (query: URLSearchParams) => Answer | Promise<Answer>) {
  return stubAdminArea({ 'GET /api/admin/revenue': (_init, url) => answer(url.searchParams) });
}
const revenueCalls = (calls: { path: string; query?: string }[]) =>
  calls.filter((c) => c.path === '/api/admin/revenue').map((c) => c.query);
/** A figure card's value and hint, by its label. */
function figure(label: string) {
  const dt = screen.getByText(label, { selector: 'dt' });
  return [...dt.parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent?.replace(/\u00a0/g, ' '));
}

describe('/admin/receita (docs/product.md#admin-revenue-screen)', () => {
  it('opens on the last 30 days; an empty period says so in every part', async () => {
    const { calls } = stub(() => ({ body: emptyRevenue }));
    const view = renderRoute('/admin/receita');
    expect(await screen.findByRole('heading', { level: 1, name: 'Receita' })).toBeInTheDocument();
    expect(screen.getByText('Carregando receita...')).toBeInTheDocument();
    const select = screen.getByLabelText('Período');
    expect(select).toHaveValue('last_30_days');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Últimos 7 dias', 'Últimos 30 dias', 'Últimos 3 meses', 'Último ano', 'Personalizado']);
    expect(await screen.findByText('Nenhum pagamento no período.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum pagamento, cancelamento ou plano ativo no período.')).toBeInTheDocument();
    expect(screen.getByText(/06\/02\/2026 a 07\/03\/2026/)).toBeInTheDocument();
    expect(figure('Receita líquida')).toEqual(['Pago menos reembolsos e estornos', 'R$ 0,00']);
    expect(figure('Pagamentos aprovados')).toEqual(['0 pagamentos', 'R$ 0,00']);
    expect(figure('Conversão do teste')).toEqual(['Nenhum teste iniciado no período', '—']);
    expect(figure('Planos pagos ativos')).toEqual(['Nenhum plano pago ativo agora', '0']);
    expect(revenueCalls(calls)).toEqual(['period=last_30_days']);
    await expectNoSeriousA11yViolations(view.container);
  });

  it('shows the figures in R$ from cents, the plans, the chart with its table, and keeps the period in the URL', async () => {
    const { calls } = stub((q) => ({ body: q.get('period') === 'last_7_days' ? sampleRevenue : emptyRevenue }));
    const view = renderRoute('/admin/receita');
    await screen.findByText('Nenhum pagamento no período.');
    await userEvent.selectOptions(screen.getByLabelText('Período'), 'last_7_days');
    expect(await screen.findByText(/01\/03\/2026 a 07\/03\/2026/)).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?period=last_7_days');
    expect(revenueCalls(calls)).toEqual(['period=last_30_days', 'period=last_7_days']);

    expect(figure('Receita líquida')).toEqual(['Pago menos reembolsos e estornos', 'R$ 199,00']);
    expect(figure('Pagamentos aprovados')).toEqual(['3 pagamentos', 'R$ 644,00']);
    expect(figure('Reembolsos')).toEqual(['1 reembolso', 'R$ 396,00']);
    expect(figure('Estornos')).toEqual(['1 estorno (chargeback)', 'R$ 49,00']);
    expect(figure('Conversão do teste')).toEqual(['2 de 5 testes iniciados pagaram em até 30 dias', '40%']);
    expect(figure('Cancelamentos')).toEqual(['Planos pagos que terminaram sem renovação', '1']);
    expect(figure('Planos pagos ativos')).toEqual(['Mensal: 2 · Anual: 1', '3']);
    expect(figure('MRR')).toEqual(['Receita mensal equivalente dos planos ativos agora', 'R$ 287,00']);

    // By plan: the paid plans in their order, money, churn and active plans on one row each; a plan
    // without any (Semestral) is left out.
    const plans = screen.getByRole('table', { name: 'Por plano' });
    const rows = within(plans)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.children].map((c) => c.textContent?.replace(/\u00a0/g, ' ')));
    expect(rows).toEqual([
      ['Mensal', '2', 'R$ 248,00', 'R$ 0,00', 'R$ 49,00', 'R$ 199,00', '0', '2'],
      ['Trimestral', '0', 'R$ 0,00', 'R$ 0,00', 'R$ 0,00', 'R$ 0,00', '1', '0'],
      ['Anual', '1', 'R$ 396,00', 'R$ 396,00', 'R$ 0,00', 'R$ 0,00', '0', '1'],
    ]);

    // The chart: an image named by its title, with a summary; every day's numbers in its table.
    const chart = screen.getByRole('img', { name: 'Pago e devolvido por dia' });
    expect(chart).toHaveAccessibleDescription(/R\$\s644,00 pagos e R\$\s445,00 devolvidos/);
    expect(within(chart).getByText('Valor (R$)')).toBeInTheDocument();
    expect(within(chart).getByText('Dia')).toBeInTheDocument();
    expect(within(chart).getByText('01/03/2026')).toBeInTheDocument();
    expect(within(chart).getByText('07/03/2026')).toBeInTheDocument();
    // Seven days: each bar above zero shows its value.
    expect(within(chart).getAllByTestId('revenue-bar-value')).toHaveLength(5);
    const table = screen.getByRole('table', { name: 'Pago e devolvido por dia' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    const last = within(table).getByRole('rowheader', { name: '07/03/2026' }).parentElement!;
    expect([...last.children].map((c) => c.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      '07/03/2026',
      'R$ 124,00',
      'R$ 396,00',
    ]);
    expect(screen.getByRole('list', { name: 'Legenda' })).toHaveTextContent('Pago');
    await expectNoSeriousA11yViolations(view.container);
  });

  it('a link keeps its period; a dense chart (weeks of a year) labels the tallest bar of each kind', async () => {
    const weeks = Array.from({ length: 53 }, (_, i) => ({
      date: new Date(Date.UTC(2025, 2, 10 + 7 * i)).toISOString().slice(0, 10),
      paid_cents: i === 20 ? 990_000 : (i % 3) * 10_000,
      given_back_cents: i === 30 ? 39_600 : 0,
    }));
    const { calls } = stub(() => ({
      body: { ...sampleRevenue, period: 'last_year', bucket_days: 7, series: weeks },
    }));
    renderRoute('/admin/receita?period=last_year');
    const chart = await screen.findByRole('img', { name: 'Pago e devolvido por semana' });
    expect(screen.getByLabelText('Período')).toHaveValue('last_year');
    expect(revenueCalls(calls)).toEqual(['period=last_year']);
    expect(within(chart).getByText('Semana começando em')).toBeInTheDocument();
    expect(
      within(chart)
        .getAllByTestId('revenue-bar-value')
        .map((v) => v.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual(['R$ 9,9 mil', 'R$ 396']);
    expect(screen.getByRole('heading', { level: 2, name: 'Pago e devolvido por semana' })).toBeInTheDocument();
  });

  it('a custom range starts from the days shown, is checked with the contract before asking, and lives in the URL', async () => {
    const { calls } = stub((q) => ({
      body:
        q.get('period') === 'custom'
          ? { ...sampleRevenue, period: 'custom', from: q.get('from'), to: q.get('to') }
          : sampleRevenue,
    }));
    const view = renderRoute('/admin/receita?period=last_7_days');
    await screen.findByText(/01\/03\/2026 a 07\/03\/2026/);
    await userEvent.selectOptions(screen.getByLabelText('Período'), 'custom');
    expect(view.router.state.location.search).toBe('?period=custom&from=2026-03-01&to=2026-03-07');
    const from = screen.getByLabelText('Início');
    const to = screen.getByLabelText('Fim');
    expect(from).toHaveValue('2026-03-01');
    expect(to).toHaveValue('2026-03-07');
    await waitFor(() =>
      expect(revenueCalls(calls)).toEqual(['period=last_7_days', 'period=custom&from=2026-03-01&to=2026-03-07']),
    );

    // The end before the start: refused beside 'Fim', nothing asked.
    fireEvent.change(to, { target: { value: '2026-02-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar período' }));
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(/O fim do período deve ser igual ou posterior ao início\./);
    await waitFor(() => expect(to).toHaveFocus());
    // More than 2 years.
    fireEvent.change(from, { target: { value: '2023-01-01' } });
    fireEvent.change(to, { target: { value: '2025-01-02' } });
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar período' }));
    expect(to).toHaveAccessibleDescription(/O período pode ter no máximo 2 anos\./);
    expect(revenueCalls(calls)).toHaveLength(2);

    // Two whole years are allowed.
    fireEvent.change(to, { target: { value: '2024-12-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar período' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?period=custom&from=2023-01-01&to=2024-12-31'));
    await waitFor(() => expect(revenueCalls(calls).at(-1)).toBe('period=custom&from=2023-01-01&to=2024-12-31'));
    expect(await screen.findByText(/01\/01\/2023 a 31\/12\/2024/)).toBeInTheDocument();
    await expectNoSeriousA11yViolations(view.container);
  });

  it('a link with a wrong or missing custom range asks nothing and says what to fix', async () => {
    const { calls } = stub(() => ({ body: sampleRevenue }));
    const view = renderRoute('/admin/receita?period=custom&from=2026-03-10&to=2026-03-01');
    expect(await screen.findByLabelText('Fim')).toHaveAccessibleDescription(
      /O fim do período deve ser igual ou posterior ao início\./,
    );
    expect(screen.getByRole('button', { name: 'Baixar CSV' })).toBeDisabled();
    view.unmount();

    renderRoute('/admin/receita?period=custom');
    expect(
      await screen.findByText('Escolha o início e o fim do período e toque em "Aplicar período".'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar período' }));
    expect(screen.getByLabelText('Início')).toHaveAccessibleDescription(/Informe o início e o fim do período\./);
    expect(revenueCalls(calls)).toEqual([]);
  });

  it('downloads the period on screen as CSV with the admin cookie, busy meanwhile', async () => {
    stub(() => ({ body: sampleRevenue }));
    const base = vi.mocked(fetch).getMockImplementation()!;
    const { gate, release } = gated();
    const csv: { url: string; credentials?: RequestCredentials }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (!url.startsWith('/api/admin/revenue/export')) return base(input, init);
        csv.push({ url, credentials: init?.credentials });
        await gate;
        return new Response('\uFEFFindicador;valor\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderRoute('/admin/receita?period=custom&from=2026-03-01&to=2026-03-07');
    await screen.findByText('R$ 287,00');
    await userEvent.click(screen.getByRole('button', { name: 'Baixar CSV' }));
    expect(screen.getByRole('button', { name: 'Baixando...' })).toBeDisabled();
    release();
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(csv).toEqual([
      { url: '/api/admin/revenue/export?period=custom&from=2026-03-01&to=2026-03-07', credentials: 'include' },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Baixar CSV' })).toBeEnabled());
  });

  it('says when the revenue cannot load, and retries', async () => {
    let fail = true;
    stub(() => (fail ? { status: 500, body: { error: 'x' } } : { body: sampleRevenue }));
    renderRoute('/admin/receita');
    expect(await screen.findByText('Não foi possível carregar a receita.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByText('R$ 287,00')).toBeInTheDocument();
  });

  it('the days of the chart without any money show no bar value', async () => {
    stub(() => ({ body: { ...sampleRevenue, series: days(7, { 3: [1_000, 0] }) } }));
    renderRoute('/admin/receita');
    const chart = await screen.findByRole('img', { name: 'Pago e devolvido por dia' });
    expect(
      within(chart)
        .getAllByTestId('revenue-bar-value')
        .map((v) => v.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual(['R$ 10']);
  });

  it('a support admin reaches neither money screen, and nothing about money is asked', async () => {
    const { calls } = stubAdminArea({
      'GET /api/admin/me': () => ({ body: sampleAdminMe({ role: 'support' }) }),
      'GET /api/admin/revenue': () => ({ body: sampleRevenue }),
    });
    const view = renderRoute('/admin/receita');
    expect(await screen.findByRole('heading', { level: 1, name: 'Área fora da sua função' })).toBeInTheDocument();
    view.unmount();
    renderRoute('/admin/pagamentos/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Área fora da sua função' })).toBeInTheDocument();
    expect(
      calls.filter((c) => c.path.startsWith('/api/admin/revenue') || c.path.startsWith('/api/admin/payments')),
    ).toEqual([]);
  });
});
