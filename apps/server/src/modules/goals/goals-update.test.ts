import { GOAL_ACTIVITY_NOT_FOUND, GOAL_MET_ONLY_ENDS, TOO_MANY_ACTIVE_GOALS } from '@neurobridge/shared/api/goals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChildWorld } from '../../../test/child-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { goalObservations } from '../../db/schema/goals';
import { catalogueActivities, eventRows, goalsCalls, goalWrites, insertGoal } from './goals-testing';

/**
 * Changing a goal (docs/product.md#goals): partial, checked against what is stored, one history
 * event per change with each field's [before, after], the 20-active limit on reactivation, a met
 * goal only ended, and the rule asked again when the criterion or the status may now hold.
 */
let t: TestApp;
let games: number[];
beforeAll(async () => {
  t = await createTestApp();
  games = (await catalogueActivities(t, 3)).map((a) => a.id);
  t.clock.set(new Date('2026-06-15T15:00:00Z'));
});
afterAll(() => t.close());

async function world() {
  const w = await createChildWorld(t);
  return {
    ...w,
    owner: goalsCalls(t, { cookie: w.owner.cookie }, w.child.id),
    ownerUser: w.owner.user,
    pro: goalsCalls(t, { cookie: w.proWithAccess.cookie }, w.child.id),
  };
}

const observe = (goalId: number, days: string[], achieved = true) =>
  t.db
    .insert(goalObservations)
    .values(days.map((observedOn) => ({ goalId, recorderName: 'Marta', observedOn, achieved })));

describe('PATCH /api/children/:id/goals/:goalId', () => {
  it('changes only what differs, in one `updated` event; the activities as sorted arrays', async () => {
    const w = await world();
    const goal = await insertGoal(t, w.child.id, { reviewDate: null }, [games[1]!]);
    t.clock.advance(60_000);
    const res = await w.owner.update(goal.id, {
      title: 'Meta de teste',
      criterion_percent: 70,
      review_date: '2026-07-01',
      activity_ids: [games[2]!, games[0]!],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      criterion: { percent: 70 },
      review_date: '2026-07-01',
      activities: [{ id: games[0] }, { id: games[2] }],
      updated_at: t.clock.now().toISOString(),
    });
    const events = await eventRows(t, goal.id);
    expect(events).toEqual([
      expect.objectContaining({
        actorUserId: w.ownerUser.id,
        actorName: w.ownerUser.fullName,
        action: 'updated',
        changes: {
          criterion_percent: [80, 70],
          review_date: [null, '2026-07-01'],
          activity_ids: [[games[1]], [games[0], games[2]]],
        },
        at: t.clock.now(),
      }),
    ]);
  });

  it('the same values again change nothing and write no event', async () => {
    const w = await world();
    const goal = await insertGoal(t, w.child.id, {}, [games[0]!]);
    const before = await goalWrites(t, w.child.id);
    const res = await w.owner.update(goal.id, { title: goal.title, status: 'active', activity_ids: [games[0]] });
    expect(res.statusCode).toBe(200);
    expect(await goalWrites(t, w.child.id)).toEqual(before);
  });

  it("a status change alone is a `status` event; the parent pauses and ends a professional's goal", async () => {
    const w = await world();
    const goal = await insertGoal(t, w.child.id, { createdBy: w.proWithAccess.user.id, createdByRole: 'professional' });
    expect((await w.owner.update(goal.id, { status: 'paused' })).json().status).toBe('paused');
    expect((await w.pro.update(goal.id, { status: 'ended' })).json().status).toBe('ended');
    expect((await eventRows(t, goal.id)).map((e) => [e.action, e.actorUserId, e.changes])).toEqual([
      ['status', w.ownerUser.id, { status: ['active', 'paused'] }],
      ['status', w.proWithAccess.user.id, { status: ['paused', 'ended'] }],
    ]);
  });

  it.each(['paused', 'ended'])('%s → active counts toward the 20 active goals', async (status) => {
    const w = await world();
    const goal = await insertGoal(t, w.child.id, { status });
    for (let i = 0; i < 20; i++) await insertGoal(t, w.child.id);
    const before = await goalWrites(t, w.child.id);
    const res = await w.owner.update(goal.id, { status: 'active' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: TOO_MANY_ACTIVE_GOALS });
    expect(await goalWrites(t, w.child.id)).toEqual(before);
    // With room again, it comes back.
    await w.owner.update(before.goals[1]!.id, { status: 'ended' });
    expect((await w.owner.update(goal.id, { status: 'active' })).json().status).toBe('active');
  });

  it('a met goal may be ended, keeping met_at; never paused nor made active again', async () => {
    const w = await world();
    const metAt = new Date('2026-06-01T12:00:00Z');
    const goal = await insertGoal(t, w.child.id, { status: 'met', metAt });
    for (const status of ['paused', 'active']) {
      const res = await w.owner.update(goal.id, { status });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: GOAL_MET_ONLY_ENDS });
    }
    expect((await w.owner.update(goal.id, { title: 'Outro título' })).statusCode).toBe(200);
    const ended = await w.owner.update(goal.id, { status: 'ended' });
    expect(ended.json()).toMatchObject({ status: 'ended', met_at: metAt.toISOString() });
    expect((await w.owner.update(goal.id, { status: 'active' })).json()).toEqual({ error: GOAL_MET_ONLY_ENDS });
  });

  it('a criterion that now holds meets the goal in the same change: `updated`, then `met`', async () => {
    const w = await world();
    const goal = await insertGoal(t, w.child.id, { criterionCount: 3, criterionPercent: 100 });
    await observe(goal.id, ['2026-06-10', '2026-06-11']);
    const res = await w.owner.update(goal.id, { criterion_count: 2 });
    expect(res.json()).toMatchObject({ status: 'met', met_at: t.clock.now().toISOString(), measures_count: 2 });
    expect((await eventRows(t, goal.id)).map((e) => [e.action, e.actorName])).toEqual([
      ['updated', w.ownerUser.fullName],
      ['met', null],
    ]);
  });

  it('a paused goal whose criterion holds is met when it is made active again; a title change asks nothing', async () => {
    const w = await world();
    const goal = await insertGoal(t, w.child.id, { status: 'paused', criterionCount: 2, criterionPercent: 100 });
    await observe(goal.id, ['2026-06-10', '2026-06-11']);
    expect((await w.owner.update(goal.id, { title: 'Ainda pausada' })).json().status).toBe('paused');
    expect((await w.owner.update(goal.id, { status: 'active' })).json().status).toBe('met');
  });

  it('a new activity must be in the catalogue: 404, nothing written', async () => {
    const w = await world();
    const goal = await insertGoal(t, w.child.id, { measure: 'game_score' }, [games[0]!]);
    const before = await goalWrites(t, w.child.id);
    const res = await w.owner.update(goal.id, { activity_ids: [games[0], 999_999] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: GOAL_ACTIVITY_NOT_FOUND, fields: { activity_ids: GOAL_ACTIVITY_NOT_FOUND } });
    expect(await goalWrites(t, w.child.id)).toEqual(before);
  });
});
