import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createChildWorld } from '../../../test/child-factories';
import { createSignedInUser, sessionCookie } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { JOB_NAMES } from '../../jobs/background-jobs';
import { progressEntries } from '../../db/schema/activities';
import { childGameLevels, starLedger } from '../../db/schema/stars';
import { freeActivityOf, levelCalls } from '../levels/levels-testing';

// A saved result moves the child's level in its kind (docs/product.md#game-levels) and earns its
// stars (docs/product.md#stars-and-the-reward-shop), once.

let t: TestApp;
let memory: { id: number; title: string };
let breathingId: number;
beforeAll(async () => {
  t = await createTestApp();
  memory = await freeActivityOf(t, 'memory');
  breathingId = (await freeActivityOf(t, 'breathing')).id;
});
afterAll(() => t.close());

/** A parent and a child with no result yet. */
async function family() {
  const owner = await createSignedInUser(t);
  const child = await createChild(t.db, owner.user.id);
  return { owner, child, calls: levelCalls(t, owner.cookie, child.id) };
}

async function levelRow(childId: number) {
  const [row] = await t.db
    .select()
    .from(childGameLevels)
    .where(and(eq(childGameLevels.childId, childId), eq(childGameLevels.kind, 'memory')));
  return row;
}

async function ledger(childId: number) {
  return t.db.select().from(starLedger).where(eq(starLedger.childId, childId)).orderBy(asc(starLedger.id));
}

async function entryCount(childId: number) {
  const [row] = await t.db.select({ n: count() }).from(progressEntries).where(eq(progressEntries.childId, childId));
  return row!.n;
}

describe('the level a result is played at and moves to', () => {
  it('two results at ≥ 80 in a row go up: the second says so', async () => {
    const { child, calls } = await family();
    const first = await calls.play(memory.id, 80);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ level: 2, new_level: null, stars: 3 });
    const second = await calls.play(memory.id, 100);
    expect(second.json()).toMatchObject({ level: 2, new_level: 3, stars: 3 });
    expect(await levelRow(child.id)).toMatchObject({ level: 3, highRun: 0, lowRun: 0 });
    // The next game is played at the new level.
    expect((await calls.play(memory.id, 60)).json()).toMatchObject({ level: 3, new_level: null, stars: 2 });
  });

  it('two results below 40 in a row go down; one between resets the run', async () => {
    const { child, calls } = await family();
    await calls.play(memory.id, 30);
    await calls.play(memory.id, 50);
    expect((await calls.play(memory.id, 39)).json()).toMatchObject({ level: 2, new_level: null, stars: 1 });
    expect((await calls.play(memory.id, 0)).json()).toMatchObject({ level: 2, new_level: 1, stars: 1 });
    expect(await levelRow(child.id)).toMatchObject({ level: 1, highRun: 0, lowRun: 0 });
  });

  it('the level the player sends is recorded; the child’s level still moves from where it is', async () => {
    const { child, calls } = await family();
    expect((await calls.play(memory.id, 90, { level: 1 })).json()).toMatchObject({ level: 1, new_level: null });
    expect((await calls.play(memory.id, 90, { level: 1 })).json()).toMatchObject({ level: 1, new_level: 3 });
    expect(await levelRow(child.id)).toMatchObject({ level: 3 });
  });

  it('a pinned level stays, whatever the results', async () => {
    const { child, calls } = await family();
    await calls.pin('memory', { pinned_level: 2 });
    for (const score of [100, 100, 0, 0]) expect((await calls.play(memory.id, score)).json().new_level).toBeNull();
    expect(await levelRow(child.id)).toMatchObject({ level: 2, pinned: true, highRun: 0, lowRun: 0 });
  });

  it('an unfinished result, or one without a score, moves nothing and is recorded at the current level', async () => {
    const { child, calls } = await family();
    await calls.pin('memory', { pinned_level: 3 });
    await calls.pin('memory', { pinned_level: null });
    const unfinished = await calls.play(memory.id, 95, { status: 'in_progress' });
    expect(unfinished.json()).toMatchObject({ level: 3, new_level: null, stars: 0 });
    const helped = await calls.play(memory.id, 95, { status: 'needs_help' });
    expect(helped.json()).toMatchObject({ level: 3, new_level: null, stars: 0 });
    const unscored = await calls.play(memory.id, null);
    expect(unscored.json()).toMatchObject({ level: 3, new_level: null, stars: 1 });
    expect(await levelRow(child.id)).toMatchObject({ level: 3, highRun: 0, lowRun: 0 });
  });

  it('a kind without levels records none and still earns stars', async () => {
    const { child, calls } = await family();
    const res = await calls.play(breathingId, 90);
    expect(res.json()).toMatchObject({ level: null, new_level: null, stars: 3 });
    const ignored = await calls.play(breathingId, 90, { level: 3 });
    expect(ignored.json()).toMatchObject({ level: null, new_level: null });
    expect(await t.db.select().from(childGameLevels).where(eq(childGameLevels.childId, child.id))).toEqual([]);
  });

  it('results of one child saved at once all count: none loses another’s run', async () => {
    const { child, calls } = await family();
    // The kind's row exists at level 1: the saves below wait for each other on it.
    await calls.pin('memory', { pinned_level: 1 });
    await calls.pin('memory', { pinned_level: null });
    const answers = await Promise.all([90, 95, 85, 100].map((score) => calls.play(memory.id, score)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    // One after the other: the second moves 1 → 2, the fourth 2 → 3.
    expect(answers.map((a) => a.json().new_level).sort()).toEqual([2, 3, null, null]);
    expect(await levelRow(child.id)).toMatchObject({ level: 3, highRun: 0 });
    expect(await ledger(child.id)).toHaveLength(4);
  });

  it('a professional with access saves a result, and it moves the level', async () => {
    const { child, proWithAccess } = await createChildWorld(t);
    const pro = levelCalls(t, proWithAccess.cookie, child.id);
    await pro.play(memory.id, 85);
    expect((await pro.play(memory.id, 85)).json()).toMatchObject({ new_level: 3, stars: 3 });
    expect(await levelRow(child.id)).toMatchObject({ level: 3 });
  });

  it.each([
    ['0', { level: 0 }],
    ['4', { level: 4 }],
    ['1.5', { level: 1.5 }],
    ['text', { level: 'dois' }],
    ['null', { level: null }],
  ])('refuses a level of %s with a pt-BR 400 and writes nothing', async (_, extra) => {
    const { child, calls } = await family();
    const res = await calls.play(memory.id, 90, extra);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'O nível deve ser 1, 2 ou 3.' });
    expect(await entryCount(child.id)).toBe(0);
    expect(await levelRow(child.id)).toBeUndefined();
    expect(await ledger(child.id)).toEqual([]);
  });
});

