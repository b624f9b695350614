import type { ProgressReport, ReportGoal } from '@neurobridge/shared/api/reports';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { ReportBody } from './report-body';

const WEEKS = ['10-04', '10-11', '10-18', '10-25', '11-01', '11-08', '11-15', '11-22'];

function report(goals: ReportGoal[]): ProgressReport {
  return {
    progress: {
      completedActivities: 0,
      totalActivities: 0,
      averageScore: null,
      totalTimeSpent: 0,
      totalSecondsSpent: 0,
      categoryProgress: [],
      weeklyProgress: WEEKS.map((day) => ({ week: `2026-${day}`, completed: 0, avgScore: null })),
      recommendations: [],
      strengths: [],
      areasForImprovement: [],
    },
    reportText: 'Lia ainda não tem atividades registradas.',
    level_changes: [],
    stars_weeks: WEEKS.map((day) => ({ week_start: `2026-${day}`, earned: 0, spent: 0, rewards_received: 0 })),
    stars_balance: 0,
    goals,
  };
}

function goal(overrides: Partial<ReportGoal>): ReportGoal {
  return {
    id: 1,
    title: 'Nomear emoções básicas',
    area: 'social_skills',
    status: 'active',
    criterion_text: '80 % de acerto em 3 sessões seguidas',
    start_date: '2026-10-01',
    met_at: null,
    last_value: null,
    created_by_name: 'Ana Souza',
    ...overrides,
  };
}

function goalsPart() {
  return screen.getByRole('heading', { name: 'Metas', level: 3 }).parentElement!;
}

describe("the report's 'Metas'", () => {
  it('shows each goal: title, area, status, criterion, the day it was met and the last measure', async () => {
    const { container } = render(
      <ReportBody
        report={report([
          goal({ id: 1, last_value: 75 }),
          goal({
            id: 2,
            title: 'Contar até 10',
            area: 'math',
            status: 'met',
            criterion_text: '90 % de acerto em 2 jogos seguidos',
            // 01:30 UTC on the 21st is still the 20th in São Paulo.
            met_at: '2026-11-21T01:30:00.000Z',
            last_value: 0,
            created_by_name: 'Maria',
          }),
          goal({ id: 3, title: 'Esperar a vez', status: 'paused', area: 'other' }),
        ])}
      />,
    );
    const items = within(goalsPart()).getAllByRole('listitem');
    expect(items).toHaveLength(3);

    const first = within(items[0]!);
    expect(first.getByRole('heading', { name: 'Nomear emoções básicas', level: 4 })).toBeInTheDocument();
    expect(first.getByText('Ativa')).toBeInTheDocument();
    expect(first.getByText('Habilidades Sociais · Criada por Ana Souza')).toBeInTheDocument();
    expect(first.getByText('80 % de acerto em 3 sessões seguidas')).toBeInTheDocument();
    expect(first.getByText('Última medida: 75 %')).toBeInTheDocument();
    expect(first.queryByText(/Meta alcançada/)).not.toBeInTheDocument();

    const second = within(items[1]!);
    expect(second.getByText('Alcançada')).toBeInTheDocument();
    expect(second.getByText('Meta alcançada em 20/11/2026')).toBeInTheDocument();
    // A measure of 0 is a measure, not 'none'.
    expect(second.getByText('Última medida: 0 %')).toBeInTheDocument();
    expect(second.getByText(/^Matemática/)).toBeInTheDocument();

    const third = within(items[2]!);
    expect(third.getByText('Pausada')).toBeInTheDocument();
    expect(third.getByText('Outra · Criada por Ana Souza')).toBeInTheDocument();
    expect(third.getByText('Ainda sem medidas')).toBeInTheDocument();

    expect(within(goalsPart()).queryByText('Nenhuma meta definida ainda.')).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it('without goals: says none was set', () => {
    render(<ReportBody report={report([])} />);
    expect(within(goalsPart()).getByText('Nenhuma meta definida ainda.')).toBeInTheDocument();
    expect(within(goalsPart()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('comes between "Níveis e estrelas" and "Análise"', () => {
    render(<ReportBody report={report([])} />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings.indexOf('Metas')).toBe(headings.indexOf('Níveis e estrelas') + 1);
    expect(headings.indexOf('Análise')).toBe(headings.indexOf('Metas') + 1);
  });
});
