import { NO_REQUEST_TO_ANSWER } from '@neurobridge/shared/api/child-professionals';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createChildWorld } from '../../../test/child-factories';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { invitations, professionalAccess, professionalProfiles } from '../../db/schema/professionals';
import { createInvitation, validInfo } from '../invitations/invitation-testing';
import { createAccount } from '../professional/professional-testing';
import { keyed } from '../../../test/idempotency-key';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}) => t.app.inject({ method, url, headers });
const answer = (childId: number, invitationId: number | string, action: 'approve' | 'refuse', headers: Headers) =>
  call('POST', `/api/children/${childId}/invitations/${invitationId}/${action}`, headers);

/** The family of createChildWorld invites terapeuta@…; `requester` (another e-mail) asks to accept it. */
async function requestWorld(requester?: { cookie: string; user: { id: number } }) {
  const w = await createChildWorld(t);
  const asker = requester ?? (await createSignedInUser(t, { email: `recepcao-${Date.now()}@clinica.example` }));
  const { token, invitation } = await createInvitation(t, w.owner.user.id, [w.child.id]);
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    headers: keyed({ cookie: asker.cookie }),
    payload: {
      invitation_token: token,
      professional_info: validInfo,
      confirm_other_email: true,
      also_professional: true,
    },
  });
  expect(asked.json()).toMatchObject({ status: 'requested' });
  return { ...w, asker, token, invitation };
}

const written = async (invitationId: number, userId: number) => ({
  invitation: (await t.db.select().from(invitations).where(eq(invitations.id, invitationId)))[0],
  access: await t.db.select().from(professionalAccess).where(eq(professionalAccess.professionalUserId, userId)),
  profiles: await t.db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, userId)),
});

