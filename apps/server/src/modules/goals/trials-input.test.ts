import { TOO_MANY_TRIALS, TRIAL_PROMPT_INVALID, TRIAL_RESULT_INVALID } from '@neurobridge/shared/api/goals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { trialList, trialRows, trialsCalls, trialsWorld } from './trials-testing';

/**
 * Bad input to a session's trials (docs/product.md#session-trials): each refusal is a 400 with
 * the contract's pt-BR message, and nothing is written — the caller's list stays as it was.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ok = { result: 'correct', prompt: 'independent' };
const ID_INVALID = 'Identificador inválido.';

describe('PUT /api/children/:id/sessions/:sessionId/trials/:goalId refuses', () => {
  it.each([
    ['an unknown result', { trials: [ok, { result: 'great', prompt: 'independent' }] }, TRIAL_RESULT_INVALID],
    ['a result of the wrong type', { trials: [{ result: 1, prompt: 'independent' }] }, TRIAL_RESULT_INVALID],
    ['a missing result', { trials: [{ prompt: 'independent' }] }, TRIAL_RESULT_INVALID],
    ['an unknown prompt level', { trials: [{ result: 'correct', prompt: 'a lot' }] }, TRIAL_PROMPT_INVALID],
    ['a missing prompt level', { trials: [{ result: 'correct' }] }, TRIAL_PROMPT_INVALID],
    ['201 trials', { trials: trialList(201, 100) }, TOO_MANY_TRIALS],
    ['trials that are not a list', { trials: 'correct' }, TRIAL_RESULT_INVALID],
    ['trials as an object', { trials: { 0: ok } }, TRIAL_RESULT_INVALID],
    ['no trials', {}, TRIAL_RESULT_INVALID],
    ['null trials', { trials: null }, TRIAL_RESULT_INVALID],
    ['a trial that is not an object', { trials: ['correct'] }, TRIAL_RESULT_INVALID],
    ['an unknown field', { trials: [ok], notes: 'x' }, 'Campo não permitido: notes.'],
    ['an unknown field in a trial', { trials: [{ ...ok, at: '2026-03-10' }] }, 'Campo não permitido: at.'],
  ])('%s', async (_name, body, error) => {
    const { child, session, goal, proWithAccess } = await trialsWorld(t);
    const api = trialsCalls(t, { cookie: proWithAccess.cookie }, child.id);
    await api.put(session.id, goal.id, { trials: trialList(3, 2) });
    const before = await trialRows(t, session.id);
    const res = await api.put(session.id, goal.id, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await trialRows(t, session.id)).toEqual(before);
  });

  it('a body that is no JSON object', async () => {
    const { child, session, goal, proWithAccess } = await trialsWorld(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/children/${child.id}/sessions/${session.id}/trials/${goal.id}`,
      headers: { cookie: proWithAccess.cookie, 'content-type': 'application/json' },
      payload: '[1,2',
    });
    expect(res.statusCode).toBe(400);
    expect(await trialRows(t, session.id)).toEqual([]);
  });

  it.each([
    ['a session id that is no number', 'abc', 'goal'],
    ['a session id of 0', '0', 'goal'],
    ['a goal id that is no number', 'session', '1.5'],
    ['a goal id out of range', 'session', '99999999999'],
  ])('%s', async (_name, sessionPart, goalPart) => {
    const { child, session, goal, proWithAccess } = await trialsWorld(t);
    const api = trialsCalls(t, { cookie: proWithAccess.cookie }, child.id);
    const res = await api.put(
      sessionPart === 'session' ? session.id : sessionPart,
      goalPart === 'goal' ? goal.id : goalPart,
      { trials: [ok] },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: ID_INVALID });
    expect(await trialRows(t, session.id)).toEqual([]);
  });
});

describe('GET /api/children/:id/sessions/:sessionId/trials refuses', () => {
  it.each(['abc', '0', '-1'])('the session id %s', async (id) => {
    const { child, proWithAccess } = await trialsWorld(t);
    const res = await trialsCalls(t, { cookie: proWithAccess.cookie }, child.id).get(id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: ID_INVALID });
  });
});
