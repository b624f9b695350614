import type { Goal } from '@neurobridge/shared/api/goals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createProgress } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { goalObservations, sessionTrials } from '../../db/schema/goals';
import { professionalSessions } from '../../db/schema/professionals';
import {
  catalogueActivities,
  eventRows,
  goalsCalls,
  goalsWorld,
  goalWrites,
  insertGoal,
  SAMPLE_GOAL,
} from './goals-testing';

/** Creating and listing goals (docs/product.md#goals). */
let t: TestApp;
let games: { id: number; title: string }[];
beforeAll(async () => {
  t = await createTestApp();
  games = await catalogueActivities(t, 2);
  t.clock.set(new Date('2026-06-15T15:00:00Z'));
});
afterAll(() => t.close());

const world = () => goalsWorld(t);

describe('create', () => {
  it("the parent's goal: named after the parent, linked activities by title, a `created` event", async () => {
    const w = await world();
    const res = await w.calls(w.owner).create({
      ...SAMPLE_GOAL,
      measure: 'game_score',
      activity_ids: [games[1]!.id, games[0]!.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const goal: Goal = res.json();
    expect(goal).toMatchObject({
      child_id: w.child.id,
      title: SAMPLE_GOAL.title,
      criterion: { percent: 80, count: 3, unit: 'sessions', measure: 'game_score' },
      criterion_text: '80 % de acerto em 3 jogos seguidos',
      start_date: '2026-01-05',
      review_date: '2026-03-30',
      status: 'active',
      met_at: null,
      activities: [games[0], games[1]].map((g) => ({ id: g!.id, title: g!.title })),
      created_by: { name: w.owner.user.fullName, role: 'parent', professional_type: null },
      can_edit: true,
      last_value: null,
      measures_count: 0,
      created_at: t.clock.now().toISOString(),
    });
    expect(await eventRows(t, goal.id)).toEqual([
      expect.objectContaining({ actorUserId: w.owner.user.id, actorName: w.owner.user.fullName, action: 'created' }),
    ]);
  });

  it("a professional's goal carries their type; the parent may change it, another professional may not", async () => {
    const w = await world();
    const created: Goal = (await w.calls(w.proWithAccess).create()).json();
    expect(created.created_by).toEqual({
      name: w.proWithAccess.user.fullName,
      role: 'professional',
      professional_type: 'Fonoaudiólogo(a)',
    });
    const canEdit = async (who: { cookie: string }) =>
      (await w.calls(who).list()).json().goals.find((g: Goal) => g.id === created.id).can_edit;
    expect([await canEdit(w.proWithAccess), await canEdit(w.owner), await canEdit(w.otherPro)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('names its creator by the full name, else the given name, else the e-mail before @', async () => {
    for (const [user, name] of [
      [{ fullName: '  ', givenName: 'Rita' }, 'Rita'],
      [{ fullName: null, givenName: null, email: 'joana.s@example.com' }, 'joana.s'],
    ] as const) {
      const parent = await createSignedInUser(t, user);
      const child = await createChild(t.db, parent.user.id);
      const res = await goalsCalls(t, { cookie: parent.cookie }, child.id).create();
      expect(res.json().created_by.name).toBe(name);
      expect(res.body).not.toContain('@example.com');
    }
  });

  it('at most 20 active goals: the 21st is 409 and writes nothing; paused, met and ended ones do not count', async () => {
    const w = await world();
    for (const status of ['paused', 'met', 'ended']) await insertGoal(t, w.child.id, { status });
    for (let i = 0; i < 19; i++) await insertGoal(t, w.child.id);
    expect((await w.calls(w.owner).create()).statusCode).toBe(201);
    const before = await goalWrites(t, w.child.id);
    const res = await w.calls(w.proWithAccess).create();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Esta criança já tem 20 metas ativas. Pause ou encerre uma para criar outra.',
    });
    expect(await goalWrites(t, w.child.id)).toEqual(before);
    expect((await w.calls(w.owner).list()).json().active_count).toBe(20);
  });

  it('two creates at once for the 20th place: one is made', async () => {
    const w = await world();
    for (let i = 0; i < 19; i++) await insertGoal(t, w.child.id);
    const answers = await Promise.all([w.calls(w.owner).create(), w.calls(w.proWithAccess).create()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await goalWrites(t, w.child.id)).goals.filter((g) => g.status === 'active')).toHaveLength(20);
  });

  it('a goal whose criterion already holds from its start is met when it is made', async () => {
    const w = await world();
    for (const score of [90, 95]) {
      await createProgress(t.db, w.child.id, {
        activityId: games[0]!.id,
        score,
        completionDate: new Date('2026-06-10T15:00:00Z'),
      });
    }
    const res = await w.calls(w.owner).create({
      ...SAMPLE_GOAL,
      measure: 'game_score',
      criterion_count: 2,
      activity_ids: [games[0]!.id],
    });
    expect(res.json()).toMatchObject({
      status: 'met',
      met_at: t.clock.now().toISOString(),
      last_value: 95,
      measures_count: 2,
    });
  });
});

describe('list', () => {
  it('active, paused, met, ended; newest first within each; only this child', async () => {
    const w = await world();
    const at = (day: number) => new Date(`2026-06-${String(day).padStart(2, '0')}T12:00:00Z`);
    const ended = await insertGoal(t, w.child.id, { status: 'ended', createdAt: at(9) });
    const oldActive = await insertGoal(t, w.child.id, { createdAt: at(1) });
    const met = await insertGoal(t, w.child.id, { status: 'met', metAt: at(5), createdAt: at(2) });
    const paused = await insertGoal(t, w.child.id, { status: 'paused', createdAt: at(8) });
    const newActive = await insertGoal(t, w.child.id, { createdAt: at(3) });
    const elsewhere = await createChild(t.db, w.owner.user.id);
    await insertGoal(t, elsewhere.id);
    const res = await w.calls(w.proWithAccess).list();
    expect(res.statusCode).toBe(200);
    expect(res.json().goals.map((g: Goal) => g.id)).toEqual(
      [newActive, oldActive, paused, met, ended].map((g) => g.id),
    );
    expect(res.json().active_count).toBe(2);
    expect(res.json().goals[3].met_at).toBe(at(5).toISOString());
  });

  it("each goal's last value and count of its own measure, from its start", async () => {
    const w = await world();
    const [a, b] = games;
    const played = (activityId: number, score: number | null, day: string, status = 'completed') =>
      createProgress(t.db, w.child.id, { activityId, score, status, completionDate: new Date(`${day}T15:00:00Z`) });
    const game = await insertGoal(t, w.child.id, { measure: 'game_score', startDate: '2026-06-02' }, [a!.id, b!.id]);
    await played(a!.id, 99, '2026-06-01'); // before its start
    await played(a!.id, 60, '2026-06-02');
    await played(b!.id, 70, '2026-06-03');
    await played(b!.id, 100, '2026-06-04', 'in_progress');
    await played(a!.id, null, '2026-06-05');
    const trials = await insertGoal(t, w.child.id, { measure: 'trials' });
    const [early, late] = await t.db
      .insert(professionalSessions)
      .values(
        ['2026-06-10', '2026-06-12'].map((sessionDate) => ({
          professionalUserId: w.proWithAccess.user.id,
          childId: w.child.id,
          sessionDate,
          sessionType: 'individual',
          durationMinutes: 45,
        })),
      )
      .returning();
    const trial = (sessionId: number, recorderUserId: number, results: string[]) =>
      t.db.insert(sessionTrials).values(
        results.map((result, position) => ({
          sessionId,
          goalId: trials.id,
          recorderUserId,
          position,
          result,
          prompt: 'independent',
        })),
      );
    await trial(early!.id, w.proWithAccess.user.id, ['correct', 'incorrect']);
    // The latest session: the session's professional's record is its measure (2 of 3), not the parent's.
    await trial(late!.id, w.owner.user.id, ['correct']);
    await trial(late!.id, w.proWithAccess.user.id, ['correct', 'correct', 'incorrect']);
    const observed = await insertGoal(t, w.child.id, { measure: 'observation' });
    await t.db.insert(goalObservations).values(
      [
        ['2026-06-11', false],
        ['2026-06-13', true],
        ['2026-06-12', false],
      ].map(([observedOn, achieved]) => ({
        goalId: observed.id,
        recorderName: 'Marta',
        observedOn: observedOn as string,
        achieved: achieved as boolean,
      })),
    );
    const none = await insertGoal(t, w.child.id, { measure: 'observation' });
    const goals: Goal[] = (await w.calls(w.owner).list()).json().goals;
    const summary = (id: number) => {
      const g = goals.find((x) => x.id === id)!;
      return [g.last_value, g.measures_count];
    };
    expect(summary(game.id)).toEqual([70, 2]);
    expect(summary(trials.id)).toEqual([67, 2]);
    expect(summary(observed.id)).toEqual([100, 3]);
    expect(summary(none.id)).toEqual([null, 0]);
  });
});
