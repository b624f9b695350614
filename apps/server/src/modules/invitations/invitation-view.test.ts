import { DAY_MS } from '@neurobridge/shared/domain/time';
import {
  INVITATION_EXPIRED,
  INVITATION_NOT_FOUND,
  INVITATION_USED,
} from '@neurobridge/shared/api/invitation-acceptance';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyed } from '../../../test/idempotency-key';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { children } from '../../db/schema/children';
import { OWN_INVITATION_DECLINE } from './acceptance-service';
import { createInvitation, createInvitationWorld, validInfo, writtenFor } from './invitation-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const as = (cookie: string): Headers => ({ cookie });
const view = (headers: Headers, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/invitations/${token}`, headers });
const decline = (headers: Headers, token: string) =>
  t.app.inject({ method: 'POST', url: `/api/invitations/${token}/decline`, headers: keyed(headers) });
const accept = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/invitations/accept', headers: keyed(headers), payload: payload as object });

describe('GET /api/invitations/:token (docs/product.md#accepting-an-invitation)', () => {
  it("shows the invitation with the least data: the parent's name, the children's names, no ids, no parent e-mail", async () => {
    const w = await createInvitationWorld(t);
    const res = await view(as(w.pro.cookie), w.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      invitation: {
        status: 'pending',
        message: 'Olá! Vamos começar na segunda.',
        parent_name: 'Marta Souza',
        children_names: ['Ana', 'Bia'],
        professional_email: w.invitation.professionalEmail,
        expires_at: w.invitation.expiresAt.toISOString(),
        email_matches: true,
      },
    });
    const text = res.body;
    expect(text).not.toContain(w.parent.user.email);
    expect(text).not.toMatch(/"(id|child_ids|parent_user_id)"/);
    // Someone else signed in (the link was forwarded): the same view, and the e-mails differ.
    const other = await createSignedInUser(t);
    expect((await view(as(other.cookie), w.token)).json().invitation.email_matches).toBe(false);
  });

  it('names the parent by e-mail without a name; a removed child is left out; no message is null', async () => {
    const parent = await createSignedInUser(t, { fullName: null, email: 'mae@example.com' });
    const pro = await createSignedInUser(t);
    const { createChild } = await import('../../../test/child-factories');
    const kept = await createChild(t.db, parent.user.id, { name: 'Caio' });
    const gone = await createChild(t.db, parent.user.id, { name: 'Duda' });
    await t.db.update(children).set({ isActive: false }).where(eq(children.id, gone.id));
    const { token } = await createInvitation(t, parent.user.id, [gone.id, kept.id], { message: null });
    expect((await view(as(pro.cookie), token)).json().invitation).toMatchObject({
      parent_name: 'mae@example.com',
      children_names: ['Caio'],
      message: null,
    });
  });

  it('is expired from exactly 7 days after it was sent, and used once accepted or declined', async () => {
    const start = t.clock.now();
    const w = await createInvitationWorld(t);
    try {
      t.clock.set(start.getTime() + 7 * DAY_MS - 1);
      expect((await view(as(w.pro.cookie), w.token)).json().invitation.status).toBe('pending');
      t.clock.set(start.getTime() + 7 * DAY_MS);
      expect((await view(as(w.pro.cookie), w.token)).json().invitation.status).toBe('expired');
    } finally {
      t.clock.set(start);
    }
    for (const status of ['accepted', 'declined']) {
      const used = await createInvitation(t, w.parent.user.id, [w.ana.id], { status });
      expect((await view(as(w.pro.cookie), used.token)).json().invitation.status, status).toBe('used');
    }
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a token too short', 'abc'],
    ['a token with other characters', 'abc.def~ghi!jkl*mno(pqr)stu'],
    ['a token of 100 characters', 'a'.repeat(100)],
    ['an encoded slash', 'abcdefghijklmnopqrstuvwx%2Fyz'],
  ])('%s → 404 "Convite não encontrado ou inválido."', async (_name, token) => {
    const { cookie } = await createSignedInUser(t);
    const res = await view(as(cookie), token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: INVITATION_NOT_FOUND });
  });

  it('an invitation in any other state (taken back by the parent) is not found', async () => {
    const w = await createInvitationWorld(t);
    const other = await createInvitation(t, w.parent.user.id, [w.ana.id], { status: 'withdrawn' });
    expect((await view(as(w.pro.cookie), other.token)).statusCode).toBe(404);
    expect((await decline(as(w.pro.cookie), other.token)).statusCode).toBe(404);
  });
});

describe('POST /api/invitations/:token/decline', () => {
  it('marks it declined; then it is used for accepting and declining alike', async () => {
    const w = await createInvitationWorld(t);
    const res = await decline(as(w.pro.cookie), w.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const written = await writtenFor(t, w.invitation.id, w.pro.user.id);
    expect(written.invitation).toMatchObject({ status: 'declined', declinedAt: t.clock.now(), acceptedAt: null });
    expect(written.access).toEqual([]);
    expect(written.profiles).toEqual([]);
    for (const again of [
      decline(as(w.pro.cookie), w.token),
      accept(as(w.pro.cookie), { invitation_token: w.token, professional_info: validInfo }),
    ]) {
      const r = await again;
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({ error: INVITATION_USED });
    }
  });

  it('an expired invitation → 410; the parent cannot decline their own → 400', async () => {
    const w = await createInvitationWorld(t);
    const old = await createInvitation(t, w.parent.user.id, [w.ana.id], { expiresAt: t.clock.now() });
    const expired = await decline(as(w.pro.cookie), old.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: INVITATION_EXPIRED });
    const own = await decline(as(w.parent.cookie), w.token);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ error: OWN_INVITATION_DECLINE });
    expect((await writtenFor(t, w.invitation.id, w.pro.user.id)).invitation!.status).toBe('pending');
  });
});

describe('who may call the invitation routes', () => {
  it('anonymous callers and admin bearer tokens get 401, and nothing is written', async () => {
    const w = await createInvitationWorld(t);
    const admin = { cookie: `nb_admin=${await createAdminToken(t)}` };
    for (const headers of [{}, admin]) {
      for (const res of [
        await view(headers, w.token),
        await decline(headers, w.token),
        await accept(headers, { invitation_token: w.token, professional_info: validInfo }),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: 'Faça login para continuar.' });
      }
    }
    expect((await writtenFor(t, w.invitation.id, w.pro.user.id)).invitation!.status).toBe('pending');
  });
});

describe('bad input to accept → 400 with a pt-BR text, nothing written', () => {
  const base = (token: string) => ({ invitation_token: token, professional_info: validInfo });
  it.each([
    [
      'no professional type',
      (tk: string) => ({ ...base(tk), professional_info: {} }),
      'Por favor, selecione o tipo de profissional.',
    ],
    [
      'an unknown professional type',
      (tk: string) => ({ ...base(tk), professional_info: { professional_type: 'wizard' } }),
      'Por favor, selecione o tipo de profissional.',
    ],
    [
      'no professional info',
      (tk: string) => ({ invitation_token: tk }),
      'Campo "professional_info" inválido: Entrada inválida: esperava um objeto, recebeu um valor "undefined"',
    ],
    [
      'an organisation of 201 characters',
      (tk: string) => ({ ...base(tk), professional_info: { ...validInfo, organization_name: 'o'.repeat(201) } }),
      'O nome da organização pode ter no máximo 200 caracteres.',
    ],
    [
      'a registration number of 51 characters',
      (tk: string) => ({ ...base(tk), professional_info: { ...validInfo, crefito_number: '1'.repeat(51) } }),
      'O número de registro pode ter no máximo 50 caracteres.',
    ],
    ['a token as a number', () => ({ ...base(''), invitation_token: 42 }), INVITATION_NOT_FOUND],
    ['no token', () => ({ professional_info: validInfo }), INVITATION_NOT_FOUND],
    [
      'a confirmation as text',
      (tk: string) => ({ ...base(tk), confirm_other_email: 'sim' }),
      'A confirmação deve ser verdadeira ou falsa.',
    ],
    ['an unknown field', (tk: string) => ({ ...base(tk), child_ids: [1] }), 'Campo não permitido: child_ids.'],
    [
      'an unknown field in the info',
      (tk: string) => ({ ...base(tk), professional_info: { ...validInfo, is_verified: true } }),
      'Campo não permitido: is_verified.',
    ],
  ])('%s', async (_name, payload, error) => {
    const w = await createInvitationWorld(t);
    const before = await writtenFor(t, w.invitation.id, w.pro.user.id);
    const res = await accept(as(w.pro.cookie), payload(w.token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await writtenFor(t, w.invitation.id, w.pro.user.id)).toEqual(before);
  });

  it('a malformed or unknown token in the body → 404, nothing written', async () => {
    const w = await createInvitationWorld(t);
    for (const token of ['curto', 'B'.repeat(43)]) {
      const res = await accept(as(w.pro.cookie), base(token));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: INVITATION_NOT_FOUND });
    }
    expect((await writtenFor(t, w.invitation.id, w.pro.user.id)).profiles).toEqual([]);
  });
});
