import { GOAL_ENDED, GOAL_NOT_FOUND, SESSION_NOT_FOUND } from '@neurobridge/shared/api/goals';
import type { Trial } from '@neurobridge/shared/domain/goals';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sessionTrials } from '../../db/schema/goals';
import { users } from '../../db/schema/users';
import { createSession } from '../child-professionals/child-professionals-testing';
import { createTrialsGoal, trialList, trialRows, trialsWorld } from './trials-testing';

/**
 * A session's trial data (docs/product.md#session-trials): what the page says of the session and
 * its goals, each recorder's list replaced whole, the records' order, summaries and agreement.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const world = () => trialsWorld(t);

describe('GET /api/children/:id/sessions/:sessionId/trials', () => {
  it('says of the session its date, type, times and professional — never its notes or summary', async () => {
    const { carla, session } = await world();
    const res = await carla.get(session.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().session).toEqual({
      id: session.id,
      session_date: '2026-03-10',
      session_type: 'individual',
      start_time: '14:00',
      end_time: '14:50',
      professional_name: 'Ana Terapeuta',
    });
    expect(res.body).not.toContain('Boa sessão.');
    expect(res.body).not.toContain('Resumo reservado.');
  });

  it('lists the goals that are not ended, and an ended goal only when it has trials in this session', async () => {
    const { carla, child, session, goal, ended, proWithAccess } = await world();
    const paused = await createTrialsGoal(t.db, child.id, { title: 'Pausada', status: 'paused' });
    const met = await createTrialsGoal(t.db, child.id, { title: 'Alcançada', status: 'met', metAt: t.clock.now() });
    const ids = async () => (await carla.get(session.id)).json().goals.map((g: { goal_id: number }) => g.goal_id);
    expect(await ids()).toEqual([goal.id, paused.id, met.id]);
    await t.db.insert(sessionTrials).values({
      sessionId: session.id,
      goalId: ended.id,
      recorderUserId: proWithAccess.user.id,
      position: 0,
      result: 'correct',
      prompt: 'independent',
    });
    expect(await ids()).toEqual([goal.id, paused.id, met.id, ended.id]);
    const shown = (await carla.get(session.id)).json().goals[0];
    expect(shown).toMatchObject({
      title: 'Pedir ajuda com palavras',
      criterion_text: '80 % de acerto em 2 sessões seguidas',
      status: 'active',
      records: [],
      agreement: [],
    });
  });

  it("orders the records (the session professional's first, then as they began), with each one's agreement with the first", async () => {
    const { ana, bia, carla, session, goal } = await world();
    const anas: Trial[] = trialList(10, 8);
    // Carla agrees on 9 of 10: her 10th has another prompt.
    const carlas: Trial[] = [...anas.slice(0, 9), { result: 'incorrect', prompt: 'gestural' }];
    // Bia recorded only the first 5, all matching: 5 of the longer 10.
    await carla.put(session.id, goal.id, { trials: carlas });
    await bia.put(session.id, goal.id, { trials: anas.slice(0, 5) });
    await ana.put(session.id, goal.id, { trials: anas });
    const res = await bia.get(session.id);
    const shown = res.json().goals[0];
    expect(shown.records.map((r: { recorder_name: string }) => r.recorder_name)).toEqual([
      'Ana Terapeuta',
      'Carla Mãe',
      'Bia Fono',
    ]);
    expect(shown.records.map((r: { mine: boolean }) => r.mine)).toEqual([false, false, true]);
    expect(shown.records.map((r: { is_session_professional: boolean }) => r.is_session_professional)).toEqual([
      true,
      false,
      false,
    ]);
    expect(shown.records[0].trials).toEqual(anas);
    expect(shown.agreement).toEqual([
      { recorder_name: 'Carla Mãe', percent: 90 },
      { recorder_name: 'Bia Fono', percent: 50 },
    ]);
    expect(res.json().my_total).toBe(5);
  });

  it('without the session professional, the first to begin is the main record (the measure), the others compared with it', async () => {
    const { bia, carla, session, goal } = await world();
    await carla.put(session.id, goal.id, { trials: trialList(4, 4) });
    await bia.put(session.id, goal.id, { trials: trialList(4, 2) });
    // Carla sends again: her record keeps the moment it began.
    await carla.put(session.id, goal.id, { trials: trialList(4, 4) });
    const shown = (await carla.get(session.id)).json().goals[0];
    expect(shown.records.map((r: { recorder_name: string }) => r.recorder_name)).toEqual(['Carla Mãe', 'Bia Fono']);
    expect(shown.agreement).toEqual([{ recorder_name: 'Bia Fono', percent: 50 }]);
  });

  it('sums up each record: % correct and % correct without help, of all its trials, rounded', async () => {
    const { ana, session, goal } = await world();
    const trials: Trial[] = [
      { result: 'correct', prompt: 'independent' },
      { result: 'correct', prompt: 'verbal' },
      { result: 'prompted', prompt: 'model' },
      { result: 'incorrect', prompt: 'independent' },
      { result: 'no_response', prompt: 'full_physical' },
      { result: 'correct', prompt: 'independent' },
    ];
    const put = await ana.put(session.id, goal.id, { trials });
    expect(put.json().record.summary).toEqual({ total: 6, correct_percent: 50, independent_percent: 33 });
    const shown = (await ana.get(session.id)).json().goals[0].records[0];
    expect(shown.summary).toEqual({ total: 6, correct_percent: 50, independent_percent: 33 });
    await ana.put(session.id, goal.id, { trials: trials.slice(0, 3) });
    expect((await ana.get(session.id)).json().goals[0].records[0].summary).toEqual({
      total: 3,
      correct_percent: 67,
      independent_percent: 33,
    });
  });

  it('names a recorder without a name by the part of the e-mail before @, never the address', async () => {
    const { carla, owner, session, goal } = await world();
    await t.db.update(users).set({ fullName: null, givenName: ' ' }).where(eq(users.id, owner.user.id));
    await carla.put(session.id, goal.id, { trials: trialList(1, 1) });
    const own = await carla.get(session.id);
    const local = owner.user.email.split('@')[0];
    expect(own.json().goals[0].records[0].recorder_name).toBe(local);
    expect(own.body).not.toContain(owner.user.email);
  });

  it('a session of another child, or none, is not found', async () => {
    const { carla, otherSession } = await world();
    for (const id of [otherSession.id, 999_999]) {
      const res = await carla.get(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: SESSION_NOT_FOUND });
    }
  });
});

describe('PUT /api/children/:id/sessions/:sessionId/trials/:goalId', () => {
  it("replaces the caller's list in order; the same list again leaves the same rows; an empty list removes it", async () => {
    const { ana, carla, session, goal, proWithAccess } = await world();
    await carla.put(session.id, goal.id, { trials: trialList(3, 3) });
    const first = await ana.put(session.id, goal.id, { trials: trialList(5, 2) });
    expect(first.statusCode).toBe(200);
    expect(first.json().record).toMatchObject({
      recorder_name: 'Ana Terapeuta',
      mine: true,
      is_session_professional: true,
    });
    const mine = async () =>
      (await trialRows(t, session.id))
        .filter((r) => r.recorderUserId === proWithAccess.user.id)
        .map(({ position, result, prompt, recordedAt }) => ({ position, result, prompt, recordedAt }));
    // Undo: the list one shorter.
    t.clock.advance(60_000);
    await ana.put(session.id, goal.id, { trials: trialList(4, 2) });
    const once = await mine();
    expect(once.map((r) => r.position)).toEqual([0, 1, 2, 3]);
    // The record keeps the moment it was begun.
    expect(new Set(once.map((r) => r.recordedAt.getTime()))).toEqual(new Set([once[0]!.recordedAt.getTime()]));
    expect(once[0]!.recordedAt.getTime()).toBe(t.clock.now().getTime() - 60_000);
    await ana.put(session.id, goal.id, { trials: trialList(4, 2) });
    expect(await mine()).toEqual(once);
    const emptied = await ana.put(session.id, goal.id, { trials: [] });
    expect(emptied.json().record).toMatchObject({ trials: [], summary: { total: 0, correct_percent: null } });
    expect(await mine()).toEqual([]);
    // Carla's list stays as it was.
    expect(await trialRows(t, session.id)).toHaveLength(3);
    const records = (await ana.get(session.id)).json().goals[0].records;
    expect(records.map((r: { recorder_name: string }) => r.recorder_name)).toEqual(['Carla Mãe']);
  });

  it("counts the caller's trials in the session over every goal: at most 200, refused with nothing written", async () => {
    const { ana, carla, child, session, goal, proWithAccess } = await world();
    const other = await createTrialsGoal(t.db, child.id, { title: 'Outra' });
    expect((await ana.put(session.id, goal.id, { trials: trialList(150, 10) })).statusCode).toBe(200);
    // Another recorder's trials do not count for Ana.
    expect((await carla.put(session.id, other.id, { trials: trialList(200, 10) })).statusCode).toBe(200);
    const before = await trialRows(t, session.id);
    const refused = await ana.put(session.id, other.id, { trials: trialList(51, 1) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'Uma sessão pode ter no máximo 200 tentativas.' });
    expect(await trialRows(t, session.id)).toEqual(before);
    expect((await ana.put(session.id, other.id, { trials: trialList(50, 1) })).statusCode).toBe(200);
    // Her own list for the goal is replaced, not added to: 150 → 140 fits beside the 50.
    expect((await ana.put(session.id, goal.id, { trials: trialList(140, 1) })).statusCode).toBe(200);
    expect((await ana.get(session.id)).json().my_total).toBe(190);
    // Another session has 200 of its own.
    const next = await createSession(t.db, child.id, proWithAccess.user.id, { sessionDate: '2026-03-17' });
    expect((await ana.put(next.id, goal.id, { trials: trialList(200, 1) })).statusCode).toBe(200);
  });

  it('refuses a session of another child, a goal of another child, and an ended goal — writing nothing', async () => {
    const { ana, otherParent, session, otherSession, goal, ended } = await world();
    const strange = await createTrialsGoal(t.db, (await createChild(t.db, otherParent.user.id)).id);
    const cases = [
      [otherSession.id, goal.id, 404, SESSION_NOT_FOUND],
      [999_999, goal.id, 404, SESSION_NOT_FOUND],
      [session.id, strange.id, 404, GOAL_NOT_FOUND],
      [session.id, 999_999, 404, GOAL_NOT_FOUND],
      [session.id, ended.id, 409, GOAL_ENDED],
    ] as const;
    for (const [sessionId, goalId, status, error] of cases) {
      const res = await ana.put(sessionId, goalId, { trials: trialList(3, 3) });
      expect(res.statusCode, `${sessionId}/${goalId}`).toBe(status);
      expect(res.json()).toEqual({ error });
    }
    expect(await trialRows(t, session.id)).toEqual([]);
    expect(await trialRows(t, otherSession.id)).toEqual([]);
  });
});
