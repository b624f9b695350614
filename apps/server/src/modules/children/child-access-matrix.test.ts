import { endpoint, type Endpoint } from '@neurobridge/shared/api/contract';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createChildWorld, grantAccess } from '../../../test/child-factories';
import { contractEndpoints } from '../../../test/contract-endpoints';
import { createAdminToken } from '../../../test/factories';
import { keyed } from '../../../test/idempotency-key';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { activities } from '../../db/schema/activities';
import { children } from '../../db/schema/children';
import { homeAssignments } from '../../db/schema/goals';
import { scheduleEntries } from '../../db/schema/schedule';
import { professionalAccess } from '../../db/schema/professionals';
import { createInvitation } from '../child-professionals/child-professionals-testing';
import { seal } from '../../lib/secret-box';
import { route } from '../../lib/route';
import {
  CHILD_NOT_FOUND,
  childrenGivenTo,
  childrenTakenFrom,
  OWNER_ONLY,
  ownChildren,
  readableChildren,
} from './child-access';
import {
  createListWorld,
  endpointKey,
  isListOfChildren,
  NOT_A_LIST_OF_READABLE_CHILDREN,
  ONE_THING,
  walkLists,
  WHO as LIST_CALLERS,
} from './child-lists-testing';
import { PROFESSIONALS_ONLY } from '@neurobridge/shared/api/professional';
import { professionalProfiles } from '../../db/schema/professionals';
import { shopWorld } from '../stars/stars-testing';
import { boardsWorld, SAMPLE_CELL } from '../boards/boards-testing';
import { sampleObzBody } from '../boards/exchange-testing';
import { base64, mediaWorld, SAMPLE_WEBP } from '../boards/media-testing';
import { localDateString } from '@neurobridge/shared/domain/time';
import { goalObservations } from '../../db/schema/goals';
import { createSession } from '../child-professionals/child-professionals-testing';
import { insertGoal, SAMPLE_GOAL } from '../goals/goals-testing';

/**
 * Every route under a child, found from the contracts, called by each kind of caller
 * (docs/product.md#child-access). A new child-scoped route is in this matrix the moment its
 * contract exists; it only needs a sample body below.
 */
const ENDPOINTS = await contractEndpoints();
const CHILD_ROUTES = ENDPOINTS.filter((e) => e.child);
/** Every list a signed-in caller reads (see child-lists-testing.ts). */
const LISTS = ENDPOINTS.filter(isListOfChildren);

type Who = 'owner' | 'otherParent' | 'proWithAccess' | 'proRevoked' | 'proWithout' | 'admin' | 'anonymous';
const WHO: Who[] = ['owner', 'otherParent', 'proWithAccess', 'proRevoked', 'proWithout', 'admin', 'anonymous'];

function expected(e: Endpoint, who: Who): number {
  if (who === 'anonymous' || who === 'admin') return 401; // an admin bearer is no parent session
  // The professional's routes (the workspace, assigning practice) refuse parent accounts before the child check.
  if (e.role === 'professional') {
    if (who === 'owner' || who === 'otherParent') return 403;
    return who === 'proWithAccess' ? e.status : 404;
  }
  if (who === 'owner') return e.status;
  if (who === 'proWithAccess') return e.child === 'manage' ? 403 : e.status;
  return 404;
}

let t: TestApp;
let freeActivityId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [free] = await t.db.select().from(activities).where(eq(activities.isPremium, false)).limit(1);
  freeActivityId = free!.id;
});
afterAll(() => t.close());