describe('the stars a result earns', () => {
  it('by score: 80–100 three, 50–79 two, below 50 one; written to the ledger as the activity', async () => {
    const { child, calls } = await family();
    const played = new Date(t.clock.now().getTime() - 3_600_000);
    const stars = [];
    for (const [score, extra] of [
      [100, { played_at: played.toISOString() }],
      [79, {}],
      [50, {}],
      [49, {}],
    ] as const) {
      stars.push((await calls.play(memory.id, score, extra)).json());
    }
    expect(stars.map((s) => s.stars)).toEqual([3, 2, 2, 1]);
    const rows = await ledger(child.id);
    expect(rows.map((r) => [r.delta, r.reason, r.source, r.label])).toEqual(
      stars.map((s) => [s.stars, 'activity', `progress:${s.id}`, memory.title]),
    );
    // Dated when the game was played.
    expect(rows[0]!.at.toISOString()).toBe(played.toISOString());
  });

  it('the list shows each entry’s level, move and stars', async () => {
    const { child, owner, calls } = await family();
    await calls.play(memory.id, 90);
    await calls.play(memory.id, 90);
    await calls.play(memory.id, 70, { status: 'in_progress' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/children/${child.id}/progress`,
      headers: { cookie: owner.cookie },
    });
    expect(
      res
        .json()
        .items.map((e: { level: number; new_level: number | null; stars: number }) => [e.level, e.new_level, e.stars]),
    ).toEqual([
      [3, null, 0],
      [2, 3, 3],
      [2, null, 3],
    ]);
  });

  it('a save sent again with its key answers the first one and earns nothing more, even days later', async () => {
    const { child, calls, owner } = await family();
    const key = 'levels-repeat-key';
    const send = (cookie = owner.cookie) =>
      t.app.inject({
        method: 'POST',
        url: `/api/children/${child.id}/progress`,
        headers: { cookie, 'idempotency-key': key },
        payload: { activity_id: memory.id, score: 90, seconds_spent: 60 },
      });
    await calls.play(memory.id, 90);
    const first = await send();
    expect(first.json()).toMatchObject({ level: 2, new_level: 3, stars: 3 });
    expect((await send()).json()).toEqual(first.json());
    // The housekeeping drops the key from the idempotency store; the row keeps it.
    t.clock.advance(3 * 24 * 3_600_000);
    expect(await t.app.jobs.run(JOB_NAMES.housekeeping)).toBe(true);
    const later = await send(await sessionCookie(t, owner.user.id));
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json()).toEqual(first.json());
    expect(await ledger(child.id)).toHaveLength(2);
    expect(await entryCount(child.id)).toBe(2);
    expect(await levelRow(child.id)).toMatchObject({ level: 3, highRun: 0 });
  });
});
