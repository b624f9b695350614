// For tests: a child with sessions and goals to record trials on, the calls, and what was written.
import type { Trial } from '@neurobridge/shared/domain/goals';
import { asc, eq } from 'drizzle-orm';
import { createChild, createChildWorld, grantAccess } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import type { Db } from '../../db/client';
import { goals, sessionTrials } from '../../db/schema/goals';
import { users } from '../../db/schema/users';
import { createProfile, createSession } from '../child-professionals/child-professionals-testing';

/** A goal of the child written directly: measured by trials, 80 % in 2 sessions, from 2026-01-01. */
export async function createTrialsGoal(db: Db, childId: number, overrides: Partial<typeof goals.$inferInsert> = {}) {
  const [row] = await db
    .insert(goals)
    .values({
      childId,
      createdByRole: 'parent',
      createdByName: 'Responsável',
      title: 'Pedir ajuda com palavras',
      area: 'communication',
      criterionPercent: 80,
      criterionCount: 2,
      criterionUnit: 'sessions',
      measure: 'trials',
      startDate: '2026-01-01',
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * Lia and every kind of caller (createChildWorld) plus `proOther`, a second professional with
 * access; a session `proWithAccess` logged for her (`session`), one of another child
 * (`otherSession`), an active goal (`goal`) and an ended one (`ended`). Named people, so the
 * records' order by name is known: Ana (the session's professional), Bia (the other), Carla (the
 * parent), with their calls `ana`, `bia` and `carla`.
 */
export async function trialsWorld(t: TestApp) {
  const world = await createChildWorld(t);
  const { child, owner, proWithAccess, otherParent } = world;
  const proOther = await createSignedInUser(t, { fullName: 'Bia Fono' });
  await grantAccess(t.db, child, proOther.user.id);
  await Promise.all([
    createProfile(t.db, proWithAccess.user.id),
    createProfile(t.db, proOther.user.id, { professionalType: 'speech_therapist' }),
  ]);
  const names = [
    [owner.user.id, 'Carla Mãe'],
    [proWithAccess.user.id, 'Ana Terapeuta'],
  ] as const;
  for (const [id, fullName] of names) await t.db.update(users).set({ fullName }).where(eq(users.id, id));
  const session = await createSession(t.db, child.id, proWithAccess.user.id, {
    sessionDate: '2026-03-10',
    startTime: '14:00',
    endTime: '14:50',
    progressSummary: 'Resumo reservado.',
  });
  const elsewhere = await createChild(t.db, otherParent.user.id);
  const otherSession = await createSession(t.db, elsewhere.id, proWithAccess.user.id);
  const goal = await createTrialsGoal(t.db, child.id);
  const ended = await createTrialsGoal(t.db, child.id, { title: 'Encerrada', status: 'ended' });
  const as = (who: { cookie: string }) => trialsCalls(t, { cookie: who.cookie }, child.id);
  // The calls of the three who may record, by name.
  const recorders = { ana: as(proWithAccess), bia: as(proOther), carla: as(owner) };
  return { ...world, ...recorders, proOther, session, otherSession, goal, ended };
}

export const trialRows = (t: TestApp, sessionId: number) =>
  t.db
    .select()
    .from(sessionTrials)
    .where(eq(sessionTrials.sessionId, sessionId))
    .orderBy(asc(sessionTrials.goalId), asc(sessionTrials.recorderUserId), asc(sessionTrials.position));

/** `n` trials: `correct` of them correct and independent first, then incorrect with verbal help. */
export function trialList(n: number, correct: number): Trial[] {
  return Array.from({ length: n }, (_, i) =>
    i < correct ? { result: 'correct', prompt: 'independent' } : { result: 'incorrect', prompt: 'verbal' },
  );
}

export function trialsCalls(t: TestApp, headers: Record<string, string>, childId: number | string) {
  const base = `/api/children/${childId}/sessions`;
  return {
    get: (sessionId: number | string) => t.app.inject({ method: 'GET', url: `${base}/${sessionId}/trials`, headers }),
    put: (sessionId: number | string, goalId: number | string, payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `${base}/${sessionId}/trials/${goalId}`,
        headers,
        payload: payload as object,
      }),
  };
}