const SAMPLE_BODY: Record<string, () => object | undefined> = {
  'PATCH /api/children/:id': () => ({ name: 'Outro nome' }),
  'DELETE /api/children/:id': () => undefined,
  'GET /api/children/:id/progress': () => undefined,
  'GET /api/children/:id/progress/summary': () => undefined,
  'POST /api/children/:id/progress': () => ({ activity_id: freeActivityId, score: 80, time_spent: 2 }),
  'GET /api/children/:id/schedule': () => undefined,
  'POST /api/children/:id/schedule': () => ({ activity_id: freeActivityId, day_of_week: 1, time_slot: 'morning' }),
  'POST /api/children/:id/schedule/:entryId/complete': () => undefined,
  'DELETE /api/children/:id/schedule/:entryId': () => undefined,
  'PATCH /api/children/:id/schedule/:entryId': () => ({ day_of_week: 2 }),
  'GET /api/children/:id/rewards': () => undefined,
  'GET /api/children/:id/schedule/pdf': () => undefined,
  'GET /api/children/:id/progress-report': () => undefined,
  'POST /api/children/:id/progress-report/pdf': () => undefined,
  'GET /api/children/:id/progress.csv': () => undefined,
  'GET /api/children/:id/professionals': () => undefined,
  'DELETE /api/children/:id/professionals/:accessId': () => undefined,
  'DELETE /api/children/:id/invitations/:invitationId': () => undefined,
  'GET /api/children/:id/invitations/:invitationId/link': () => undefined,
  'POST /api/children/:id/invitations/:invitationId/approve': () => undefined,
  'POST /api/children/:id/invitations/:invitationId/refuse': () => undefined,
  'GET /api/children/:id/sessions': () => undefined,
  'GET /api/professional/children/:id/summary': () => undefined,
  'POST /api/children/:id/chat/session': () => undefined,
  'GET /api/children/:id/stars': () => undefined,
  'GET /api/children/:id/shop': () => undefined,
  'POST /api/children/:id/shop': () => ({ name: 'Parquinho', picture: 'parquinho', price: 3, size: 'media' }),
  'PATCH /api/children/:id/shop/:rewardId': () => ({ price: 4 }),
  'DELETE /api/children/:id/shop/:rewardId': () => undefined,
  'POST /api/children/:id/shop/:rewardId/requests': () => undefined,
  'POST /api/children/:id/reward-requests/:requestId/approve': () => undefined,
  'POST /api/children/:id/reward-requests/:requestId/decline': () => undefined,
  'GET /api/children/:id/levels': () => undefined,
  'PUT /api/children/:id/levels/:kind': () => ({ pinned_level: 3 }),
  'GET /api/children/:id/suggestions': () => undefined,
  'GET /api/children/:id/home-programme': () => undefined,
  'POST /api/children/:id/home-programme': () => ({
    activity_ids: [freeActivityId],
    days_of_week: [2],
    time_slot: 'evening',
  }),
  'DELETE /api/children/:id/home-programme/:assignmentId': () => undefined,
  'GET /api/children/:id/goals': () => undefined,
  'POST /api/children/:id/goals': () => SAMPLE_GOAL,
  'GET /api/children/:id/goals/:goalId': () => undefined,
  'PATCH /api/children/:id/goals/:goalId': () => ({ title: 'Outro título' }),
  'POST /api/children/:id/goals/:goalId/observations': () => ({
    observed_on: localDateString(t.clock.now()),
    achieved: true,
  }),
  'DELETE /api/children/:id/goals/:goalId/observations/:observationId': () => undefined,
  'GET /api/children/:id/sessions/:sessionId/trials': () => undefined,
  'PUT /api/children/:id/sessions/:sessionId/trials/:goalId': () => ({
    trials: [{ result: 'correct', prompt: 'independent' }],
  }),
  'GET /api/children/:id/plan/export.csv': () => undefined,
  'GET /api/children/:id/plan/summary.pdf': () => undefined,
  'GET /api/children/:id/boards': () => undefined,
  'POST /api/children/:id/boards/starter': () => undefined,
  'POST /api/children/:id/boards': () => ({ name: 'Escola', rows: 2, cols: 3 }),
  'PATCH /api/children/:id/boards/:boardId': () => ({ name: 'Minha casa' }),
  'DELETE /api/children/:id/boards/:boardId': () => undefined,
  'PUT /api/children/:id/boards/:boardId/cells/:row/:col': () => SAMPLE_CELL,
  'DELETE /api/children/:id/boards/:boardId/cells/:row/:col': () => undefined,
  'GET /api/children/:id/boards/:boardId/pdf': () => undefined,
  'GET /api/children/:id/boards/export.obz': () => undefined,
  'POST /api/children/:id/boards/import': () => sampleObzBody(),
  'POST /api/children/:id/boards/media': () => ({ kind: 'photo', data: base64(SAMPLE_WEBP) }),
  'GET /api/children/:id/boards/media/:mediaId': () => undefined,
  'POST /api/children/:id/boards/uses': () => ({ taps: [{ label: 'quero', at: t.clock.now().toISOString() }] }),
  'GET /api/children/:id/boards/uses': () => undefined,
  'GET /api/children/:id/boards/settings': () => undefined,
  'PUT /api/children/:id/boards/settings': () => ({ save_phrases: true }),
  'GET /api/children/:id/boards/phrases': () => undefined,
  'DELETE /api/children/:id/boards/phrases': () => undefined,
};

