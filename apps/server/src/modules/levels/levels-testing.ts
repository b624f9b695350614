// For tests: activities of a given game kind, and the calls of the levels and progress routes.
import type { GameKind } from '@neurobridge/shared/domain/game-levels';
import { asc, eq } from 'drizzle-orm';
import { keyed } from '../../../test/idempotency-key';
import type { TestApp } from '../../../test/test-app';
import { activities } from '../../db/schema/activities';
import { kindOfContent } from './activity-kind';

/** The first active free activity of the seeded catalogue that plays `kind`. */
export async function freeActivityOf(t: TestApp, kind: GameKind) {
  const rows = await t.db.select().from(activities).where(eq(activities.isPremium, false)).orderBy(asc(activities.id));
  const row = rows.find((r) => r.isActive && kindOfContent(r) === kind);
  if (!row) throw new Error(`no free activity plays ${kind}`);
  return row;
}

export function levelCalls(t: TestApp, cookie: string | undefined, childId: number | string) {
  const headers = cookie ? { cookie } : {};
  return {
    list: () => t.app.inject({ method: 'GET', url: `/api/children/${childId}/levels`, headers }),
    pin: (kind: string, payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/children/${childId}/levels/${kind}`,
        headers,
        payload: payload as object,
      }),
    /** A finished game (or `extra`'s status) with its own key. */
    play: (activityId: number, score: number | null, extra: object = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/children/${childId}/progress`,
        headers: keyed(headers),
        payload: { activity_id: activityId, score, seconds_spent: 60, ...extra },
      }),
  };
}
