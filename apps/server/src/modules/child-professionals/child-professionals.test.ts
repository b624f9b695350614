import { DAY_MS } from '@neurobridge/shared/domain/time';
import {
  ACCESS_NOT_FOUND,
  INVITATION_ALREADY_USED,
  INVITATION_NOT_FOUND_FOR_CHILD,
} from '@neurobridge/shared/api/child-professionals';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createChildWorld, grantAccess } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildApp, type App } from '../../app';
import { invitations, professionalAccess } from '../../db/schema/professionals';
import { CHILD_NOT_FOUND } from '../children/child-access';
import { createInvitation, createProfile } from './child-professionals-testing';

let t: TestApp;
let other: App;
beforeAll(async () => {
  t = await createTestApp();
  // A second server on the same database, with its own session cache.
  other = await buildApp({ config: t.config, database: t.database, webDist: false, clock: t.clock });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const get = (app: App, url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });
const del = (url: string, cookie: string) => t.app.inject({ method: 'DELETE', url, headers: { cookie } });

describe('GET /api/children/:id/professionals', () => {
  it('lists the active accesses and the pending, unexpired invitations that include the child', async () => {
    const { child, owner, proWithAccess } = await createChildWorld(t);
    await createProfile(t.db, proWithAccess.user.id, {
      professionalType: 'speech_therapist',
      organizationName: 'Clínica Sol',
    });
    const noName = await createSignedInUser(t, { fullName: '  ', email: 'semnome@example.com' });
    const laterAccess = await grantAccess(t.db, child, noName.user.id, {
      accessGrantedAt: new Date(Date.now() + 3_600_000),
    });
    const now = t.clock.now();
    const sibling = await createChild(t.db, owner.user.id);
    const pending = await createInvitation(t.db, owner.user.id, [sibling.id, child.id], now, {
      professionalEmail: 'fono@example.com',
    });
    // Listed with the day it was declined ('Recusado em {data}'): declined within the last 30 days.
    const declinedAt = new Date(now.getTime() - 29 * DAY_MS);
    const declined = await createInvitation(t.db, owner.user.id, [child.id], now, {
      professionalEmail: 'recusou@example.com',
      status: 'declined',
      declinedAt,
    });
    // Not listed: another child only, accepted, withdrawn, expired, declined more than 30 days ago.
    await createInvitation(t.db, owner.user.id, [sibling.id], now);
    await createInvitation(t.db, owner.user.id, [child.id], now, { status: 'accepted' });
    await createInvitation(t.db, owner.user.id, [child.id], now, { status: 'withdrawn' });
    await createInvitation(t.db, owner.user.id, [child.id], new Date(now.getTime() - 8 * DAY_MS));
    await createInvitation(t.db, owner.user.id, [child.id], now, {
      status: 'declined',
      declinedAt: new Date(now.getTime() - 30 * DAY_MS),
    });

    const res = await get(t.app, `/api/children/${child.id}/professionals`, owner.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The revoked access of the world is not listed.
    expect(body.professionals).toHaveLength(2);
    expect(body.professionals[0]).toEqual({
      access_id: expect.any(Number),
      name: proWithAccess.user.fullName,
      email: proWithAccess.user.email,
      professional_type: 'speech_therapist',
      organization_name: 'Clínica Sol',
      access_granted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      // No administrator checked their registration (docs/product.md#admin-professionals).
      verified: false,
    });
    expect(body.professionals[1]).toMatchObject({
      access_id: laterAccess.id,
      name: 'semnome@example.com',
      professional_type: null,
      organization_name: null,
    });
    expect(body.invitations).toEqual([
      {
        id: declined.id,
        status: 'declined',
        professional_email: 'recusou@example.com',
        requested_by_email: null,
        requested_at: null,
        invited_at: now.toISOString(),
        expires_at: declined.expiresAt.toISOString(),
        declined_at: declinedAt.toISOString(),
        email_status: 'not_sent',
        link_available: false,
      },
      {
        id: pending.id,
        status: 'pending',
        professional_email: 'fono@example.com',
        requested_by_email: null,
        requested_at: null,
        invited_at: now.toISOString(),
        expires_at: pending.expiresAt.toISOString(),
        declined_at: null,
        // Written without an e-mail or a kept link (invitation-email-status.test.ts covers both).
        email_status: 'not_sent',
        link_available: false,
      },
    ]);
  });

  it('answers empty lists for a child nobody follows', async () => {
    const owner = await createSignedInUser(t);
    const child = await createChild(t.db, owner.user.id);
    const res = await get(t.app, `/api/children/${child.id}/professionals`, owner.cookie);
    expect(res.json()).toEqual({ professionals: [], invitations: [] });
  });
});

describe('DELETE /api/children/:id/professionals/:accessId', () => {
  it("ends the access: the professional's next request of the child is refused, on every server", async () => {
    const { child, owner, proWithAccess } = await createChildWorld(t);
    const [access] = await t.db
      .select()
      .from(professionalAccess)
      .where(eq(professionalAccess.professionalUserId, proWithAccess.user.id));
    const progressUrl = `/api/children/${child.id}/progress`;
    expect((await get(t.app, progressUrl, proWithAccess.cookie)).statusCode).toBe(200);
    expect((await get(other, progressUrl, proWithAccess.cookie)).statusCode).toBe(200);

    t.clock.advance(60_000);
    const res = await del(`/api/children/${child.id}/professionals/${access!.id}`, owner.cookie);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    // No wait for any notice: the access row is read on each of the professional's requests.
    for (const app of [t.app, other]) {
      const refused = await get(app, progressUrl, proWithAccess.cookie);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: CHILD_NOT_FOUND });
    }
    const [stored] = await t.db.select().from(professionalAccess).where(eq(professionalAccess.id, access!.id));
    expect(stored).toMatchObject({ isActive: false, accessRevokedAt: t.clock.now() });
    const list = await get(t.app, `/api/children/${child.id}/professionals`, owner.cookie);
    expect(list.json().professionals).toEqual([]);
  });

  it("updates the dashboard's professionals collaborating, on this server at once and on others by the notice", async () => {
    const owner = await createSignedInUser(t);
    const [a, b] = [await createChild(t.db, owner.user.id), await createChild(t.db, owner.user.id)];
    const pro = await createSignedInUser(t);
    const pro2 = await createSignedInUser(t);
    // The same professional on two children counts once.
    const accessA = await grantAccess(t.db, a, pro.user.id);
    const accessB = await grantAccess(t.db, b, pro.user.id);
    await grantAccess(t.db, b, pro2.user.id);
    await Promise.all([t.app.syncSessionChanges(), other.syncSessionChanges()]);
    const stat = async (app: App) =>
      (await get(app, '/api/dashboard/stats', owner.cookie)).json().assignedProfessionals as number;
    expect(await stat(t.app)).toBe(2);
    expect(await stat(other)).toBe(2);

    expect((await del(`/api/children/${a.id}/professionals/${accessA.id}`, owner.cookie)).statusCode).toBe(204);
    expect(await stat(t.app)).toBe(2);
    expect((await del(`/api/children/${b.id}/professionals/${accessB.id}`, owner.cookie)).statusCode).toBe(204);
    expect(await stat(t.app)).toBe(1);
    await other.syncSessionChanges();
    expect(await stat(other)).toBe(1);
  });

  it('refuses an access of another child, or one already ended, and changes nothing', async () => {
    const { child, owner, proRevoked } = await createChildWorld(t);
    const sibling = await createChild(t.db, owner.user.id);
    const pro = await createSignedInUser(t);
    const siblingAccess = await grantAccess(t.db, sibling, pro.user.id);
    const [revoked] = await t.db
      .select()
      .from(professionalAccess)
      .where(eq(professionalAccess.professionalUserId, proRevoked.user.id));
    for (const id of [siblingAccess.id, revoked!.id, 2_147_483_647]) {
      const res = await del(`/api/children/${child.id}/professionals/${id}`, owner.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: ACCESS_NOT_FOUND });
    }
    const [kept] = await t.db.select().from(professionalAccess).where(eq(professionalAccess.id, siblingAccess.id));
    expect(kept).toMatchObject({ isActive: true, accessRevokedAt: null });
  });
});