async function world(who: Who) {
  const { child, ...users } = await createChildWorld(t);
  // Each account's role, as onboarding or an accepted invitation writes it.
  await t.db.insert(professionalProfiles).values([
    { userId: users.owner.user.id, role: 'parent' },
    { userId: users.otherParent.user.id, role: 'parent' },
    { userId: users.proWithAccess.user.id, role: 'professional' },
    { userId: users.proRevoked.user.id, role: 'professional' },
    { userId: users.proWithout.user.id, role: 'professional' },
  ]);
  // One calendar entry, for the routes under `:entryId`.
  const [entry] = await t.db
    .insert(scheduleEntries)
    .values({ childId: child.id, activityId: freeActivityId, dayOfWeek: 1, timeSlot: 'morning' })
    .returning();
  // Practice the professional with access assigned, for the routes under `:assignmentId`.
  const [assignment] = await t.db
    .insert(homeAssignments)
    .values({
      childId: child.id,
      professionalUserId: users.proWithAccess.user.id,
      activityIds: [freeActivityId],
      daysOfWeek: [1],
      timesPerWeek: 1,
      timeSlot: 'morning',
    })
    .returning();
  // A goal measured by observation that the professional with access set, with an observation by
  // the caller (only its recorder removes one), and a session they logged: the routes under
  // `:goalId`, `:observationId` and `:sessionId`.
  const goal = await insertGoal(t, child.id, {
    createdBy: users.proWithAccess.user.id,
    createdByRole: 'professional',
    startDate: localDateString(t.clock.now()),
  });
  const recorder = who === 'owner' ? users.owner.user : users.proWithAccess.user;
  const [observation] = await t.db
    .insert(goalObservations)
    .values({
      goalId: goal.id,
      recorderUserId: recorder.id,
      recorderName: 'Quem observou',
      observedOn: goal.startDate,
      achieved: true,
    })
    .returning();
  const session = await createSession(t.db, child.id, users.proWithAccess.user.id);
  // The active access and a pending invitation, for the routes under `:accessId` and `:invitationId`.
  const [access] = await t.db
    .select()
    .from(professionalAccess)
    .where(eq(professionalAccess.professionalUserId, users.proWithAccess.user.id));
  const invitation = await createInvitation(t.db, users.owner.user.id, [child.id], t.clock.now(), {
    linkEnc: seal(t.config.secretsKey!, 'http://localhost:3000/accept-invitation/matriz'),
  });
  // Another invitation that someone with another e-mail asked to accept, for approve and refuse.
  const requested = await createInvitation(t.db, users.owner.user.id, [child.id], t.clock.now(), {
    status: 'requested',
    requestedByUserId: users.proWithout.user.id,
    requestedAt: t.clock.now(),
    requestInfo: { professional_type: 'psychologist', organization_name: null, crefito_number: null },
  });
  // Stars, a reward and a request waiting for it, for the routes under `:rewardId` and `:requestId`.
  const { reward, request } = await shopWorld(t, child.id);
  const adminBearer = await createAdminToken(t);
  const headers: Record<Who, Record<string, string>> = {
    owner: { cookie: users.owner.cookie },
    otherParent: { cookie: users.otherParent.cookie },
    proWithAccess: { cookie: users.proWithAccess.cookie },
    proRevoked: { cookie: users.proRevoked.cookie },
    proWithout: { cookie: users.proWithout.cookie },
    admin: { cookie: `nb_admin=${adminBearer}` },
    anonymous: {},
  };
  return {
    child,
    entry: entry!,
    access: access!,
    invitation,
    requested,
    reward,
    request,
    assignment: assignment!,
    goal,
    observation: observation!,
    session,
    headers,
    users,
  };
}