describe('a request to accept from another e-mail (docs/product.md#professionals-of-a-child)', () => {
  it('the parent sees it on the child page; approving gives the access the accept would have, once', async () => {
    const w = await requestWorld();
    const list = (await call('GET', `/api/children/${w.child.id}/professionals`, { cookie: w.owner.cookie })).json();
    expect(list.invitations).toEqual([
      expect.objectContaining({
        id: w.invitation.id,
        status: 'requested',
        professional_email: 'terapeuta@clinica.example',
        requested_by_email: expect.stringMatching(/^recepcao-\d+@clinica\.example$/),
        requested_at: t.clock.now().toISOString(),
      }),
    ]);
    expect((await call('GET', '/api/dashboard/stats', { cookie: w.owner.cookie })).json().assignedProfessionals).toBe(
      1,
    );

    const res = await answer(w.child.id, w.invitation.id, 'approve', { cookie: w.owner.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, children: [{ id: w.child.id, name: 'Lia' }] });
    const after = await written(w.invitation.id, w.asker.user.id);
    expect(after.invitation).toMatchObject({
      status: 'accepted',
      acceptedByUserId: w.asker.user.id,
      acceptedAt: t.clock.now(),
      requestInfo: null,
      linkEnc: null,
    });
    expect(after.access.map((a) => [a.childId, a.isActive])).toEqual([[w.child.id, true]]);
    expect(after.profiles).toEqual([
      expect.objectContaining({ role: 'professional', professionalType: 'speech_therapist' }),
    ]);
    // Kept reads are dropped at once: the requester sees the child, the parent's count follows.
    expect((await call('GET', `/api/children/${w.child.id}/progress`, { cookie: w.asker.cookie })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/dashboard/stats', { cookie: w.owner.cookie })).json().assignedProfessionals).toBe(
      2,
    );

    const again = await answer(w.child.id, w.invitation.id, 'approve', { cookie: w.owner.cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: NO_REQUEST_TO_ANSWER });
    expect((await written(w.invitation.id, w.asker.user.id)).access).toHaveLength(1);
  });

  it('two approvals at once grant one access; the other is told there is nothing to answer', async () => {
    const w = await requestWorld();
    const both = await Promise.all(
      [1, 2].map(() => answer(w.child.id, w.invitation.id, 'approve', { cookie: w.owner.cookie })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await written(w.invitation.id, w.asker.user.id)).access).toHaveLength(1);
  });

  it('refusing declines the invitation: no access, the parent sees it as declined, the link is used', async () => {
    const w = await requestWorld();
    const res = await answer(w.child.id, w.invitation.id, 'refuse', { cookie: w.owner.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const after = await written(w.invitation.id, w.asker.user.id);
    expect(after.invitation).toMatchObject({ status: 'declined', declinedAt: t.clock.now(), requestInfo: null });
    expect(after.access).toEqual([]);
    expect(after.profiles).toEqual([]);
    const list = (await call('GET', `/api/children/${w.child.id}/professionals`, { cookie: w.owner.cookie })).json();
    expect(list.invitations).toEqual([
      expect.objectContaining({ id: w.invitation.id, status: 'declined', requested_by_email: null }),
    ]);
    expect((await call('GET', `/api/invitations/${w.token}`, { cookie: w.asker.cookie })).json()).toEqual({
      invitation: { status: 'used' },
    });
    const again = await answer(w.child.id, w.invitation.id, 'refuse', { cookie: w.owner.cookie });
    expect(again.json()).toEqual({ error: NO_REQUEST_TO_ANSWER });
  });

  it('a parent who is approved keeps her own children and gets the given one besides (both areas)', async () => {
    const mother = await createAccount(t, 'parent');
    const own = await createChild(t.db, mother.user.id, { name: 'Própria' });
    const w = await requestWorld(mother);
    expect((await answer(w.child.id, w.invitation.id, 'approve', { cookie: w.owner.cookie })).statusCode).toBe(200);
    const me = (await call('GET', '/api/users/me', { cookie: mother.cookie })).json();
    expect([me.role, me.is_professional]).toEqual(['parent', true]);
    const cookie = { cookie: mother.cookie };
    // Parent routes for her own child, professional routes for the child she was given.
    expect((await call('GET', `/api/children/${own.id}/professionals`, cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/children/${w.child.id}/professionals`, cookie)).statusCode).toBe(403);
    const given = (await call('GET', '/api/professional/children', cookie)).json();
    expect(given.map((c: { name: string }) => c.name)).toEqual(['Lia']);
    expect((await call('GET', `/api/professional/children/${w.child.id}/summary`, cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/professional/children/${own.id}/summary`, cookie)).statusCode).toBe(404);
  });
});

describe('who may approve or refuse: the owning parent only', () => {
  it('another parent 404, a professional with access 403, one without 404, the requester 404, admin and nobody 401; nothing written', async () => {
    const w = await requestWorld();
    const admin = { cookie: `nb_admin=${await createAdminToken(t)}` };
    const before = await written(w.invitation.id, w.asker.user.id);
    const callers: [string, Headers, number][] = [
      ['another parent', { cookie: w.otherParent.cookie }, 404],
      ['a professional with access', { cookie: w.proWithAccess.cookie }, 403],
      ['a professional without access', { cookie: w.proWithout.cookie }, 404],
      ['the requester', { cookie: w.asker.cookie }, 404],
      ['an admin', admin, 401],
      ['nobody', {}, 401],
    ];
    for (const action of ['approve', 'refuse'] as const) {
      for (const [who, headers, status] of callers) {
        expect((await answer(w.child.id, w.invitation.id, action, headers)).statusCode, `${action} by ${who}`).toBe(
          status,
        );
      }
    }
    expect(await written(w.invitation.id, w.asker.user.id)).toEqual(before);
  });

  it('bad input: a bad id 400, another child or family 404, no request waiting 409; nothing written', async () => {
    const w = await requestWorld();
    const cookie = { cookie: w.owner.cookie };
    const sibling = await createChild(t.db, w.owner.user.id);
    const plain = await createInvitation(t, w.owner.user.id, [w.child.id], { professionalEmail: 'x@example.com' });
    const cases: [number, number | string, number, string][] = [
      [w.child.id, 'abc', 400, 'Identificador inválido.'],
      [w.child.id, 0, 400, 'Identificador inválido.'],
      [sibling.id, w.invitation.id, 404, 'Convite não encontrado.'],
      [w.child.id, plain.invitation.id, 409, NO_REQUEST_TO_ANSWER],
    ];
    const before = await written(w.invitation.id, w.asker.user.id);
    for (const action of ['approve', 'refuse'] as const) {
      for (const [childId, invitationId, status, error] of cases) {
        const res = await answer(childId, invitationId, action, cookie);
        expect([res.statusCode, res.json()], `${action} ${invitationId}`).toEqual([status, { error }]);
      }
    }
    expect(await written(w.invitation.id, w.asker.user.id)).toEqual(before);
  });
});
