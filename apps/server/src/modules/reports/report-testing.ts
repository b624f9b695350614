// For tests: a child with a known progress history around a fixed São Paulo "now".
import { fromLocal } from '@neurobridge/shared/domain/time';
import { eq } from 'drizzle-orm';
import { createChild, createProgress } from '../../../test/child-factories';
import { createUser, sessionCookie } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { activities } from '../../db/schema/activities';

/** Wednesday 12 March 2031, 10:00 in São Paulo: this week is the one of Sunday 9 March. */
export const NOW = fromLocal(2031, 3, 12, 10);

/**
 * Six entries: focus 90 and 80 (one at Sunday 00:00 of this week, one a minute before, Saturday
 * 23:59 of last week), math 50 completed and 40 needing help, language 70 in the oldest of the 8
 * weeks and 50 before them. Completed 5 of 6, average 68, 2100 s: 35 minutes (36 if each were
 * rounded to a minute first).
 */
export async function childWithHistory(t: TestApp, name = 'Lúcia Araújo') {
  t.clock.set(NOW);
  const user = await createUser(t.db);
  const child = await createChild(t.db, user.id, { name });
  const entry = (category: string, score: number, secondsSpent: number, at: Date, extra = {}) =>
    createProgress(t.db, child.id, { activityCategory: category, score, secondsSpent, completionDate: at, ...extra });
  await entry('focus', 90, 630, fromLocal(2031, 3, 9, 0, 0));
  await entry('focus', 80, 270, fromLocal(2031, 3, 8, 23, 59));
  await entry('math', 50, 410, fromLocal(2031, 3, 10, 15));
  await entry('math', 40, 190, fromLocal(2031, 3, 10, 16), { status: 'needs_help' });
  await entry('language', 70, 230, fromLocal(2031, 1, 19, 8));
  await entry('language', 50, 370, fromLocal(2031, 1, 10, 8));
  return { user, child, cookie: await sessionCookie(t, user.id) };
}

export async function catalogueCategories(t: TestApp): Promise<string[]> {
  const rows = await t.db
    .selectDistinct({ category: activities.category })
    .from(activities)
    .where(eq(activities.isActive, true));
  return rows.map((r) => r.category);
}
