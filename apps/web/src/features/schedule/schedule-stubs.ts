import type { Reward, ScheduleEntry } from '@neurobridge/shared/api/schedule';
import { sampleActivity, sampleChild, stubSignedInParent, type Handler } from '../../test/fetch-stub';

/** Test data and stubs for the weekly calendar's component tests (not shipped: only tests import it). */
export function sampleEntry(overrides: Partial<ScheduleEntry> = {}): ScheduleEntry {
  return {
    id: 1,
    activity_id: 1,
    activity_title: 'Como eles se sentem?',
    activity_category: 'social_skills',
    day_of_week: 1,
    time_slot: 'morning',
    is_completed: false,
    streak_count: 0,
    reward_earned: false,
    ...overrides,
  };
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
