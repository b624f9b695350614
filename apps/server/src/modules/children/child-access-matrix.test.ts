import type { Endpoint } from '@neurobridge/shared/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChildWorld } from '../../../test/child-factories';
import { contractEndpoints } from '../../../test/contract-endpoints';
import { createAdminToken } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { activities } from '../../db/schema/activities';
import { children } from '../../db/schema/children';
import { scheduleEntries } from '../../db/schema/schedule';
import { professionalAccess } from '../../db/schema/professionals';
import { createInvitation } from '../child-professionals/child-professionals-testing';
import { seal } from '../../lib/secret-box';
import { CHILD_NOT_FOUND, OWNER_ONLY, readableChildren } from './child-access';
import { PROFESSIONALS_ONLY } from '@neurobridge/shared/api/professional';
import { professionalProfiles } from '../../db/schema/professionals';

/**
 * Every route under a child, found from the contracts, called by each kind of caller
 * (docs/product.md#child-access). A new child-scoped route is in this matrix the moment its
 * contract exists; it only needs a sample body below.
 */
const CHILD_ROUTES = (await contractEndpoints()).filter((e) => e.child);

type Who = 'owner' | 'otherParent' | 'proWithAccess' | 'proRevoked' | 'proWithout' | 'admin' | 'anonymous';
const WHO: Who[] = ['owner', 'otherParent', 'proWithAccess', 'proRevoked', 'proWithout', 'admin', 'anonymous'];

function expected(e: Endpoint, who: Who): number {
  if (who === 'anonymous' || who === 'admin') return 401; // an admin bearer is no parent session
  // The professional's workspace refuses parent accounts before the child check.
  if (e.path.startsWith('/api/professional/')) {
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
};

async function world() {
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
  return { child, entry: entry!, access: access!, invitation, requested, headers, users };
}

describe('every child-scoped route, by caller', () => {
  it('finds the child-scoped routes in the contracts', () => {
    expect(CHILD_ROUTES.map((e) => `${e.method} ${e.path}`).sort()).toEqual(Object.keys(SAMPLE_BODY).sort());
  });

  describe.each(CHILD_ROUTES.map((e) => [`${e.method} ${e.path} (${e.child})`, e] as const))('%s', (_name, e) => {
    it.each(WHO)('%s', async (who) => {
      const { child, entry, access, invitation, requested, headers } = await world();
      const answersRequest = /\/(approve|refuse)$/.test(e.path);
      const payload = SAMPLE_BODY[`${e.method} ${e.path}`]!();
      const res = await t.app.inject({
        method: e.method,
        url: e.path
          .replace(':id', String(child.id))
          .replace(':entryId', String(entry.id))
          .replace(':accessId', String(access.id))
          .replace(':invitationId', String((answersRequest ? requested : invitation).id)),
        headers: headers[who],
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(expected(e, who));
      const forbidden = e.path.startsWith('/api/professional/') ? PROFESSIONALS_ONLY : OWNER_ONLY;
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
    const { child, users } = await world();
    const rows = await t.db.select({ id: children.id }).from(children).where(readableChildren(users[who].user.id));
    expect(rows.map((r) => r.id).includes(child.id)).toBe(visible);
  });
});
