import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { goalEvents, goals } from '../../db/schema/goals';
import { createSession } from '../child-professionals/child-professionals-testing';
import { sessionMeasures } from './goal-measures';
import { createTrialsGoal, trialList, trialRows, trialsWorld } from './trials-testing';

/**
 * Trials as a goal's measure (docs/product.md#session-trials, #goals): each session's measure is
 * the session professional's record (else the earliest recorder's), and the goal is met — once —
 * when the criterion holds over them. A session's deletion takes its trials with it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function world() {
  const w = await trialsWorld(t);
  const second = await createSession(t.db, w.child.id, w.proWithAccess.user.id, { sessionDate: '2026-03-17' });
  const third = await createSession(t.db, w.child.id, w.proWithAccess.user.id, { sessionDate: '2026-03-24' });
  return { ...w, second, third };
}

const metEvents = (goalId: number) =>
  t.db
    .select()
    .from(goalEvents)
    .where(and(eq(goalEvents.goalId, goalId), eq(goalEvents.action, 'met')));
const stored = async (goalId: number) => (await t.db.select().from(goals).where(eq(goals.id, goalId)))[0]!;

describe('a goal measured by trials, 80 % in 2 sessions', () => {
  it('is met when two sessions in a row reach 80 %, once: a later write does not move met_at', async () => {
    const { ana, session, second, third, goal } = await world();
    const first = await ana.put(session.id, goal.id, { trials: trialList(10, 8) });
    expect(first.json().goal).toMatchObject({ status: 'active', met_at: null, last_value: 80, measures_count: 1 });
    t.clock.advance(3_600_000);
    const metAt = t.clock.now().toISOString();
    const met = await ana.put(second.id, goal.id, { trials: trialList(10, 9) });
    expect(met.statusCode).toBe(200);
    expect(met.json().goal).toMatchObject({ status: 'met', met_at: metAt, last_value: 90, measures_count: 2 });
    expect((await stored(goal.id)).metAt?.toISOString()).toBe(metAt);
    t.clock.advance(3_600_000);
    const later = await ana.put(third.id, goal.id, { trials: trialList(10, 10) });
    expect(later.json().goal).toMatchObject({ status: 'met', met_at: metAt, measures_count: 3 });
    // Nor does a list that no longer meets it.
    await ana.put(second.id, goal.id, { trials: trialList(10, 1) });
    expect((await stored(goal.id)).metAt?.toISOString()).toBe(metAt);
    expect(await metEvents(goal.id)).toHaveLength(1);
  });

  it('is not met by a session below 80 %, nor by two that are not the last two', async () => {
    const { ana, session, second, third, goal } = await world();
    await ana.put(session.id, goal.id, { trials: trialList(10, 9) });
    await ana.put(second.id, goal.id, { trials: trialList(10, 7) });
    await ana.put(third.id, goal.id, { trials: trialList(10, 10) });
    expect(await stored(goal.id)).toMatchObject({ status: 'active', metAt: null });
    expect(await metEvents(goal.id)).toHaveLength(0);
  });

  it("counts the session professional's record, not another recorder's", async () => {
    const { ana, carla, session, second, goal } = await world();
    await ana.put(session.id, goal.id, { trials: trialList(10, 5) });
    await carla.put(session.id, goal.id, { trials: trialList(10, 10) });
    await ana.put(second.id, goal.id, { trials: trialList(10, 10) });
    expect(await stored(goal.id)).toMatchObject({ status: 'active', metAt: null });
    // Ana corrects her list of the first session: now both reach 80 %.
    const met = await ana.put(session.id, goal.id, { trials: trialList(10, 8) });
    expect(met.json().goal.status).toBe('met');
  });

  it("without the session professional's record, the earliest recorder's — who keeps that place when editing", async () => {
    const { ana, bia, carla, session, second, goal } = await world();
    await carla.put(session.id, goal.id, { trials: trialList(10, 10) });
    t.clock.advance(60_000);
    await bia.put(session.id, goal.id, { trials: trialList(10, 0) });
    t.clock.advance(60_000);
    await carla.put(session.id, goal.id, { trials: trialList(5, 5) });
    expect((await sessionMeasures(t.db, goal)).map((m) => m.value)).toEqual([100]);
    const met = await ana.put(second.id, goal.id, { trials: trialList(10, 8) });
    expect(met.json().goal.status).toBe('met');
  });

  it('a paused goal takes trials but is not met; a goal measured otherwise takes them and stays as it was', async () => {
    const { ana, child, session, second } = await world();
    const paused = await createTrialsGoal(t.db, child.id, { status: 'paused' });
    const observed = await createTrialsGoal(t.db, child.id, { measure: 'observation' });
    for (const goal of [paused, observed]) {
      await ana.put(session.id, goal.id, { trials: trialList(10, 10) });
      const res = await ana.put(second.id, goal.id, { trials: trialList(10, 10) });
      expect(res.statusCode).toBe(200);
      expect(res.json().goal).toMatchObject({ status: goal.status, met_at: null });
    }
  });
});

describe("a session's deletion", () => {
  it('deletes its trials, and the goal measures no longer have it', async () => {
    const { ana, carla, proWithAccess, session, second, goal } = await world();
    await ana.put(session.id, goal.id, { trials: trialList(10, 6) });
    await carla.put(session.id, goal.id, { trials: trialList(4, 4) });
    await ana.put(second.id, goal.id, { trials: trialList(10, 9) });
    expect((await sessionMeasures(t.db, goal)).map((m) => m.sessionId)).toEqual([session.id, second.id]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/professional/sessions/${session.id}`,
      headers: { cookie: proWithAccess.cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(await trialRows(t, session.id)).toEqual([]);
    expect(await sessionMeasures(t.db, goal)).toMatchObject([{ sessionId: second.id, value: 90 }]);
    expect((await carla.get(session.id)).statusCode).toBe(404);
  });
});
