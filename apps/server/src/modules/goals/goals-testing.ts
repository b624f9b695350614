// For tests: calls to the goals routes, goals written directly, and reads of what was written.
import { asc, eq, inArray } from 'drizzle-orm';
import { createActivity, createChildWorld, grantAccess } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { callerOf } from '../../../test/idempotency-key';
import type { TestApp } from '../../../test/test-app';
import { CATALOGUE_CACHE_MS } from '../activities/catalogue';
import { goalActivities, goalEvents, goalObservations, goals } from '../../db/schema/goals';
import { professionalProfiles } from '../../db/schema/professionals';

/** A goal's body as the form sends it: 80 % in 3 observations in a row, from 2026-01-05. */
export const SAMPLE_GOAL = {
  title: 'Pedir ajuda com palavras',
  area: 'communication',
  criterion_percent: 80,
  criterion_count: 3,
  criterion_unit: 'sessions',
  measure: 'observation',
  start_date: '2026-01-05',
  review_date: '2026-03-30',
} as const;

/** A goal written directly (no caller's access needed), with its linked activities. */
export async function insertGoal(
  t: TestApp,
  childId: number,
  overrides: Partial<typeof goals.$inferInsert> = {},
  activityIds: number[] = [],
) {
  const [goal] = await t.db
    .insert(goals)
    .values({
      childId,
      createdByRole: 'parent',
      createdByName: 'Marta',
      title: 'Meta de teste',
      area: 'focus',
      criterionPercent: 80,
      criterionCount: 2,
      criterionUnit: 'sessions',
      measure: 'observation',
      startDate: '2026-01-01',
      ...overrides,
    })
    .returning();
  if (activityIds.length > 0) {
    await t.db.insert(goalActivities).values(activityIds.map((activityId) => ({ goalId: goal!.id, activityId })));
  }
  return goal!;
}

/** Active activities of the catalogue, seen by the app's kept catalogue at once. */
export async function catalogueActivities(t: TestApp, n: number) {
  const rows = [];
  for (let i = 0; i < n; i++) rows.push(await createActivity(t.db, { title: `Jogo ${i + 1}`, category: 'memory' }));
  // Rows written behind the app's back reach its kept catalogue when it ages out.
  t.clock.advance(CATALOGUE_CACHE_MS);
  return rows;
}

/**
 * Lia's world (createChildWorld) with the professional who has access a speech therapist, and a
 * second professional with access; `calls(who)` are the goals routes as that caller.
 */
export async function goalsWorld(t: TestApp) {
  const w = await createChildWorld(t);
  await t.db.insert(professionalProfiles).values({
    userId: w.proWithAccess.user.id,
    role: 'professional',
    professionalType: 'speech_therapist',
  });
  const other = await createSignedInUser(t);
  await t.db.insert(professionalProfiles).values({ userId: other.user.id, role: 'professional' });
  await grantAccess(t.db, w.child, other.user.id);
  const calls = (who: { cookie: string }) => goalsCalls(t, { cookie: who.cookie }, w.child.id);
  return { ...w, otherPro: other, calls };
}

export const goalRows = (t: TestApp, childId: number) =>
  t.db.select().from(goals).where(eq(goals.childId, childId)).orderBy(asc(goals.id));

/** Every row a goal write may touch, for "nothing written" checks. */
export async function goalWrites(t: TestApp, childId: number) {
  const rows = await goalRows(t, childId);
  const ids = rows.map((g) => g.id);
  const of = <T>(read: (ids: number[]) => Promise<T[]>) => (ids.length ? read(ids) : Promise.resolve([] as T[]));
  return {
    goals: rows,
    activities: await of((ids) =>
      t.db
        .select()
        .from(goalActivities)
        .where(inArray(goalActivities.goalId, ids))
        .orderBy(asc(goalActivities.goalId), asc(goalActivities.activityId)),
    ),
    events: await of((ids) =>
      t.db.select().from(goalEvents).where(inArray(goalEvents.goalId, ids)).orderBy(asc(goalEvents.id)),
    ),
    observations: await of((ids) =>
      t.db
        .select()
        .from(goalObservations)
        .where(inArray(goalObservations.goalId, ids))
        .orderBy(asc(goalObservations.id)),
    ),
  };
}

export const eventRows = (t: TestApp, goalId: number) =>
  t.db.select().from(goalEvents).where(eq(goalEvents.goalId, goalId)).orderBy(asc(goalEvents.id));

export function goalsCalls(t: TestApp, headers: Record<string, string>, childId: number | string) {
  const base = `/api/children/${childId}/goals`;
  const inject = callerOf(t, headers);
  return {
    list: () => inject('GET', base),
    create: (body: unknown = SAMPLE_GOAL) => inject('POST', base, body, true),
    detail: (goalId: number | string) => inject('GET', `${base}/${goalId}`),
    update: (goalId: number | string, body: unknown) => inject('PATCH', `${base}/${goalId}`, body),
    observe: (goalId: number | string, body: unknown) => inject('POST', `${base}/${goalId}/observations`, body, true),
    unobserve: (goalId: number | string, observationId: number | string) =>
      inject('DELETE', `${base}/${goalId}/observations/${observationId}`),
  };
}
