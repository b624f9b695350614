import type { ChildGoals, Goal } from '@neurobridge/shared/api/goals';
import type { AdherenceWeek, HomeAssignment } from '@neurobridge/shared/api/home-programme';

/** Test data for the home programme's component tests (not shipped: only tests import it). */

/** Four weeks from Sunday 2026-11-01, `[done, assigned]` each, oldest first. */
export function sampleWeeks(...counts: [done: number, assigned: number][]): AdherenceWeek[] {
  const sundays = ['2026-11-01', '2026-11-08', '2026-11-15', '2026-11-22'];
  return counts.map(([done, assigned], i) => ({ week_start: sundays[i]!, done, assigned }));
}

export function sampleAssignment(id: number, overrides: Partial<HomeAssignment> = {}): HomeAssignment {
  return {
    id,
    professional_name: 'Marta Lima',
    professional_type: 'Fonoaudiólogo(a)',
    mine: true,
    goal: { id: 7, title: 'Nomear emoções' },
    activities: [
      { id: 1, title: 'Memória' },
      { id: 2, title: 'Respiração do balão' },
    ],
    days_of_week: [1, 3, 5],
    times_per_week: 3,
    time_slot: 'afternoon',
    note: 'Jogue junto e elogie cada acerto.',
    created_at: '2026-11-02T15:00:00.000Z',
    weeks: sampleWeeks([2, 6], [6, 6]),
    removals: [],
    ...overrides,
  };
}

export function sampleGoal(id: number, overrides: Partial<Goal> = {}): Goal {
  return {
    id,
    child_id: 10,
    title: `Meta ${id}`,
    area: 'social_skills',
    criterion: { percent: 80, count: 3, unit: 'sessions', measure: 'game_score' },
    criterion_text: '80 % de acerto em 3 sessões seguidas',
    start_date: '2026-11-01',
    review_date: null,
    status: 'active',
    met_at: null,
    activities: [],
    created_by: { name: 'Marta Lima', role: 'professional', professional_type: 'Fonoaudiólogo(a)' },
    can_edit: true,
    last_value: null,
    measures_count: 0,
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export function sampleGoals(goals: Goal[]): ChildGoals {
  return { goals, active_count: goals.filter((g) => g.status === 'active').length };
}
