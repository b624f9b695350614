import type { Trial } from '@neurobridge/shared/domain/goals';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { goalEvents } from '../../db/schema/goals';
import { createSession } from '../child-professionals/child-professionals-testing';
import { createTrialsGoal, trialList, trialRows, trialsCalls, trialsWorld } from './trials-testing';

/**
 * Trial writes at the same moment (docs/product.md#session-trials; run on PostgreSQL with `npm run
 * test:pg`): one session's writes run one after the other, so a caller's list is always one of the
 * lists sent, never rows of two; the 200 limit holds across goals; and two sessions that meet a
 * goal together meet it once, without a deadlock.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const shape = (rows: { position: number; result: string; prompt: string }[]): Trial[] =>
  rows.map((r, i) => {
    expect(r.position).toBe(i);
    return { result: r.result, prompt: r.prompt } as Trial;
  });

describe('concurrent PUTs of trials', () => {
  it('from the same caller for one goal: each answers 200 and the stored list is exactly one of them', async () => {
    const { child, session, goal, proWithAccess } = await trialsWorld(t);
    const api = trialsCalls(t, { cookie: proWithAccess.cookie }, child.id);
    const lists = Array.from({ length: 8 }, (_, i) => trialList(5 + i * 3, i + 1));
    const answers = await Promise.all(lists.map((trials) => api.put(session.id, goal.id, { trials })));
    expect(answers.map((a) => a.statusCode)).toEqual(lists.map(() => 200));
    const stored = shape(await trialRows(t, session.id));
    expect(lists).toContainEqual(stored);
  });

  it('from the same caller for two goals: the 200 of the session are not passed', async () => {
    const { child, session, goal, proWithAccess } = await trialsWorld(t);
    const other = await createTrialsGoal(t.db, child.id, { title: 'Outra' });
    const api = trialsCalls(t, { cookie: proWithAccess.cookie }, child.id);
    const answers = await Promise.all([
      api.put(session.id, goal.id, { trials: trialList(150, 1) }),
      api.put(session.id, other.id, { trials: trialList(150, 1) }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await trialRows(t, session.id)).toHaveLength(150);
  });

  it('of two recorders in two sessions that together meet the goal: both written, met once', async () => {
    const { ana, bia, carla, child, session, goal, proOther } = await trialsWorld(t);
    const next = await createSession(t.db, child.id, proOther.user.id, { sessionDate: '2026-03-17' });
    const answers = await Promise.all([
      ana.put(session.id, goal.id, { trials: trialList(10, 9) }),
      bia.put(next.id, goal.id, { trials: trialList(10, 8) }),
      carla.put(session.id, goal.id, { trials: trialList(10, 2) }),
      carla.put(next.id, goal.id, { trials: trialList(10, 3) }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await trialRows(t, session.id)).toHaveLength(20);
    expect(await trialRows(t, next.id)).toHaveLength(20);
    const met = await t.db
      .select()
      .from(goalEvents)
      .where(and(eq(goalEvents.goalId, goal.id), eq(goalEvents.action, 'met')));
    expect(met).toHaveLength(1);
    expect(answers.some((a) => a.json().goal.status === 'met')).toBe(true);
  });
});
