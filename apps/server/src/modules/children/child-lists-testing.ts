import type { Endpoint } from '@neurobridge/shared/api/contract';
import { localDateString } from '@neurobridge/shared/domain/time';
import { eq, inArray, not, sql } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { createChild, createChildWorld, createProgress, grantAccess } from '../../../test/child-factories';
import { createAdminToken } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { children } from '../../db/schema/children';
import { professionalProfiles, professionalSessions } from '../../db/schema/professionals';
import { SESSION_CHANGES_CHANNEL } from '../auth/session-cache';
import { shopWorld } from '../stars/stars-testing';
import { readableChildren } from './child-access';

/**
 * The lists of the access matrix (child-access-matrix.test.ts): every GET a signed-in caller
 * reads without naming one thing, found from the contracts, so a new list is walked the moment
 * its contract exists. Routes under a child have the matrix of their own; the two declarations
 * below name, with the reason, every other GET a caller may make, and the matrix proves no GET
 * is left out of all three.
 */
export function isListOfChildren(e: Endpoint): boolean {
  return (
    e.method === 'GET' &&
    e.access === 'user' &&
    !e.child &&
    !e.path.includes(':') &&
    !(endpointKey(e) in NOT_A_LIST_OF_READABLE_CHILDREN)
  );
}

export const endpointKey = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;

/** GETs without a param that are no list of what the caller may read now, and why. */
export const NOT_A_LIST_OF_READABLE_CHILDREN: Record<string, string> = {
  'GET /api/account/export':
    "the person's own record (docs/product.md#data-download): every row about them and their children, " +
    'and as a professional the access they once had, ended or not',
};

/** GETs that name one thing by its id (not a list), and where that thing's own access is tested. */
export const ONE_THING: Record<string, string> = {
  'GET /api/activities/:id': 'one activity of the catalogue; with `child`, the child access check',
  'GET /api/chat/sessions/:sessionId/messages': "the caller's own chat session (modules/ai tests)",
  'GET /api/invitations/:token': 'the invitation its link names (docs/product.md#accepting-an-invitation)',
  'GET /api/subscription/payments/:paymentId': "the caller's own payment (modules/payments tests)",
  'GET /api/test-payment/:checkoutId': "the caller's own demo checkout (modules/payments tests)",
  'GET /api/professional/sessions/:id': "one of the professional's own sessions (modules/professional tests)",
};

/** The query keys of a list that name a child (`?child_id=`): each world child is asked for too. */
function childKeys(e: Endpoint): string[] {
  const query = e.query;
  const shape = query instanceof z.ZodObject ? (query.shape as Record<string, unknown>) : {};
  return Object.keys(shape).filter((key) => key === 'child' || key === 'child_id');
}

export type Who = 'owner' | 'otherParent' | 'proWithAccess' | 'proRevoked' | 'proWithout' | 'admin' | 'anonymous';
export const WHO: Who[] = ['owner', 'otherParent', 'proWithAccess', 'proRevoked', 'proWithout', 'admin', 'anonymous'];

/**
 * A world where every list has rows to tell apart: the family of createChildWorld (Lia, with a
 * professional who has access and one whose access ended; another family's child given to a third
 * professional), a removed child of Lia's parent that a professional still has an access row to,
 * the professional with access also a parent of their own child, sessions logged by every
 * professional, and progress of this week and a reward request waiting for every child.
 */
