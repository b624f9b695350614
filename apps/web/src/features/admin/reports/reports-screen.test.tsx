import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { renderRoute } from '../../../test/render';
import { stubAdminArea } from '../shell/admin-stubs';

afterEach(() => {
  vi.unstubAllGlobals();
});

const days = (n: number, hits: Record<number, number> = {}) =>
  Array.from({ length: n }, (_, i) => ({
    date: `2026-03-${String(i + 1).padStart(2, '0')}`,
    completed: hits[i] ?? 0,
  }));

const REPORT = {
  period: 'last_7_days',
  from: '2026-03-01',
  to: '2026-03-07',
  summary: { totalUsers: 3, completedActivities: 12, avgScore: 81, avgTime: 7 },
  activityStats: [
    { category: 'focus', completed: 8, avgScore: 85, avgTime: 6 },
    { category: 'social_skills', completed: 4, avgScore: null, avgTime: 9 },
  ],
  topActivities: [{ title: 'Caça ao tesouro', category: 'focus', completions: 8 }],
  recentProgress: [
    { child_name: 'Maria', activity_title: 'Caça ao tesouro', score: 90, completion_date: '2026-03-07T15:00:00.000Z' },
  ],
  bucketDays: 1,
  perDay: days(7, { 0: 4, 6: 8 }),
};

const EMPTY = {
  ...REPORT,
  summary: { totalUsers: 0, completedActivities: 0, avgScore: null, avgTime: null },
  activityStats: [],
  topActivities: [],
  recentProgress: [],
  perDay: days(30),
};

function stub(report: (period: string) => { status?: number; body?: unknown }) {
  return stubAdminArea({
    'GET /api/admin/reports': (_init, url) => report(url.searchParams.get('period') ?? ''),
  });
}

describe('/admin/reports (docs/product.md#admin-reports)', () => {
  it('loads the last 30 days, shows the numbers, the chart as a table, and switches period', async () => {
    const { calls } = stub((period) => ({ body: period === 'last_7_days' ? REPORT : EMPTY }));
    const view = renderRoute('/admin/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Relatórios' })).toBeInTheDocument();
    const select = screen.getByLabelText('Período');
    expect(select).toHaveValue('last_30_days');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Últimos 7 dias', 'Últimos 30 dias', 'Últimos 3 meses', 'Último ano']);
    // The empty period: the three empty states.
    expect(await screen.findAllByText('Nenhum Dado Disponível')).toHaveLength(2);
    expect(screen.getByText('Nenhuma atividade completada ainda')).toBeInTheDocument();
    expect(screen.getByText('Nenhum progresso registrado ainda')).toBeInTheDocument();
    expect(screen.getAllByText('—')).toHaveLength(2);
    await expectNoSeriousA11yViolations(view.container);

    await userEvent.selectOptions(select, 'last_7_days');
    expect(await screen.findByText('Caça ao tesouro', { selector: 'td' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/reports').map((c) => c.query)).toEqual([
      'period=last_30_days',
      'period=last_7_days',
    ]);
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('81%')).toBeInTheDocument();
    expect(screen.getByText('7 min')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Maria' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Foco e Atenção' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Habilidades Sociais' })).toBeInTheDocument();
    // The chart's table for screen readers: every day, zeros included.
    const chart = screen.getByRole('table', { name: 'Atividades concluídas por dia' });
    expect(within(chart).getAllByRole('row')).toHaveLength(8);
    expect(within(chart).getByRole('rowheader', { name: '07/03/2026' }).nextSibling).toHaveTextContent('8');
    expect(screen.getByText(/01\/03\/2026 a 07\/03\/2026/)).toBeInTheDocument();
    await expectNoSeriousA11yViolations(view.container);
  });

  it('draws the chart with its axes, the dates and the value on each bar', async () => {
    stub((period) => ({
      body: period === 'last_7_days' ? REPORT : { ...REPORT, perDay: days(31, { 3: 5 }).slice(0, 30) },
    }));
    renderRoute('/admin/reports');
    const chart = await screen.findByTestId('report-chart');
    // The value axis: its name and 0, half and the top; the date axis: its name and three dates.
    expect(within(chart).getByText('Concluídas')).toBeInTheDocument();
    expect(within(chart).getByText('Dia')).toBeInTheDocument();
    expect(
      within(chart)
        .getAllByText(/^\d+$/)
        .map((e) => e.textContent),
    ).toEqual(expect.arrayContaining(['5', '3', '0']));
    expect(within(chart).getByText('01/03/2026')).toBeInTheDocument();
    expect(within(chart).getByText('30/03/2026')).toBeInTheDocument();
    // 30 bars: each shows its value.
    expect(within(chart).getAllByTestId('bar-value')).toHaveLength(30);

    await userEvent.selectOptions(screen.getByLabelText('Período'), 'last_7_days');
    await waitFor(() => expect(within(screen.getByTestId('report-chart')).getAllByTestId('bar-value')).toHaveLength(7));
    const values = within(screen.getByTestId('report-chart')).getAllByTestId('bar-value');
    expect(values.map((v) => v.textContent)).toEqual(['4', '0', '0', '0', '0', '0', '8']);
    expect(within(screen.getByTestId('report-chart')).getByText('04/03/2026')).toBeInTheDocument();
    // Long names wrap instead of crushing the columns.
    expect(screen.getByRole('cell', { name: 'Maria' })).toHaveClass('wrap-anywhere');
  });

  it('a dense chart (a year of weeks) labels its tallest bar and keeps the grid values', async () => {
    const weeks = Array.from({ length: 53 }, (_, i) => ({
      date: new Date(Date.UTC(2025, 2, 10 + 7 * i)).toISOString().slice(0, 10),
      completed: i === 20 ? 12 : i % 3,
    }));
    stub(() => ({ body: { ...REPORT, period: 'last_year', bucketDays: 7, perDay: weeks } }));
    renderRoute('/admin/reports');
    const chart = await screen.findByTestId('report-chart');
    expect(within(chart).getByText('Semana começando em')).toBeInTheDocument();
    expect(
      within(chart)
        .getAllByTestId('bar-value')
        .map((v) => v.textContent),
    ).toEqual(['12']);
    expect(within(chart).getByText('6')).toBeInTheDocument();
  });

  it('exports the period as CSV with the admin cookie, busy meanwhile', async () => {
    stub(() => ({ body: REPORT }));
    const base = vi.mocked(fetch).getMockImplementation()!;
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const csv: { url: string; auth: string | null; credentials?: RequestCredentials }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (!url.startsWith('/api/admin/reports/export')) return base(input, init);
        csv.push({ url, auth: new Headers(init?.headers).get('authorization'), credentials: init?.credentials });
        await gate;
        return new Response('\uFEFFdata\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderRoute('/admin/reports');
    await screen.findByText('81%');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(screen.getByRole('button', { name: 'Exportando...' })).toBeDisabled();
    release();
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(csv).toEqual([
      { url: '/api/admin/reports/export?type=csv&period=last_30_days', auth: null, credentials: 'include' },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled());
  });

  it('says when the report cannot load, and retries', async () => {
    let fail = true;
    stub(() => (fail ? { status: 500, body: { error: 'x' } } : { body: REPORT }));
    renderRoute('/admin/reports');
    expect(
      await screen.findByText('Não foi possível carregar o relatório.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByText('81%')).toBeInTheDocument();
  });
});
