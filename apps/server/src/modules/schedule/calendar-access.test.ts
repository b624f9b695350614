import type { Endpoint } from '@neurobridge/shared/api/contract';
import { reportsApi } from '@neurobridge/shared/api/reports';
import { scheduleApi } from '@neurobridge/shared/api/schedule';
import { scheduleChangesApi } from '@neurobridge/shared/api/schedule-changes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyed } from '../../../test/idempotency-key';
import { createChildWorld } from '../../../test/child-factories';
import { createAdminToken } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { scheduleEntries } from '../../db/schema/schedule';
import { CHILD_NOT_FOUND, OWNER_ONLY } from '../children/child-access';
import { completionCount, entryCount, freeActivities } from './schedule-testing';

/**
 * Every calendar and report route by each kind of caller (docs/product.md#child-access): the
 * owner may do everything; a professional with active access may read and complete, not add, move or
 * remove; anyone else learns nothing (404), and an admin bearer is no parent session (401).
 */
let t: TestApp;
let activityId: number;
beforeAll(async () => {
  t = await createTestApp();
  activityId = (await freeActivities(t))[0]!.id;
});
afterAll(() => t.close());

type Who = 'owner' | 'otherParent' | 'proWithAccess' | 'proRevoked' | 'proWithout' | 'admin' | 'anonymous';
const WHO: Who[] = ['owner', 'otherParent', 'proWithAccess', 'proRevoked', 'proWithout', 'admin', 'anonymous'];
const ROUTES: Endpoint[] = [...Object.values(scheduleApi), ...Object.values(reportsApi)];

function expected(e: Endpoint, who: Who): number {
  if (who === 'anonymous' || who === 'admin') return 401;
  if (who === 'owner') return e.status;
  if (who === 'proWithAccess') return e.child === 'manage' ? 403 : e.status;
  return 404;
}

/** What each call sends: an add its entry; a tick nothing, or when it was made (ticked offline an hour ago). */
type Body = (() => object) | undefined;
const CASES: (readonly [string, Endpoint, Body])[] = [
  ...ROUTES.map((e) => {
    const bodies = new Map<Endpoint, Body>([
      [scheduleChangesApi.add, () => ({ activity_id: activityId, day_of_week: 2, time_slot: 'morning' })],
      [scheduleChangesApi.move, () => ({ day_of_week: 3 })],
    ]);
    const body = bodies.get(e);
    return [`${e.method} ${e.path} (${e.child})`, e, body] as const;
  }),
  [
    'POST /api/children/:id/schedule/:entryId/complete with completed_at (record)',
    scheduleApi.complete,
    () => ({ completed_at: new Date(t.clock.now().getTime() - 3600_000).toISOString() }),
  ],
];

describe.each(CASES)('%s', (_name, e, makeBody) => {
  it.each(WHO)('%s', async (who) => {
    const { child, ...users } = await createChildWorld(t);
    const [entry] = await t.db
      .insert(scheduleEntries)
      .values({ childId: child.id, activityId, dayOfWeek: 1, timeSlot: 'evening' })
      .returning();
    const headers =
      who === 'admin'
        ? { cookie: `nb_admin=${await createAdminToken(t)}` }
        : who === 'anonymous'
          ? {}
          : { cookie: users[who].cookie };
    const body = makeBody?.();
    const res = await t.app.inject({
      method: e.method,
      url: e.path.replace(':id', String(child.id)).replace(':entryId', String(entry!.id)),
      headers: e.idempotency ? keyed(headers) : headers,
      ...(body ? { payload: body } : {}),
    });
    expect(res.statusCode, res.body).toBe(expected(e, who));
    const error = { 401: 'Faça login para continuar.', 403: OWNER_ONLY, 404: CHILD_NOT_FOUND }[res.statusCode];
    if (error) expect(res.json()).toEqual({ error });
    // Only an allowed caller changes the week.
    const allowed = res.statusCode < 300;
    const added = e === scheduleChangesApi.add && allowed ? 1 : 0;
    const removed = e === scheduleChangesApi.remove && allowed ? 1 : 0;
    expect(await entryCount(t, child.id)).toBe(1 + added - removed);
    if (!removed) expect(await completionCount(t, entry!.id)).toBe(e === scheduleApi.complete && allowed ? 1 : 0);
    const [after] = await t.db.select().from(scheduleEntries).where(eq(scheduleEntries.id, entry!.id));
    if (after) expect(after.dayOfWeek).toBe(e === scheduleChangesApi.move && allowed ? 3 : 1);
  });
});
