import type { Goal, GoalDetail } from '@neurobridge/shared/api/goals';
import { sampleActivity } from '../../test/fetch-stub';

/**
 * Test data for the goals feature's component tests (not shipped: only tests import it); they render
 * with `renderPart` (test/render.tsx).
 */
export function sampleGoal(overrides: Partial<Goal> = {}): Goal {
  return {
    id: 5,
    child_id: 10,
    title: 'Pedir ajuda com palavras',
    area: 'communication',
    criterion: { percent: 80, count: 3, unit: 'sessions', measure: 'trials' },
    criterion_text: '80 % de acerto em 3 sessões seguidas',
    start_date: '2026-11-01',
    review_date: '2026-12-15',
    status: 'active',
    met_at: null,
    activities: [],
    created_by: { name: 'Maria Lima', role: 'professional', professional_type: 'Fonoaudiólogo(a)' },
    can_edit: true,
    last_value: 75,
    measures_count: 2,
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export function sampleDetail(
  goal: Goal = sampleGoal(),
  parts: { measures?: Partial<GoalDetail['measures']>; history?: GoalDetail['history'] } = {},
): GoalDetail {
  return {
    goal,
    measures: { game: [], sessions: [], observations: [], ...parts.measures },
    history: parts.history ?? [
      { at: '2026-11-01T15:30:00.000Z', actor_name: 'Maria Lima', action: 'created', changes: null },
    ],
  };
}

/** A session measure of the goal: its date, % correct and the professional's name. */
export function sampleSessionMeasure(session_id: number, at: string, value: number) {
  return { session_id, at, value, independent_percent: value - 20, trials: 10, professional_name: 'Maria Lima' };
}

/** Two catalogue activities the family can play and one locked. */
export const sampleCatalogue = [
  sampleActivity({ id: 1, title: 'Memória das emoções', category: 'social_skills' }),
  sampleActivity({ id: 2, title: 'Sequência lógica', category: 'math' }),
  sampleActivity({ id: 3, title: 'Respiração guiada', category: 'routine', is_locked: true, content: null }),
];