export async function createListWorld(t: TestApp) {
  const { child, ...accounts } = await createChildWorld(t);
  const { owner, otherParent, proWithAccess, proRevoked, proWithout } = accounts;
  await t.db.insert(professionalProfiles).values([
    { userId: owner.user.id, role: 'parent' },
    { userId: otherParent.user.id, role: 'parent' },
    { userId: proWithAccess.user.id, role: 'professional' },
    { userId: proRevoked.user.id, role: 'professional' },
    { userId: proWithout.user.id, role: 'professional' },
  ]);
  const [elsewhere] = await t.db.select().from(children).where(eq(children.parentUserId, otherParent.user.id));
  const removed = await createChild(t.db, owner.user.id, { name: 'Removida', isActive: false });
  await grantAccess(t.db, removed, proWithAccess.user.id);
  const ownOfPro = await createChild(t.db, proWithAccess.user.id, { name: 'Caio' });
  for (const c of [elsewhere!, removed, ownOfPro]) await createProgress(t.db, c.id);
  // A reward request waiting in every child's shop (the parent's dashboard list).
  for (const c of [child, elsewhere!, removed, ownOfPro]) await shopWorld(t, c.id);
  const today = localDateString(t.clock.now());
  const session = (professionalUserId: number, childId: number) => ({
    professionalUserId,
    childId,
    sessionDate: today,
    sessionType: 'individual',
    startTime: '14:00',
    endTime: '14:50',
    durationMinutes: 50,
  });
  await t.db
    .insert(professionalSessions)
    .values([
      session(proWithAccess.user.id, child.id),
      session(proWithAccess.user.id, removed.id),
      session(proRevoked.user.id, child.id),
      session(proWithout.user.id, elsewhere!.id),
    ]);
  const adminBearer = await createAdminToken(t);
  const headers: Record<Who, Record<string, string>> = {
    owner: { cookie: owner.cookie },
    otherParent: { cookie: otherParent.cookie },
    proWithAccess: { cookie: proWithAccess.cookie },
    proRevoked: { cookie: proRevoked.cookie },
    proWithout: { cookie: proWithout.cookie },
    admin: { cookie: `nb_admin=${adminBearer}` },
    anonymous: {},
  };
  const userIds: Record<Who, number | null> = {
    owner: owner.user.id,
    otherParent: otherParent.user.id,
    proWithAccess: proWithAccess.user.id,
    proRevoked: proRevoked.user.id,
    proWithout: proWithout.user.id,
    admin: null,
    anonymous: null,
  };
  return { childIds: [child.id, elsewhere!.id, removed.id, ownOfPro.id], headers, userIds };
}

export type ListWorld = Awaited<ReturnType<typeof createListWorld>>;

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * Whether any list shows `who` a child outside `readableChildren`: each list (and each list asked
 * about one child of the world) is read, then every child the caller may not read is deleted — in
 * any world, with everything about it — and the lists read again, with no kept read left
 * (docs/decisions/015-session-cache.md). A list that filters by the fragment answers the same
 * twice; one that shows such a child, its data or a count of them, does not. Returns the first
 * answers and, for each list whose answer changed, both.
 */
export async function walkLists(t: TestApp, endpoints: Endpoint[], world: ListWorld, who: Who) {
  const urls = endpoints.flatMap((e) => [
    e.path,
    ...childKeys(e).flatMap((key) => world.childIds.map((id) => `${e.path}?${key}=${id}`)),
  ]);
  const read = async () => {
    const answers: Record<string, Answer> = {};
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url, headers: world.headers[who] });
      const json = (res.headers['content-type'] ?? '').toString().startsWith('application/json');
      answers[url] = { status: res.statusCode, body: json ? res.json() : res.body };
    }
    return answers;
  };
  const before = await read();
  const userId = world.userIds[who];
  const readable =
    userId === null
      ? []
      : (await t.db.select({ id: children.id }).from(children).where(readableChildren(userId))).map((r) => r.id);
  await t.db.delete(children).where(readable.length ? not(inArray(children.id, readable)) : undefined);
  // A catalogue-wide notice drops every kept read, so the second reading asks the database.
  await t.db.execute(sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, '*')`);
  await t.app.syncSessionChanges();
  const after = await read();
  const leaks = urls
    .filter((url) => !isDeepStrictEqual(before[url], after[url]))
    .map((url) => ({ url, before: before[url]!, after: after[url]! }));
  return { before, leaks };
}
