import {
  REMOVAL_REASON_MAX,
  REMOVAL_REASON_REQUIRED,
  REMOVAL_REASON_TOO_LONG,
} from '@neurobridge/shared/api/schedule-changes';
import { fromLocal } from '@neurobridge/shared/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { assignBody, homeCalls, homeWorld, written } from '../home-programme/home-programme-testing';
import { freeActivities, scheduleCalls } from './schedule-testing';

/**
 * The family removes a professional's entry from the week only saying why; the professional reads
 * it on the child's home programme (docs/product.md#home-programme). The family's own entries take
 * no reason.
 */
let t: TestApp;
let activity: { id: number; title: string };
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(fromLocal(2030, 5, 15, 12)); // a Wednesday
  activity = (await freeActivities(t))[0]!;
});
afterAll(() => t.close());

async function assigned() {
  const w = await homeWorld(t);
  const assignment = (await homeCalls(t, w.headers.pro, w.child.id).create(assignBody([activity.id]))).json();
  const week = scheduleCalls(t, w.owner.cookie, w.child.id);
  const entries = (await week.list()).json() as { id: number; day_of_week: number }[];
  return { w, assignment, week, entries };
}

describe("DELETE /api/children/:id/schedule/:entryId of a professional's entry", () => {
  it.each([
    ['no body', undefined, REMOVAL_REASON_REQUIRED],
    ['an empty body', {}, REMOVAL_REASON_REQUIRED],
    ['a blank reason', { reason: '   ' }, REMOVAL_REASON_REQUIRED],
    ['a reason that is not text', { reason: 5 }, REMOVAL_REASON_REQUIRED],
    ['a reason too long', { reason: 'x'.repeat(REMOVAL_REASON_MAX + 1) }, REMOVAL_REASON_TOO_LONG],
    ['another field', { reason: 'Viagem.', why: 'x' }, 'Campo não permitido: why.'],
  ])('%s: 400, nothing removed', async (_name, body, message) => {
    const { w, entries, week } = await assigned();
    const before = await written(t, w.child.id);
    const res = await week.remove(entries[0]!.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await written(t, w.child.id)).toEqual(before);
  });

  it('with a reason: 204, the entry goes and the reason is kept for the professional, newest first', async () => {
    const { w, assignment, entries, week } = await assigned();
    expect(entries.map((e) => e.day_of_week)).toEqual([1, 3]);
    const res = await week.remove(entries[1]!.id, { reason: '  Às quartas ela tem natação.  ' });
    expect(res.statusCode).toBe(204);
    t.clock.advance(60_000);
    await week.remove(entries[0]!.id, { reason: 'Viagem na segunda.' });
    const { entries: left, removals } = await written(t, w.child.id);
    expect(left).toEqual([]);
    expect(removals).toMatchObject([
      { assignmentId: assignment.id, activityTitle: activity.title, dayOfWeek: 3, removedBy: w.owner.user.id },
      { assignmentId: assignment.id, activityTitle: activity.title, dayOfWeek: 1, removedBy: w.owner.user.id },
    ]);
    const seen = (await homeCalls(t, w.headers.pro, w.child.id).list()).json().assignments[0];
    expect(seen.removals).toEqual([
      {
        activity_title: activity.title,
        day_of_week: 1,
        reason: 'Viagem na segunda.',
        removed_at: t.clock.now().toISOString(),
      },
      {
        activity_title: activity.title,
        day_of_week: 3,
        reason: 'Às quartas ela tem natação.',
        removed_at: new Date(t.clock.now().getTime() - 60_000).toISOString(),
      },
    ]);
  });

  it("the family's own entry needs no reason, and one sent is not kept", async () => {
    const { w, week } = await assigned();
    const own = (await week.add({ activity_id: activity.id, day_of_week: 5, time_slot: 'morning' })).json();
    const other = (await week.add({ activity_id: activity.id, day_of_week: 6, time_slot: 'morning' })).json();
    expect((await week.remove(own.id)).statusCode).toBe(204);
    expect((await week.remove(other.id, { reason: 'Não precisa.' })).statusCode).toBe(204);
    const { entries, removals } = await written(t, w.child.id);
    expect(entries.map((e) => e.id)).not.toContain(own.id);
    expect(entries.map((e) => e.id)).not.toContain(other.id);
    expect(removals).toEqual([]);
  });

  it('two removals at once: one goes, one reason kept', async () => {
    const { w, entries, week } = await assigned();
    const codes = (
      await Promise.all([
        week.remove(entries[0]!.id, { reason: 'Primeiro.' }),
        week.remove(entries[0]!.id, { reason: 'Segundo.' }),
      ])
    )
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([204, 404]);
    expect((await written(t, w.child.id)).removals).toHaveLength(1);
  });
});
