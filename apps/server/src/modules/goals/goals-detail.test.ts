import { GOAL_NOT_FOUND } from '@neurobridge/shared/api/goals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createProgress } from '../../../test/child-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { goalEvents, goalObservations, sessionTrials } from '../../db/schema/goals';
import { professionalSessions } from '../../db/schema/professionals';
import { GOAL_HISTORY_MAX } from './goals-service';
import { catalogueActivities, goalsWorld, goalWrites, insertGoal } from './goals-testing';

/** A goal's page (docs/product.md#goals): its measures of every kind since its start and its history. */
let t: TestApp;
let games: { id: number; title: string }[];
beforeAll(async () => {
  t = await createTestApp();
  games = await catalogueActivities(t, 1);
  t.clock.set(new Date('2026-06-15T15:00:00Z'));
});
afterAll(() => t.close());

const world = () => goalsWorld(t);

describe('detail', () => {
  it('the measures of every kind, the sessions with their professional, the history newest first', async () => {
    const w = await world();
    const goal = await insertGoal(t, w.child.id, { measure: 'observation', startDate: '2026-06-01' }, [games[0]!.id]);
    await createProgress(t.db, w.child.id, {
      activityId: games[0]!.id,
      score: 75,
      completionDate: new Date('2026-06-03T15:00:00Z'),
    });
    const [session] = await t.db
      .insert(professionalSessions)
      .values({
        professionalUserId: w.proWithAccess.user.id,
        childId: w.child.id,
        sessionDate: '2026-06-04',
        sessionType: 'individual',
        durationMinutes: 45,
        sessionNotes: 'Nota reservada',
      })
      .returning();
    await t.db.insert(sessionTrials).values([
      {
        sessionId: session!.id,
        goalId: goal.id,
        recorderUserId: w.proWithAccess.user.id,
        position: 0,
        result: 'correct',
        prompt: 'verbal',
      },
      {
        sessionId: session!.id,
        goalId: goal.id,
        recorderUserId: w.proWithAccess.user.id,
        position: 1,
        result: 'correct',
        prompt: 'independent',
      },
    ]);
    await t.db.insert(goalObservations).values([
      {
        goalId: goal.id,
        recorderUserId: w.owner.user.id,
        recorderName: 'Marta',
        observedOn: '2026-06-05',
        achieved: true,
        note: 'Pediu água',
      },
      {
        goalId: goal.id,
        recorderUserId: w.proWithAccess.user.id,
        recorderName: 'Ana',
        observedOn: '2026-06-06',
        achieved: false,
      },
    ]);
    const base = new Date('2026-06-01T12:00:00Z').getTime();
    await t.db.insert(goalEvents).values(
      Array.from({ length: GOAL_HISTORY_MAX + 5 }, (_, i) => ({
        goalId: goal.id,
        actorName: `Pessoa ${i}`,
        action: 'updated',
        changes: { title: [`t${i}`, `t${i + 1}`] as [unknown, unknown] },
        at: new Date(base + i * 60_000),
      })),
    );
    const res = await w.calls(w.owner).detail(goal.id);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.measures.game).toEqual([
      { at: '2026-06-03T15:00:00.000Z', value: 75, activity_title: expect.any(String) },
    ]);
    expect(detail.measures.sessions).toEqual([
      {
        session_id: session!.id,
        at: '2026-06-04',
        value: 100,
        independent_percent: 50,
        trials: 2,
        professional_name: w.proWithAccess.user.fullName,
      },
    ]);
    expect(detail.measures.observations).toEqual([
      expect.objectContaining({ at: '2026-06-05', value: 100, note: 'Pediu água', recorder_name: 'Marta', mine: true }),
      expect.objectContaining({ at: '2026-06-06', value: 0, note: null, recorder_name: 'Ana', mine: false }),
    ]);
    expect(res.body).not.toContain('Nota reservada');
    expect(detail.history).toHaveLength(GOAL_HISTORY_MAX);
    expect(detail.history[0]).toEqual({
      at: new Date(base + (GOAL_HISTORY_MAX + 4) * 60_000).toISOString(),
      actor_name: `Pessoa ${GOAL_HISTORY_MAX + 4}`,
      action: 'updated',
      changes: { title: [`t${GOAL_HISTORY_MAX + 4}`, `t${GOAL_HISTORY_MAX + 5}`] },
    });
    expect(detail.goal).toMatchObject({ id: goal.id, last_value: 0, measures_count: 2 });
  });

  it("a goal of another child, or none: 404 'Meta não encontrada.'", async () => {
    const w = await world();
    const elsewhere = await createChild(t.db, w.owner.user.id);
    const theirs = await insertGoal(t, elsewhere.id);
    for (const id of [theirs.id, 999_999]) {
      const res = await w.calls(w.owner).detail(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: GOAL_NOT_FOUND });
      const change = await w.calls(w.owner).update(id, { status: 'paused' });
      expect(change.statusCode).toBe(404);
      const observe = await w.calls(w.owner).observe(id, { observed_on: '2026-06-10', achieved: true });
      expect(observe.json()).toEqual({ error: GOAL_NOT_FOUND });
    }
    expect((await goalWrites(t, elsewhere.id)).goals).toEqual([theirs]);
  });
});
