import type { ProgressReport } from '@neurobridge/shared/api/reports';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { ReportBody } from './report-body';

const WEEKS = ['10-04', '10-11', '10-18', '10-25', '11-01', '11-08', '11-15', '11-22'];

function report(overrides: Partial<ProgressReport> = {}): ProgressReport {
  return {
    progress: {
      completedActivities: 3,
      totalActivities: 3,
      averageScore: 90,
      totalTimeSpent: 12,
      totalSecondsSpent: 720,
      categoryProgress: [],
      weeklyProgress: WEEKS.map((day) => ({ week: `2026-${day}`, completed: 0, avgScore: null })),
      recommendations: [],
      strengths: [],
      areasForImprovement: [],
    },
    reportText: 'Lia concluiu 3 atividades.',
    level_changes: [],
    stars_weeks: WEEKS.map((day) => ({ week_start: `2026-${day}`, earned: 0, spent: 0, rewards_received: 0 })),
    stars_balance: 0,
    goals: [],
    ...overrides,
  };
}

describe("the report's 'Níveis e estrelas'", () => {
  it('lists each level change with its São Paulo day, and the stars of each week with the balance', async () => {
    const { container } = render(
      <ReportBody
        report={report({
          level_changes: [
            // 01:30 UTC on the 21st is still the 20th in São Paulo.
            { kind: 'memory', label: 'Memória', from: 2, to: 3, date: '2026-11-21T01:30:00.000Z' },
            { kind: 'counting', label: 'Contagem', from: 2, to: 1, date: '2026-11-22T15:00:00.000Z' },
          ],
          stars_weeks: WEEKS.map((day, i) => ({
            week_start: `2026-${day}`,
            earned: i === 7 ? 9 : i,
            spent: i === 7 ? 5 : 0,
            rewards_received: i === 7 ? 2 : 0,
          })),
          stars_balance: 12,
        })}
      />,
    );
    const part = screen.getByRole('heading', { name: 'Níveis e estrelas' }).parentElement!;
    const changes = within(part).getAllByRole('listitem');
    expect(changes.map((li) => li.textContent)).toEqual(['20/11Memória: nível 2 → 3', '22/11Contagem: nível 2 → 1']);
    expect(within(changes[0]!).getByText('20/11').tagName).toBe('TIME');
    expect(within(part).getByTestId('stars-balance')).toHaveTextContent('Saldo atual: 12 estrelas');
    const table = within(part).getByRole('table', {
      name: 'Estrelas ganhas e recompensas recebidas nas últimas 8 semanas',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(9);
    expect(rows[0]).toHaveTextContent('Semana deEstrelas ganhasRecompensas recebidas');
    expect(rows[1]).toHaveTextContent('04/1000');
    expect(rows[8]).toHaveTextContent('22/1192');
    expect(within(part).queryByText('Nenhuma mudança de nível no período.')).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it('says when no level changed, and a balance of one star in the singular', () => {
    render(<ReportBody report={report({ stars_balance: 1 })} />);
    const part = screen.getByRole('heading', { name: 'Níveis e estrelas' }).parentElement!;
    expect(within(part).getByText('Nenhuma mudança de nível no período.')).toBeInTheDocument();
    expect(within(part).queryByRole('list')).not.toBeInTheDocument();
    expect(within(part).getByTestId('stars-balance')).toHaveTextContent('Saldo atual: 1 estrela');
  });

  it('keeps the headings in order: the part is an h3 with h4 parts', () => {
    render(<ReportBody report={report()} />);
    expect(screen.getByRole('heading', { name: 'Níveis e estrelas', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mudanças de nível', level: 4 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Estrelas por semana', level: 4 })).toBeInTheDocument();
  });
});
