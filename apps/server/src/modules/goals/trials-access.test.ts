import { goalsApi } from '@neurobridge/shared/api/goals';
import { TERMS_REQUIRED, TERMS_REQUIRED_MESSAGE } from '@neurobridge/shared/api/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CHILD_NOT_FOUND } from '../children/child-access';
import { createSession } from '../child-professionals/child-professionals-testing';
import { createTrialsGoal, trialList, trialRows, trialsCalls, trialsWorld } from './trials-testing';

/**
 * A session's trials by each kind of caller (docs/product.md#session-trials): the parent and every
 * professional with active access — the one who logged the session or another — read them and
 * record their own; anyone else learns nothing (the child's 404), an admin bearer is no user
 * session and nobody is signed in (401). A refused call writes nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who = 'owner' | 'otherParent' | 'proWithAccess' | 'proOther' | 'proRevoked' | 'proWithout' | 'admin' | 'anonymous';
const WHO: Who[] = [
  'owner',
  'otherParent',
  'proWithAccess',
  'proOther',
  'proRevoked',
  'proWithout',
  'admin',
  'anonymous',
];
const ALLOWED = new Set<Who>(['owner', 'proWithAccess', 'proOther']);

async function world(who: Who) {
  const w = await trialsWorld(t);
  // Another recorder's list already there: a read shows it, a write keeps it.
  await w.ana.put(w.session.id, w.goal.id, { trials: trialList(4, 3) });
  const headers: Record<string, string> =
    who === 'admin'
      ? { cookie: `nb_admin=${await createAdminToken(t)}` }
      : who === 'anonymous'
        ? {}
        : { cookie: w[who].cookie };
  return { ...w, api: trialsCalls(t, headers, w.child.id) };
}

function expectRefusal(res: { statusCode: number; json: () => unknown }, who: Who) {
  if (who === 'admin' || who === 'anonymous') {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Faça login para continuar.' });
  } else {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: CHILD_NOT_FOUND });
  }
}

describe(`GET ${goalsApi.sessionTrials.path}`, () => {
  it.each(WHO)('%s', async (who) => {
    const { api, session, goal } = await world(who);
    const res = await api.get(session.id);
    if (!ALLOWED.has(who)) return expectRefusal(res, who);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.session.id).toBe(session.id);
    const shown = body.goals.find((g: { goal_id: number }) => g.goal_id === goal.id);
    expect(shown.records).toHaveLength(1);
    expect(shown.records[0]).toMatchObject({ recorder_name: 'Ana Terapeuta', mine: who === 'proWithAccess' });
  });
});

describe(`PUT ${goalsApi.putTrials.path}`, () => {
  it.each(WHO)('%s', async (who) => {
    const { api, session, goal } = await world(who);
    const before = await trialRows(t, session.id);
    const res = await api.put(session.id, goal.id, { trials: trialList(2, 1) });
    if (!ALLOWED.has(who)) {
      expectRefusal(res, who);
      expect(await trialRows(t, session.id)).toEqual(before);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().record).toMatchObject({ mine: true, is_session_professional: who === 'proWithAccess' });
    const after = await trialRows(t, session.id);
    // The session professional replaced their 4; anyone else added 2 beside them.
    expect(after).toHaveLength(who === 'proWithAccess' ? 2 : 6);
  });
});

describe('terms not accepted', () => {
  it('the parent who has not consented gets 403 TERMS_REQUIRED on both, and nothing is written', async () => {
    const parent = await createSignedInUser(t, {}, { consent: false });
    const pro = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const session = await createSession(t.db, child.id, pro.user.id);
    const goal = await createTrialsGoal(t.db, child.id);
    const api = trialsCalls(t, { cookie: parent.cookie }, child.id);
    const refused = { error: TERMS_REQUIRED_MESSAGE, code: TERMS_REQUIRED };
    for (const res of [await api.get(session.id), await api.put(session.id, goal.id, { trials: trialList(1, 1) })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refused);
    }
    expect(await trialRows(t, session.id)).toEqual([]);
  });
});
