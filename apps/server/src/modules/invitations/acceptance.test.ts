import { DAY_MS } from '@neurobridge/shared/domain/time';
import {
  ALSO_PROFESSIONAL_UNCONFIRMED,
  INVITATION_EXPIRED,
  INVITATION_USED,
  OTHER_EMAIL_UNCONFIRMED,
  OWN_INVITATION,
  REQUEST_PENDING,
} from '@neurobridge/shared/api/invitation-acceptance';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, grantAccess } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { children } from '../../db/schema/children';
import { createAccount } from '../professional/professional-testing';
import { createInvitation, createInvitationWorld, validInfo, writtenFor } from './invitation-testing';
import { keyed } from '../../../test/idempotency-key';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accept = (cookie: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    headers: keyed({ ...(cookie ? { cookie } : {}), ...headers }),
    payload: payload as object,
  });
const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('POST /api/invitations/accept (docs/product.md#accepting-an-invitation)', () => {
  it('gives the professional access to each child, makes the account a professional one and uses the invitation', async () => {
    const w = await createInvitationWorld(t);
    // Read (and kept) before: the parent's dashboard and the professional's session.
    expect((await get(w.parent.cookie, '/api/dashboard/stats')).json().assignedProfessionals).toBe(0);
    expect((await get(w.pro.cookie, `/api/children/${w.ana.id}/progress`)).statusCode).toBe(404);
    expect((await get(w.pro.cookie, '/api/users/me')).json().role).toBeNull();

    const res = await accept(w.pro.cookie, { invitation_token: w.token, professional_info: validInfo });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      status: 'accepted',
      children: [
        { id: w.ana.id, name: 'Ana' },
        { id: w.bia.id, name: 'Bia' },
      ],
    });

    const written = await writtenFor(t, w.invitation.id, w.pro.user.id);
    expect(written.invitation).toMatchObject({
      status: 'accepted',
      acceptedAt: t.clock.now(),
      acceptedByUserId: w.pro.user.id,
    });
    expect(written.access.map((a) => [a.childId, a.parentUserId, a.isActive]).sort()).toEqual(
      [
        [w.ana.id, w.parent.user.id, true],
        [w.bia.id, w.parent.user.id, true],
      ].sort(),
    );
    expect(written.profiles).toEqual([
      expect.objectContaining({
        role: 'professional',
        professionalType: 'speech_therapist',
        organizationName: 'Clínica Crescer',
        crefitoNumber: 'CRFa 2-12345',
      }),
    ]);
    // What this server kept is dropped at once: no waiting for the database's notice.
    expect((await get(w.parent.cookie, '/api/dashboard/stats')).json().assignedProfessionals).toBe(1);
    expect((await get(w.pro.cookie, '/api/users/me')).json().role).toBe('professional');
    expect((await get(w.pro.cookie, `/api/children/${w.ana.id}/progress`)).statusCode).toBe(200);
  });

  it('two accepts at once give one access: one succeeds, the other is told the invitation was used', async () => {
    // The same person twice (two tabs): one access row per child.
    const again = await createInvitationWorld(t);
    const twice = { invitation_token: again.token, professional_info: validInfo };
    const both = await Promise.all([accept(again.pro.cookie, twice), accept(again.pro.cookie, twice)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json()).toEqual({ error: INVITATION_USED });
    expect((await writtenFor(t, again.invitation.id, again.pro.user.id)).access).toHaveLength(2);
  });

  it('a double click with one Idempotency-Key gets the first answer back', async () => {
    const w = await createInvitationWorld(t);
    const body = { invitation_token: w.token, professional_info: validInfo };
    const headers = { 'idempotency-key': 'accept-key-0001' };
    const first = await accept(w.pro.cookie, body, headers);
    const second = await accept(w.pro.cookie, body, headers);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
  });

  it('another e-mail: refused until the person confirms, then only a request the family must approve', async () => {
    const w = await createInvitationWorld(t);
    const clinic = await createSignedInUser(t, { email: 'recepcao@clinica.example' });
    const body = { invitation_token: w.token, professional_info: validInfo };
    const before = await writtenFor(t, w.invitation.id, clinic.user.id);
    for (const extra of [{}, { confirm_other_email: false }]) {
      const refused = await accept(clinic.cookie, { ...body, ...extra });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: OTHER_EMAIL_UNCONFIRMED });
      expect(await writtenFor(t, w.invitation.id, clinic.user.id)).toEqual(before);
    }
    const asked = await accept(clinic.cookie, { ...body, confirm_other_email: true });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ ok: true, status: 'requested', children: [] });
    const written = await writtenFor(t, w.invitation.id, clinic.user.id);
    // No access and no professional area until the parent approves.
    expect(written.access).toEqual([]);
    expect(written.profiles).toEqual([]);
    expect(written.invitation).toMatchObject({
      status: 'requested',
      requestedByUserId: clinic.user.id,
      requestedAt: t.clock.now(),
      acceptedByUserId: null,
      requestInfo: { professional_type: 'speech_therapist', organization_name: 'Clínica Crescer' },
    });
    expect((await get(clinic.cookie, `/api/children/${w.ana.id}/progress`)).statusCode).toBe(404);
    // Asking again: the family has not answered yet.
    const again = await accept(clinic.cookie, { ...body, confirm_other_email: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: REQUEST_PENDING });
    // A third account is told the invitation was used; the invited e-mail may still accept it.
    const third = await createSignedInUser(t);
    expect((await accept(third.cookie, { ...body, confirm_other_email: true })).json()).toEqual({
      error: INVITATION_USED,
    });
    const invited = await accept(w.pro.cookie, body);
    expect(invited.json()).toMatchObject({ ok: true, status: 'accepted' });
    expect((await writtenFor(t, w.invitation.id, w.pro.user.id)).invitation).toMatchObject({
      status: 'accepted',
      acceptedByUserId: w.pro.user.id,
      requestInfo: null,
    });
  });

  it("another family's parent holding the link gets no access and does not silently become a professional", async () => {
    const w = await createInvitationWorld(t);
    const otherParent = await createAccount(t, 'parent');
    const theirChild = await createChild(t.db, otherParent.user.id, { name: 'Téo' });
    const body = { invitation_token: w.token, professional_info: validInfo, confirm_other_email: true };
    const before = await writtenFor(t, w.invitation.id, otherParent.user.id);
    const refused = await accept(otherParent.cookie, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: ALSO_PROFESSIONAL_UNCONFIRMED });
    expect(await writtenFor(t, w.invitation.id, otherParent.user.id)).toEqual(before);
    // Saying yes only records the request: still a parent, no access, their own child still theirs.
    const asked = await accept(otherParent.cookie, { ...body, also_professional: true });
    expect(asked.json()).toEqual({ ok: true, status: 'requested', children: [] });
    expect((await writtenFor(t, w.invitation.id, otherParent.user.id)).access).toEqual([]);
    const me = (await get(otherParent.cookie, '/api/users/me')).json();
    expect([me.role, me.is_professional]).toEqual(['parent', false]);
    expect((await get(otherParent.cookie, `/api/children/${w.ana.id}/progress`)).statusCode).toBe(404);
    expect((await get(otherParent.cookie, `/api/children/${theirChild.id}/progress`)).statusCode).toBe(200);
  });

  it('an account without a role that owns a child is asked too; one without children is not', async () => {
    const w = await createInvitationWorld(t);
    await createChild(t.db, w.pro.user.id, { name: 'Filho' });
    const body = { invitation_token: w.token, professional_info: validInfo };
    expect((await accept(w.pro.cookie, body)).json()).toEqual({ error: ALSO_PROFESSIONAL_UNCONFIRMED });
    expect((await accept(w.pro.cookie, { ...body, also_professional: true })).statusCode).toBe(200);
  });

  it('expires exactly 7 days after it was sent: 410, nothing written', async () => {
    const start = t.clock.now();
    const w = await createInvitationWorld(t);
    const early = await createInvitation(t, w.parent.user.id, [w.ana.id], { professionalEmail: w.pro.user.email });
    try {
      t.clock.set(start.getTime() + 7 * DAY_MS - 1);
      expect(
        (await accept(w.pro.cookie, { invitation_token: early.token, professional_info: validInfo })).statusCode,
      ).toBe(200);
      t.clock.set(start.getTime() + 7 * DAY_MS);
      const before = await writtenFor(t, w.invitation.id, w.pro.user.id);
      const res = await accept(w.pro.cookie, { invitation_token: w.token, professional_info: validInfo });
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ error: INVITATION_EXPIRED });
      expect(await writtenFor(t, w.invitation.id, w.pro.user.id)).toEqual(before);
    } finally {
      t.clock.set(start);
    }
  });

  it('a used invitation (accepted or declined) → 409 "Este convite já foi usado."', async () => {
    const w = await createInvitationWorld(t);
    for (const status of ['accepted', 'declined']) {
      const used = await createInvitation(t, w.parent.user.id, [w.ana.id], {
        professionalEmail: w.pro.user.email,
        status,
      });
      const res = await accept(w.pro.cookie, { invitation_token: used.token, professional_info: validInfo });
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toEqual({ error: INVITATION_USED });
    }
    expect((await writtenFor(t, w.invitation.id, w.pro.user.id)).access).toEqual([]);
  });

  it("the parent cannot accept their own invitation, even when it was sent to the parent's address", async () => {
    const w = await createInvitationWorld(t);
    const own = await createInvitation(t, w.parent.user.id, [w.ana.id], { professionalEmail: w.parent.user.email });
    for (const token of [w.token, own.token]) {
      const res = await accept(w.parent.cookie, {
        invitation_token: token,
        professional_info: validInfo,
        confirm_other_email: true,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: OWN_INVITATION });
    }
    expect(await writtenFor(t, w.invitation.id, w.parent.user.id)).toMatchObject({
      access: [],
      profiles: [],
      invitation: { status: 'pending' },
    });
  });

  it('a revoked access is made active again (no second row); a child removed since is left out', async () => {
    const w = await createInvitationWorld(t);
    const revoked = await grantAccess(t.db, w.ana, w.pro.user.id, {
      isActive: false,
      accessRevokedAt: t.clock.now(),
    });
    await t.db.update(children).set({ isActive: false }).where(eq(children.id, w.bia.id));
    const res = await accept(w.pro.cookie, { invitation_token: w.token, professional_info: validInfo });
    expect(res.json()).toEqual({ ok: true, status: 'accepted', children: [{ id: w.ana.id, name: 'Ana' }] });
    const { access } = await writtenFor(t, w.invitation.id, w.pro.user.id);
    expect(access).toEqual([expect.objectContaining({ id: revoked.id, isActive: true, accessRevokedAt: null })]);
  });

  it('a professional with access to a child keeps one row, and gets the new child', async () => {
    const w = await createInvitationWorld(t);
    await grantAccess(t.db, w.ana, w.pro.user.id);
    const third = await createChild(t.db, w.parent.user.id, { name: 'Caio' });
    const more = await createInvitation(t, w.parent.user.id, [w.ana.id, third.id], {
      professionalEmail: w.pro.user.email,
    });
    expect(
      (await accept(w.pro.cookie, { invitation_token: more.token, professional_info: validInfo })).statusCode,
    ).toBe(200);
    const { access } = await writtenFor(t, w.invitation.id, w.pro.user.id);
    expect(access.map((a) => a.childId).sort()).toEqual([w.ana.id, third.id].sort());
  });
});
