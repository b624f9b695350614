import { fromLocal } from '@neurobridge/shared/domain/time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createUser, sessionCookie } from '../../../test/factories';
import { keyed } from '../../../test/idempotency-key';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { goals } from '../../db/schema/goals';
import { freeActivities } from '../schedule/schedule-testing';
import { eventRows, insertGoal } from './goals-testing';

/**
 * Game results meet a goal measured by game score (docs/product.md#goals): a new finished result
 * with a score of a linked activity asks the rule in the save's transaction, and the goal is met
 * once — `met_at` the save's moment, one `met` event — whatever comes after, and however many
 * saves arrive at once (run on PostgreSQL too: `npm run test:pg`).
 */
let t: TestApp;
let linked: number;
let other: number;
beforeAll(async () => {
  t = await createTestApp();
  [linked, other] = (await freeActivities(t, 2)).map((a) => a.id) as [number, number];
  t.clock.set(fromLocal(2031, 3, 11, 10)); // a Tuesday, 10:00 in São Paulo
});
afterAll(() => t.close());

async function family() {
  const user = await createUser(t.db);
  const child = await createChild(t.db, user.id);
  return { child, cookie: await sessionCookie(t, user.id) };
}

const save = (cookie: string, childId: number, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/children/${childId}/progress`,
    headers: key ? { cookie, 'idempotency-key': key } : keyed({ cookie }),
    payload: { seconds_spent: 120, ...payload },
  });

/** A goal of 80 % in `count` games in a row, linked to the first activity, started the day before. */
const gameGoal = (childId: number, count = 2, overrides: Partial<typeof goals.$inferInsert> = {}) =>
  insertGoal(
    t,
    childId,
    { measure: 'game_score', criterionCount: count, criterionPercent: 80, startDate: '2031-03-10', ...overrides },
    [linked],
  );

const goalRow = async (id: number) => (await t.db.select().from(goals).where(eq(goals.id, id)))[0]!;
const metEvents = async (id: number) => (await eventRows(t, id)).filter((e) => e.action === 'met');

describe('a game result and the goals of its activity', () => {
  it('meets the goal when the last N scores reach the percentage, once', async () => {
    const { child, cookie } = await family();
    const goal = await gameGoal(child.id);
    expect((await save(cookie, child.id, { activity_id: linked, score: 90 })).statusCode).toBe(201);
    expect((await goalRow(goal.id)).status).toBe('active');
    t.clock.advance(60_000);
    const metAt = t.clock.now();
    expect((await save(cookie, child.id, { activity_id: linked, score: 85 })).statusCode).toBe(201);
    const met = await goalRow(goal.id);
    expect(met).toMatchObject({ status: 'met', metAt });
    expect(await metEvents(goal.id)).toEqual([
      expect.objectContaining({
        actorUserId: null,
        actorName: null,
        changes: { status: ['active', 'met'] },
        at: metAt,
      }),
    ]);
    // More results, below and above: it stays met, met_at and the one event unchanged.
    t.clock.advance(60_000);
    await save(cookie, child.id, { activity_id: linked, score: 10 });
    await save(cookie, child.id, { activity_id: linked, score: 100 });
    expect(await goalRow(goal.id)).toMatchObject({ status: 'met', metAt });
    expect(await metEvents(goal.id)).toHaveLength(1);
  });

  it('counts only finished, scored results of a linked activity, from the goal’s start, for an active goal', async () => {
    const { child, cookie } = await family();
    const goal = await gameGoal(child.id, 1);
    const paused = await gameGoal(child.id, 1, { status: 'paused' });
    const later = await gameGoal(child.id, 1, { startDate: '2031-03-12' });
    for (const result of [
      { activity_id: linked, score: 95, status: 'in_progress' },
      { activity_id: linked, status: 'completed', score: null },
      { activity_id: other, score: 95 },
    ]) {
      expect((await save(cookie, child.id, result)).statusCode).toBe(201);
    }
    expect((await goalRow(goal.id)).status).toBe('active');
    await save(cookie, child.id, { activity_id: linked, score: 79 });
    expect((await goalRow(goal.id)).status).toBe('active');
    await save(cookie, child.id, { activity_id: linked, score: 80 });
    expect((await goalRow(goal.id)).status).toBe('met');
    expect(await goalRow(paused.id)).toMatchObject({ status: 'paused', metAt: null });
    // Played before its start: it does not count toward the goal that starts tomorrow.
    expect(await goalRow(later.id)).toMatchObject({ status: 'active', metAt: null });
  });

  it('a repeat of a saved key writes nothing and meets nothing', async () => {
    const { child, cookie } = await family();
    const goal = await gameGoal(child.id, 2);
    const first = await save(cookie, child.id, { activity_id: linked, score: 90 }, 'same-key-1');
    const again = await save(cookie, child.id, { activity_id: linked, score: 90 }, 'same-key-1');
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().id).toBe(first.json().id);
    expect(await goalRow(goal.id)).toMatchObject({ status: 'active', metAt: null });
  });

  it('a child without goals: the save looks goals up once, and locks none', async () => {
    const { child, cookie } = await family();
    t.queries.length = 0;
    expect((await save(cookie, child.id, { activity_id: linked, score: 90 })).statusCode).toBe(201);
    const goalReads = t.queries.filter((q) => q.includes('"goal_activities"') || q.includes('"goals"'));
    expect(goalReads).toHaveLength(1);
  });

  it('saves at the same moment that both meet the goal record it once', async () => {
    const { child, cookie } = await family();
    const goal = await gameGoal(child.id, 1);
    const answers = await Promise.all(
      [91, 92, 93, 94].map((score) => save(cookie, child.id, { activity_id: linked, score })),
    );
    expect(
      answers.map((a) => a.statusCode),
      answers[0]!.body,
    ).toEqual([201, 201, 201, 201]);
    expect((await goalRow(goal.id)).status).toBe('met');
    expect(await metEvents(goal.id)).toHaveLength(1);
  });
});