describe('DELETE /api/children/:id/invitations/:invitationId', () => {
  it('withdraws the invitation for all its children', async () => {
    const { child, owner } = await createChildWorld(t);
    const sibling = await createChild(t.db, owner.user.id);
    const inv = await createInvitation(t.db, owner.user.id, [child.id, sibling.id], t.clock.now());
    const res = await del(`/api/children/${child.id}/invitations/${inv.id}`, owner.cookie);
    expect(res.statusCode).toBe(204);
    const [stored] = await t.db.select().from(invitations).where(eq(invitations.id, inv.id));
    expect(stored!.status).toBe('withdrawn');
    const list = await get(t.app, `/api/children/${sibling.id}/professionals`, owner.cookie);
    expect(list.json().invitations).toEqual([]);
  });

  it.each(['accepted', 'declined', 'withdrawn'])('refuses a %s invitation with 409', async (status) => {
    const { child, owner } = await createChildWorld(t);
    const inv = await createInvitation(t.db, owner.user.id, [child.id], t.clock.now(), { status });
    const res = await del(`/api/children/${child.id}/invitations/${inv.id}`, owner.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: INVITATION_ALREADY_USED });
    const [stored] = await t.db.select().from(invitations).where(eq(invitations.id, inv.id));
    expect(stored!.status).toBe(status);
  });

  it("is not found for an invitation without this child, or another family's", async () => {
    const { child, owner, otherParent } = await createChildWorld(t);
    const sibling = await createChild(t.db, owner.user.id);
    const elsewhere = await createChild(t.db, otherParent.user.id);
    const ofSibling = await createInvitation(t.db, owner.user.id, [sibling.id], t.clock.now());
    // Another parent's invitation that (wrongly) names this child id is theirs, not this parent's.
    const ofOther = await createInvitation(t.db, otherParent.user.id, [elsewhere.id, child.id], t.clock.now());
    for (const inv of [ofSibling, ofOther]) {
      const res = await del(`/api/children/${child.id}/invitations/${inv.id}`, owner.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: INVITATION_NOT_FOUND_FOR_CHILD });
      const [stored] = await t.db.select().from(invitations).where(eq(invitations.id, inv.id));
      expect(stored!.status).toBe('pending');
    }
  });
});

describe('bad input', () => {
  it.each([
    '/api/children/abc/professionals',
    '/api/children/0/professionals',
    '/api/children/2147483648/professionals',
    '/api/children/1e2/professionals',
  ])('GET %s → 400', async (url) => {
    const { owner } = await createChildWorld(t);
    const res = await get(t.app, url, owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Identificador inválido.' });
  });

  it.each(['professionals/x', 'professionals/-1', 'professionals/99999999999', 'invitations/0', 'invitations/1.5'])(
    'DELETE …/%s → 400, nothing written',
    async (tail) => {
      const { child, owner } = await createChildWorld(t);
      const inv = await createInvitation(t.db, owner.user.id, [child.id], t.clock.now());
      const res = await del(`/api/children/${child.id}/${tail}`, owner.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Identificador inválido.' });
      const active = await t.db.select().from(professionalAccess).where(eq(professionalAccess.childId, child.id));
      expect(active.filter((a) => a.isActive)).toHaveLength(1);
      const [stored] = await t.db.select().from(invitations).where(eq(invitations.id, inv.id));
      expect(stored!.status).toBe('pending');
    },
  );
});