describe('every child-scoped route, by caller', () => {
  it('finds the child-scoped routes in the contracts', () => {
    expect(CHILD_ROUTES.map((e) => `${e.method} ${e.path}`).sort()).toEqual(Object.keys(SAMPLE_BODY).sort());
  });

  describe.each(CHILD_ROUTES.map((e) => [`${e.method} ${e.path} (${e.child})`, e] as const))('%s', (_name, e) => {
    it.each(WHO)('%s', async (who) => {
      const {
        child,
        entry,
        access,
        invitation,
        requested,
        reward,
        request,
        assignment,
        goal,
        observation,
        session,
        headers,
      } = await world(who);
      // Boards for the routes under `:boardId`; none for the starter set, which is for a child without.
      const board =
        e.path.includes(':boardId') || e.path.endsWith('/export.obz') ? (await boardsWorld(t, child.id)).home : null;
      const media = e.path.includes(':mediaId') ? (await mediaWorld(t, child.id)).photo : null;
      const answersRequest = /\/(approve|refuse)$/.test(e.path);
      const payload = SAMPLE_BODY[`${e.method} ${e.path}`]!();
      const res = await t.app.inject({
        method: e.method,
        url: e.path
          .replace(':id', String(child.id))
          .replace(':entryId', String(entry.id))
          .replace(':accessId', String(access.id))
          .replace(':invitationId', String((answersRequest ? requested : invitation).id))
          .replace(':rewardId', String(reward.id))
          .replace(':requestId', String(request.id))
          .replace(':kind', 'memory')
          .replace(':assignmentId', String(assignment.id))
          .replace(':goalId', String(goal.id))
          .replace(':observationId', String(observation.id))
          .replace(':sessionId', String(session.id))
          .replace(':boardId', String(board?.id))
          .replace(':mediaId', String(media?.id))
          .replace(':row', '0')
          .replace(':col', '0'),
        headers: e.idempotency ? keyed(headers[who]) : headers[who],
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(expected(e, who));
      const forbidden = e.role === 'professional' ? PROFESSIONALS_ONLY : OWNER_ONLY;
      const error = { 401: 'Faça login para continuar.', 403: forbidden, 404: CHILD_NOT_FOUND }[res.statusCode];
      if (error) expect(res.json()).toEqual({ error });
      const [stored] = await t.db.select().from(children).where(eq(children.id, child.id));
      // Only the owner's edit or removal changes the child.
      if (e.child === 'manage' && who !== 'owner') expect(stored).toMatchObject({ name: 'Lia', isActive: true });
    });
  });
});

describe('readableChildren (the condition every list of children filters by)', () => {
  it.each([
    ['owner', true],
    ['proWithAccess', true],
    ['proRevoked', false],
    ['proWithout', false],
    ['otherParent', false],
  ] as const)('%s → %s', async (who, visible) => {
    const { child, users } = await world('owner');
    const rows = await t.db.select({ id: children.id }).from(children).where(readableChildren(users[who].user.id));
    expect(rows.map((r) => r.id).includes(child.id)).toBe(visible);
  });

  it("is the caller's own children and those given to them, never a removed one", async () => {
    const { child, users } = await world('owner');
    const removed = await createChild(t.db, users.owner.user.id, { name: 'Removida', isActive: false });
    await grantAccess(t.db, removed, users.proWithAccess.user.id);
    const own = await createChild(t.db, users.proWithAccess.user.id, { name: 'Caio' });
    const ids = async (where: SQL) =>
      (await t.db.select({ id: children.id }).from(children).where(where)).map((r) => r.id).sort((a, b) => a - b);
    const pro = users.proWithAccess.user.id;
    const mine = [child.id, removed.id, own.id];
    const among = async (where: SQL) => (await ids(where)).filter((id) => mine.includes(id));
    expect(await among(ownChildren(users.owner.user.id))).toEqual([child.id]);
    expect(await among(ownChildren(pro))).toEqual([own.id]);
    expect(await among(childrenGivenTo(pro))).toEqual([child.id]);
    expect(await among(childrenGivenTo(users.proRevoked.user.id))).toEqual([]);
    // The one whose access ended is told so (docs/product.md#session-records); nobody else is.
    expect(await among(childrenTakenFrom(users.proRevoked.user.id))).toEqual([child.id]);
    expect(await among(childrenTakenFrom(pro))).toEqual([]);
    expect(await among(readableChildren(pro))).toEqual([child.id, own.id].sort((a, b) => a - b));
  });
});

describe('every list of children, by caller', () => {
  it('finds the lists in the contracts, and every other GET is under a child or declared with its reason', () => {
    const keys = ENDPOINTS.map(endpointKey);
    const unplaced = ENDPOINTS.filter(
      (e) =>
        e.method === 'GET' &&
        e.access === 'user' &&
        !e.child &&
        !isListOfChildren(e) &&
        !(endpointKey(e) in ONE_THING) &&
        !(endpointKey(e) in NOT_A_LIST_OF_READABLE_CHILDREN),
    );
    expect(unplaced.map(endpointKey)).toEqual([]);
    for (const key of [...Object.keys(ONE_THING), ...Object.keys(NOT_A_LIST_OF_READABLE_CHILDREN)]) {
      expect(keys).toContain(key);
    }
    expect(LISTS.map(endpointKey)).toEqual(
      expect.arrayContaining([
        'GET /api/children',
        'GET /api/dashboard/stats',
        'GET /api/account',
        'GET /api/professional/children',
        'GET /api/professional/stats',
        'GET /api/professional/sessions',
      ]),
    );
  });

  it.each(LIST_CALLERS)('%s: no list shows a child outside readableChildren', async (who) => {
    const w = await createListWorld(t);
    const { before, leaks } = await walkLists(t, LISTS, w, who);
    expect(leaks).toEqual([]);
    // The walk reads real lists: the callers see their rows, the others are refused.
    const status = (url: string) => before[url]!.status;
    if (who === 'admin' || who === 'anonymous') expect(status('/api/children')).toBe(401);
    if (who === 'owner') expect(JSON.stringify(before['/api/children']!.body)).toContain('"Lia"');
    if (who === 'proWithAccess') expect(JSON.stringify(before['/api/professional/children']!.body)).toContain('"Lia"');
    if (who === 'proWithout') expect(status('/api/professional/children')).toBe(200);
  });
});

/** A list whose condition is written by hand: what the fragment exists to prevent. */
const byHand = endpoint({
  method: 'GET',
  path: '/api/test-only/children-by-hand',
  access: 'user',
  tag: 'test',
  status: 200,
  response: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

describe('a list that writes its condition by hand', () => {
  it.each([
    [
      'an ended access still counts',
      'proRevoked',
      (user: number) =>
        and(
          eq(children.isActive, true),
          or(
            eq(children.parentUserId, user),
            sql`exists (select 1 from ${professionalAccess} where ${professionalAccess.childId} = ${children.id}
              and ${professionalAccess.professionalUserId} = ${user})`,
          ),
        ),
    ],
    ['a removed child still shows', 'owner', (user: number) => eq(children.parentUserId, user)],
  ] as const)('is caught by the same walk (%s)', async (_name, leaksTo, condition) => {
    // The route reads the app's own database, known once the app is built.
    const built: { db?: TestApp['db'] } = {};
    const leaky = await createTestApp(
      {},
      {
        routes: (app) =>
          route(app, byHand, ({ user }) =>
            built
              .db!.select({ id: children.id, name: children.name })
              .from(children)
              .where(condition(user.id))
              .orderBy(children.id),
          ),
      },
    );
    built.db = leaky.db;
    try {
      for (const who of new Set(['owner', 'proWithAccess', leaksTo] as const)) {
        const { leaks } = await walkLists(leaky, [byHand], await createListWorld(leaky), who);
        expect(leaks.map((l) => l.url)).toEqual(who === leaksTo ? [byHand.path] : []);
      }
    } finally {
      await leaky.close();
    }
  });
});
