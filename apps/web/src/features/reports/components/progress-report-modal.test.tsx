import type { ProgressReport } from '@neurobridge/shared/api/reports';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated, sampleChild, stubSignedInParent, type Handler } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const report: ProgressReport = {
  progress: {
    completedActivities: 12,
    totalActivities: 15,
    averageScore: 78,
    totalTimeSpent: 135,
    totalSecondsSpent: 135 * 60 + 10,
    categoryProgress: [
      { category: 'social_skills', completed: 8, total: 9, avgScore: 85 },
      { category: 'math', completed: 4, total: 6, avgScore: null },
    ],
    weeklyProgress: ['10-04', '10-11', '10-18', '10-25', '11-01', '11-08', '11-15', '11-22'].map((day, i) => ({
      week: `2026-${day}`,
      completed: i,
      avgScore: i === 0 ? null : 60 + i,
    })),
    recommendations: ['Pratique Matemática duas vezes por semana.'],
    strengths: ['Habilidades Sociais'],
    areasForImprovement: [],
  },
  reportText: 'Lia concluiu 12 atividades.\n\nA média foi 78%.',
  level_changes: [{ kind: 'memory', label: 'Memória', from: 2, to: 3, date: '2026-11-20T14:00:00.000Z' }],
  stars_weeks: ['10-04', '10-11', '10-18', '10-25', '11-01', '11-08', '11-15', '11-22'].map((day, i) => ({
    week_start: `2026-${day}`,
    earned: i * 2,
    spent: 0,
    rewards_received: i === 7 ? 1 : 0,
  })),
  stars_balance: 14,
  goals: [],
};

function childPage(overrides: Record<string, Handler> = {}) {
  return stubSignedInParent({
    'GET /api/children': () => ({ body: [sampleChild()] }),
    'GET /api/children/10/progress': () => ({ body: { items: [], next_cursor: null } }),
    'GET /api/children/10/progress/summary': () => ({ body: { completed: 0, average_score: null, total: 0 } }),
    'GET /api/children/10/progress-report': () => ({ body: report }),
    ...overrides,
  });
}

async function openReport() {
  await userEvent.click(await screen.findByRole('button', { name: 'Relatório de progresso' }));
  return screen.findByRole('dialog', { name: 'Relatório de progresso de Lia' });
}

/** Serves `path` as a file with `name`, the rest through the stub; records the object URLs saved. */
function serveFile(
  fn: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
  path: string,
  name: string,
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === path
      ? new Response('arquivo', { headers: { 'content-disposition': `attachment; filename="${name}"` } })
      : fn(input, init),
  );
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { fetchMock, saved };
}

describe('the progress report modal', () => {
  it(
    'shows the summary, categories, 8 weeks with tables for screen readers, the analysis and the lists',
    { timeout: 20_000 },
    async () => {
      childPage();
      const { container } = renderRoute('/child/10');
      const dialog = await openReport();
      const summary = await within(dialog).findByTestId('report-summary');
      expect(summary).toHaveTextContent('Atividades concluídas12');
      expect(summary).toHaveTextContent('Total de atividades15');
      expect(summary).toHaveTextContent('Pontuação média78%');
      expect(summary).toHaveTextContent('Tempo total2h 15min');
      const categories = within(dialog).getByRole('table', { name: 'Progresso por categoria em tabela' });
      expect(within(categories).getAllByRole('row')[1]).toHaveTextContent('Habilidades Sociais8985%');
      expect(within(categories).getAllByRole('row')[2]).toHaveTextContent('Matemática46—');
      const weeks = within(dialog).getByRole('table', { name: 'Últimas 8 semanas em tabela' });
      expect(within(weeks).getAllByRole('row')).toHaveLength(9);
      expect(within(weeks).getAllByRole('row')[8]).toHaveTextContent('22/11767%');
      expect(within(dialog).getByRole('heading', { name: 'Níveis e estrelas' })).toBeInTheDocument();
      expect(within(dialog).getByTestId('level-changes')).toHaveTextContent('20/11Memória: nível 2 → 3');
      expect(within(dialog).getByText('A média foi 78%.')).toBeInTheDocument();
      expect(within(dialog).getByText('Pratique Matemática duas vezes por semana.')).toBeInTheDocument();
      expect(within(dialog).getByRole('heading', { name: 'Pontos fortes' })).toBeInTheDocument();
      expect(within(dialog).getByText('Nada por enquanto.')).toBeInTheDocument();
      await expectNoSeriousA11yViolations(container);
      await userEvent.click(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Relatório de progresso' })).toHaveFocus();
    },
  );

  it('shows the loading text, then the error with a retry', async () => {
    const { gate, release } = gated();
    let failing = true;
    childPage({
      'GET /api/children/10/progress-report': async () => {
        await gate;
        return failing ? { status: 500, body: { error: 'x' } } : { body: report };
      },
    });
    const view = renderRoute('/child/10');
    view.queryClient.setDefaultOptions({ queries: { ...view.queryClient.getDefaultOptions().queries, retry: false } });
    const dialog = await openReport();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Carregando...');
    release();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao Carregar Relatório');
    expect(alert).toHaveTextContent('Não foi possível carregar os dados de progresso.');
    expect(within(dialog).queryByRole('button', { name: 'Baixar PDF' })).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dialog).findByTestId('report-summary')).toBeInTheDocument();
  });

  it("'Baixar PDF' posts once for a double click and saves the server's file name", async () => {
    const { fn } = childPage();
    const { fetchMock, saved } = serveFile(
      fn,
      '/api/children/10/progress-report/pdf',
      'neurobridge_report_Lia_2026-11-24.pdf',
    );
    renderRoute('/child/10');
    const dialog = await openReport();
    const pdf = await within(dialog).findByRole('button', { name: 'Baixar PDF' });
    fireEvent.click(pdf);
    fireEvent.click(pdf);
    await waitFor(() => expect(saved).toEqual(['neurobridge_report_Lia_2026-11-24.pdf']));
    const posts = fetchMock.mock.calls.filter(([u]) => String(u) === '/api/children/10/progress-report/pdf');
    expect(posts).toHaveLength(1);
    expect(posts[0]![1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(await screen.findByText('Arquivo neurobridge_report_Lia_2026-11-24.pdf baixado.')).toBeInTheDocument();
  });

  it("'Exportar CSV' saves progress.csv", async () => {
    const { fn } = childPage();
    const { saved } = serveFile(fn, '/api/children/10/progress.csv', 'progress.csv');
    renderRoute('/child/10');
    const dialog = await openReport();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saved).toEqual(['progress.csv']));
  });

  it('a failed PDF shows the error and the modal stays', async () => {
    childPage({ 'POST /api/children/10/progress-report/pdf': () => ({ status: 500, body: { error: 'x' } }) });
    renderRoute('/child/10');
    const dialog = await openReport();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Baixar PDF' }));
    expect(await screen.findByText('Não foi possível gerar o PDF. Tente novamente.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });
});
