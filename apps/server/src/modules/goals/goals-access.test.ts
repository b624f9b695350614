import { TERMS_REQUIRED_MESSAGE } from '@neurobridge/shared/api/errors';
import { GOAL_NOT_YOURS, OBSERVATION_NOT_YOURS } from '@neurobridge/shared/api/goals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createChildWorld } from '../../../test/child-factories';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { goalObservations } from '../../db/schema/goals';
import { CHILD_NOT_FOUND } from '../children/child-access';
import { goalsCalls, goalWrites, insertGoal, SAMPLE_GOAL } from './goals-testing';

/**
 * Every goals route by each kind of caller (docs/product.md#goals, docs/product.md#child-access):
 * the parent reads and changes every goal; a professional with access reads every goal and
 * changes only the ones they created; only an observation's recorder removes it; anyone else
 * learns nothing (404), an admin bearer is no session (401), and a parent who has not accepted the
 * terms is stopped by the consent gate (403). A refused call writes nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-15T15:00:00Z'));
});
afterAll(() => t.close());

type Who =
  'owner' | 'otherParent' | 'proWithAccess' | 'proRevoked' | 'proWithout' | 'admin' | 'anonymous' | 'unconsented';
const WHO: Who[] = [
  'owner',
  'otherParent',
  'proWithAccess',
  'proRevoked',
  'proWithout',
  'admin',
  'anonymous',
  'unconsented',
];

/** Lia with a goal of her parent's and one of the professional's, each with an observation of its creator. */
async function world(who: Who) {
  const { child, ...users } = await createChildWorld(t);
  const parentGoal = await insertGoal(t, child.id, { createdBy: users.owner.user.id, createdByName: 'Marta' });
  const proGoal = await insertGoal(t, child.id, {
    createdBy: users.proWithAccess.user.id,
    createdByRole: 'professional',
    createdByName: 'Dra. Ana',
  });
  const [parentSaw, proSaw] = await t.db
    .insert(goalObservations)
    .values([
      {
        goalId: parentGoal.id,
        recorderUserId: users.owner.user.id,
        recorderName: 'Marta',
        observedOn: '2026-06-01',
        achieved: true,
      },
      {
        goalId: proGoal.id,
        recorderUserId: users.proWithAccess.user.id,
        recorderName: 'Ana',
        observedOn: '2026-06-02',
        achieved: false,
      },
    ])
    .returning();
  let headers: Record<string, string> = {};
  let childId = child.id;
  if (who === 'admin') headers = { cookie: `nb_admin=${await createAdminToken(t)}` };
  else if (who === 'unconsented') {
    // A parent of their own child who has not accepted the terms: the gate comes before the child.
    const parent = await createSignedInUser(t, {}, { consent: false });
    childId = (await createChild(t.db, parent.user.id)).id;
    headers = { cookie: parent.cookie };
  } else if (who !== 'anonymous') headers = { cookie: users[who].cookie };
  return {
    child,
    childId,
    parentGoal,
    proGoal,
    parentSaw: parentSaw!,
    proSaw: proSaw!,
    calls: goalsCalls(t, headers, childId),
  };
}

type World = Awaited<ReturnType<typeof world>>;

interface Case {
  name: string;
  call: (w: World) => ReturnType<World['calls']['list']>;
  /** The answer of the owner and of the professional with access. */
  owner: number | [number, string];
  pro: number | [number, string];
}

const CASES: Case[] = [
  { name: 'list', call: (w) => w.calls.list(), owner: 200, pro: 200 },
  { name: 'create', call: (w) => w.calls.create(SAMPLE_GOAL), owner: 201, pro: 201 },
  { name: 'detail', call: (w) => w.calls.detail(w.parentGoal.id), owner: 200, pro: 200 },
  {
    name: "update the parent's goal",
    call: (w) => w.calls.update(w.parentGoal.id, { status: 'paused' }),
    owner: 200,
    pro: [403, GOAL_NOT_YOURS],
  },
  {
    name: "update the professional's goal",
    call: (w) => w.calls.update(w.proGoal.id, { status: 'ended' }),
    owner: 200,
    pro: 200,
  },
  {
    name: 'observe',
    call: (w) => w.calls.observe(w.parentGoal.id, { observed_on: '2026-06-10', achieved: true }),
    owner: 201,
    pro: 201,
  },
  {
    name: "remove the parent's observation",
    call: (w) => w.calls.unobserve(w.parentGoal.id, w.parentSaw.id),
    owner: 204,
    pro: [403, OBSERVATION_NOT_YOURS],
  },
  {
    name: "remove the professional's observation",
    call: (w) => w.calls.unobserve(w.proGoal.id, w.proSaw.id),
    owner: [403, OBSERVATION_NOT_YOURS],
    pro: 204,
  },
];

function expected(c: Case, who: Who): [number, string | null] {
  if (who === 'anonymous' || who === 'admin') return [401, 'Faça login para continuar.'];
  if (who === 'unconsented') return [403, TERMS_REQUIRED_MESSAGE];
  const mine: Case['owner'] = who === 'owner' ? c.owner : who === 'proWithAccess' ? c.pro : [404, CHILD_NOT_FOUND];
  return typeof mine === 'number' ? [mine, null] : mine;
}

describe.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
  it.each(WHO)('%s', async (who) => {
    const w = await world(who);
    const before = await goalWrites(t, w.child.id);
    const res = await c.call(w);
    const [status, error] = expected(c, who);
    expect(res.statusCode, res.body).toBe(status);
    if (error) expect(res.json().error).toBe(error);
    const after = await goalWrites(t, w.child.id);
    if (status >= 300 || c.name === 'list' || c.name === 'detail') expect(after).toEqual(before);
    else expect(after).not.toEqual(before);
  });
});
