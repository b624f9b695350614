// For tests: a family with professionals around it, calls to the home programme's routes, and reads of what they wrote.
import { asc, eq } from 'drizzle-orm';
import { createChild, createProgress, grantAccess } from '../../../test/child-factories';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { keyed } from '../../../test/idempotency-key';
import type { TestApp } from '../../../test/test-app';
import { goals, homeAssignments, homeEntryRemovals } from '../../db/schema/goals';
import { professionalProfiles } from '../../db/schema/professionals';
import { scheduleEntries } from '../../db/schema/schedule';

/** A signed-in account with its role (and a professional's type), as onboarding or an invitation writes it. */
async function account(t: TestApp, role: 'parent' | 'professional', fullName: string, professionalType?: string) {
  const a = await createSignedInUser(t, { fullName });
  await t.db.insert(professionalProfiles).values({ userId: a.user.id, role, professionalType });
  return a;
}

/**
 * Lia's family (Marta), two professionals with access (Ana, a speech therapist, who assigns; Bruno,
 * a psychologist), one whose access ended, one who works with another family's child, another
 * parent, someone who has not accepted the terms, and the admin's bearer.
 */
export async function homeWorld(t: TestApp) {
  const owner = await account(t, 'parent', 'Marta Souza');
  const otherParent = await account(t, 'parent', 'Outra Mãe');
  const pro = await account(t, 'professional', 'Ana Lima', 'speech_therapist');
  const otherPro = await account(t, 'professional', 'Bruno Reis', 'psychologist');
  const proRevoked = await account(t, 'professional', 'Carla Dias', 'occupational_therapist');
  const proWithout = await account(t, 'professional', 'Davi Rocha', 'pedagogue');
  const noTerms = await createSignedInUser(t, {}, { consent: false });
  await t.db.insert(professionalProfiles).values({ userId: noTerms.user.id, role: 'professional' });
  const child = await createChild(t.db, owner.user.id, { name: 'Lia' });
  await grantAccess(t.db, child, pro.user.id);
  await grantAccess(t.db, child, otherPro.user.id);
  await grantAccess(t.db, child, noTerms.user.id);
  await grantAccess(t.db, child, proRevoked.user.id, { isActive: false, accessRevokedAt: t.clock.now() });
  const elsewhere = await createChild(t.db, otherParent.user.id, { name: 'Caio' });
  await grantAccess(t.db, elsewhere, proWithout.user.id);
  const headers = {
    owner: { cookie: owner.cookie },
    otherParent: { cookie: otherParent.cookie },
    pro: { cookie: pro.cookie },
    otherPro: { cookie: otherPro.cookie },
    proRevoked: { cookie: proRevoked.cookie },
    proWithout: { cookie: proWithout.cookie },
    noTerms: { cookie: noTerms.cookie },
    admin: { cookie: `nb_admin=${await createAdminToken(t)}` },
    anonymous: {},
  };
  return { child, elsewhere, owner, otherParent, pro, otherPro, proRevoked, proWithout, headers };
}
export type HomeWorld = Awaited<ReturnType<typeof homeWorld>>;
export type Caller = keyof HomeWorld['headers'];

/** A valid assignment of these activities: Monday and Wednesday afternoons, with a note. */
export const assignBody = (activityIds: number[], overrides: Record<string, unknown> = {}) => ({
  activity_ids: activityIds,
  days_of_week: [1, 3],
  time_slot: 'afternoon',
  note: 'Jogar depois do lanche.',
  ...overrides,
});

export function homeCalls(t: TestApp, headers: Record<string, string>, childId: number | string) {
  const base = `/api/children/${childId}/home-programme`;
  return {
    list: () => t.app.inject({ method: 'GET', url: base, headers }),
    create: (payload: unknown) =>
      t.app.inject({ method: 'POST', url: base, headers: keyed(headers), payload: payload as object }),
    end: (assignmentId: number | string) => t.app.inject({ method: 'DELETE', url: `${base}/${assignmentId}`, headers }),
    adherence: () => t.app.inject({ method: 'GET', url: '/api/professional/adherence', headers }),
  };
}

/** Everything the home programme writes for a child: assignments, the week's entries and removals. */
export async function written(t: TestApp, childId: number) {
  const assignments = await t.db
    .select()
    .from(homeAssignments)
    .where(eq(homeAssignments.childId, childId))
    .orderBy(asc(homeAssignments.id));
  const entries = await t.db
    .select()
    .from(scheduleEntries)
    .where(eq(scheduleEntries.childId, childId))
    .orderBy(asc(scheduleEntries.id));
  const removals = await t.db.select().from(homeEntryRemovals).orderBy(asc(homeEntryRemovals.id));
  return {
    assignments,
    entries,
    removals: removals.filter((r) => assignments.some((a) => a.id === r.assignmentId)),
  };
}

/** A finished result of the activity, played at `at` (anywhere: the week, the library, child mode). */
export function finish(t: TestApp, childId: number, activityId: number, at: Date, status = 'completed') {
  return createProgress(t.db, childId, { activityId, completionDate: at, status });
}

/** A goal of the child, written directly. */
export async function createGoal(t: TestApp, childId: number, title = 'Nomear emoções') {
  const [goal] = await t.db
    .insert(goals)
    .values({
      childId,
      createdByRole: 'parent',
      createdByName: 'Marta Souza',
      title,
      area: 'emotions',
      criterionPercent: 80,
      criterionCount: 3,
      criterionUnit: 'sessions',
      measure: 'game_score',
      startDate: '2030-01-01',
    })
    .returning();
  return goal!;
}

/** An assignment written directly (without its week's entries), made and maybe ended when a test needs. */
export async function insertAssignment(
  t: TestApp,
  values: Pick<typeof homeAssignments.$inferInsert, 'childId' | 'professionalUserId' | 'activityIds' | 'timesPerWeek'> &
    Partial<typeof homeAssignments.$inferInsert>,
) {
  const [row] = await t.db
    .insert(homeAssignments)
    .values({ timeSlot: 'afternoon', createdAt: t.clock.now(), ...values })
    .returning();
  return row!;
}
