import {
  GOAL_ENDED,
  NOT_AN_OBSERVATION_GOAL,
  OBSERVATION_NOT_FOUND,
  type ObservationResponse,
} from '@neurobridge/shared/api/goals';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChildWorld } from '../../../test/child-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { eventRows, goalsCalls, goalWrites, insertGoal } from './goals-testing';

/**
 * Yes/no observations (docs/product.md#goals): only for a goal measured by observation and not
 * ended, from its start to today; in the goal's history; the rule asked in the same transaction;
 * removed by their recorder only, and a met goal stays met.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-15T15:00:00Z'));
});
afterAll(() => t.close());

async function world() {
  const w = await createChildWorld(t);
  return {
    ...w,
    parent: goalsCalls(t, { cookie: w.owner.cookie }, w.child.id),
    pro: goalsCalls(t, { cookie: w.proWithAccess.cookie }, w.child.id),
  };
}

describe('observations', () => {
  it('the parent and a professional record; the answer carries the goal as it now is', async () => {
    const w = await world();
    const goal = await insertGoal(t, w.child.id, { startDate: '2026-06-01', criterionCount: 3, criterionPercent: 60 });
    const first = await w.parent.observe(goal.id, {
      observed_on: '2026-06-01',
      achieved: true,
      note: '  Pediu ajuda  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    const answer: ObservationResponse = first.json();
    expect(answer.observation).toEqual({
      id: expect.any(Number),
      at: '2026-06-01',
      value: 100,
      note: 'Pediu ajuda',
      recorder_name: w.owner.user.fullName,
      mine: true,
    });
    expect(answer.goal).toMatchObject({ id: goal.id, status: 'active', last_value: 100, measures_count: 1 });
    // Today, São Paulo, is the last day it may be for.
    const second = await w.pro.observe(goal.id, { observed_on: '2026-06-15', achieved: false, note: '' });
    expect(second.json().observation).toMatchObject({ value: 0, note: null, mine: true });
    expect(second.json().goal).toMatchObject({ last_value: 0, measures_count: 2 });
    expect((await eventRows(t, goal.id)).map((e) => [e.action, e.actorName, e.changes])).toEqual([
      ['observation', w.owner.user.fullName, { observed_on: [null, '2026-06-01'], achieved: [null, true] }],
      ['observation', w.proWithAccess.user.fullName, { observed_on: [null, '2026-06-15'], achieved: [null, false] }],
    ]);
  });

  it('the observation that makes the criterion hold meets the goal, once; removing one later leaves it met', async () => {
    const w = await world();
    const goal = await insertGoal(t, w.child.id, { criterionCount: 2, criterionPercent: 100, criterionUnit: 'days' });
    expect((await w.parent.observe(goal.id, { observed_on: '2026-06-10', achieved: true })).json().goal.status).toBe(
      'active',
    );
    // Not the next day: days in a row are needed.
    expect((await w.parent.observe(goal.id, { observed_on: '2026-06-12', achieved: true })).json().goal.status).toBe(
      'active',
    );
    const met = (await w.parent.observe(goal.id, { observed_on: '2026-06-13', achieved: true })).json();
    expect(met.goal).toMatchObject({ status: 'met', met_at: t.clock.now().toISOString() });
    t.clock.advance(60_000);
    const later = (await w.parent.observe(goal.id, { observed_on: '2026-06-14', achieved: true })).json();
    expect(later.goal.met_at).toBe(met.goal.met_at);
    expect((await w.parent.unobserve(goal.id, met.observation.id)).statusCode).toBe(204);
    const detail = (await w.parent.detail(goal.id)).json();
    expect(detail.goal).toMatchObject({ status: 'met', met_at: met.goal.met_at, measures_count: 3 });
    expect(detail.history.filter((e: { action: string }) => e.action === 'met')).toHaveLength(1);
    expect(detail.history[0]).toMatchObject({
      action: 'observation',
      actor_name: w.owner.user.fullName,
      changes: { observed_on: ['2026-06-13', null], achieved: [true, null] },
    });
  });

  it('a paused goal takes observations; a goal of another measure, or ended, does not (409, nothing written)', async () => {
    const w = await world();
    const paused = await insertGoal(t, w.child.id, { status: 'paused' });
    expect((await w.pro.observe(paused.id, { observed_on: '2026-06-10', achieved: true })).statusCode).toBe(201);
    const games = await insertGoal(t, w.child.id, { measure: 'trials' });
    const ended = await insertGoal(t, w.child.id, { status: 'ended' });
    const before = await goalWrites(t, w.child.id);
    for (const [goal, error] of [
      [games, NOT_AN_OBSERVATION_GOAL],
      [ended, GOAL_ENDED],
    ] as const) {
      const res = await w.parent.observe(goal.id, { observed_on: '2026-06-10', achieved: true });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error });
    }
    expect(await goalWrites(t, w.child.id)).toEqual(before);
  });

  it('sent twice with one key, recorded once', async () => {
    const w = await world();
    const goal = await insertGoal(t, w.child.id);
    const key = randomUUID();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/children/${w.child.id}/goals/${goal.id}/observations`,
        headers: { cookie: w.owner.cookie, 'idempotency-key': key },
        payload: { observed_on: '2026-06-10', achieved: true },
      });
    const [a, b] = [await send(), await send()];
    expect(a.statusCode, a.body).toBe(201);
    expect(b.json()).toEqual(a.json());
    expect((await goalWrites(t, w.child.id)).observations).toHaveLength(1);
  });

  it("an unknown observation, or one of another goal: 404 'Observação não encontrada.'", async () => {
    const w = await world();
    const goal = await insertGoal(t, w.child.id);
    const other = await insertGoal(t, w.child.id);
    const saw = (await w.parent.observe(other.id, { observed_on: '2026-06-10', achieved: true })).json();
    const before = await goalWrites(t, w.child.id);
    for (const id of [saw.observation.id, 999_999]) {
      const res = await w.parent.unobserve(goal.id, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: OBSERVATION_NOT_FOUND });
    }
    expect(await goalWrites(t, w.child.id)).toEqual(before);
  });
});
