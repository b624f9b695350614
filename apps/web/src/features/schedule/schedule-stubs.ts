import type { Reward, ScheduleEntry } from '@neurobridge/shared/api/schedule';
import { sampleActivity, sampleChild, stubSignedInParent, type Handler } from '../../test/fetch-stub';

/** Test data and stubs for the weekly calendar's component tests (not shipped: only tests import it). */
export function sampleEntry(overrides: Partial<ScheduleEntry> = {}): ScheduleEntry {
  return {
    id: 1,
    kind: 'activity',
    activity_id: 1,
    activity_title: 'Como eles se sentem?',
    activity_category: 'social_skills',
    picture: null,
    timer_minutes: null,
    time: null,
    day_of_week: 1,
    time_slot: 'morning',
    is_completed: false,
    streak_count: 0,
    reward_earned: false,
    assignment: null,
    ...overrides,
  };
}

/** A routine task of the week (docs/product.md#routine-entries). */
export function sampleRoutine(overrides: Partial<ScheduleEntry> = {}): ScheduleEntry {
  return sampleEntry({
    kind: 'routine',
    activity_id: null,
    activity_title: 'Escovar os dentes',
    activity_category: 'routine',
    picture: 'escovar_dentes',
    ...overrides,
  });
}

export function sampleReward(id: number, overrides: Partial<Reward> = {}): Reward {
  return {
    id,
    reward_icon: '⭐',
    reward_title: `Conquista ${id}`,
    reward_description: `Descrição ${id}`,
    earned_at: `2026-11-${String(10 + id).padStart(2, '0')}T15:00:00.000Z`,
    ...overrides,
  };
}

/** `n` unlocked activities 'Atividade 1'…, then one locked. */
export function sampleActivities(n: number) {
  return [
    ...Array.from({ length: n }, (_, i) => sampleActivity({ id: i + 1, title: `Atividade ${i + 1}` })),
    sampleActivity({ id: 99, title: 'Atividade trancada', is_locked: true }),
  ];
}

/** A signed-in parent with the child Lia (10) and her week. */
export function stubWeek(overrides: Record<string, Handler> = {}) {
  return stubSignedInParent({
    'GET /api/children': () => ({ body: [sampleChild()] }),
    'GET /api/children/10/schedule': () => ({ body: [] }),
    'GET /api/children/10/rewards': () => ({ body: [] }),
    'GET /api/activities': () => ({ body: sampleActivities(10) }),
    ...overrides,
  });
}

/** Monday 23 November 2026, noon in São Paulo: 'Meu dia' shows the entries of day 1. */
export const MONDAY_NOON = '2026-11-23T15:00:00.000Z';

/** Lia's week for 'Meu dia', her stars and her shop (docs/product.md#my-day). */
export function stubMyDay(entries: ScheduleEntry[], overrides: Record<string, Handler> = {}) {
  return stubWeek({
    'GET /api/children/10/schedule': () => ({ body: entries }),
    'GET /api/children/10/stars': () => ({ body: { balance: 4, weeks: [] } }),
    ...overrides,
  });
}
