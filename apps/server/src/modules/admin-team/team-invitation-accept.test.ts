import {
  ADMIN_EMAIL_TAKEN,
  ADMIN_INVITATION_GONE,
  ADMIN_INVITATION_GONE_CODES,
  ADMIN_NEW_PASSWORD_REQUIRED,
  ADMIN_NEW_PASSWORD_TOO_LONG,
  ADMIN_USERNAME_INVALID,
  ADMIN_USERNAME_TAKEN,
} from '@neurobridge/shared/api/admin-team';
import { DAY_MS } from '@neurobridge/shared/domain/time';
import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminInvitations, admins } from '../../db/schema/admin';
import { tokenFromCookie } from '../admin-auth/admin-auth-testing';
import {
  auditOf,
  invitationLinkFor,
  STRONG_PASSWORD,
  teamCall,
  teamCounts,
  teamMember,
  type Member,
} from './admin-team-testing';

let t: TestApp;
let owner: Member;
beforeAll(async () => {
  t = await createTestApp();
  owner = await teamMember(t, 'owner');
});
afterAll(() => t.close());

let sequence = 0;
/** An invitation sent through the API; answers its id and the token its e-mail carries. */
async function invited(role: 'owner' | 'support' | 'content' = 'support') {
  const email = `convidado${++sequence}@example.com`;
  const res = await teamCall(t, owner, 'POST', '/api/admin/team/invitations', { email, role });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { id: res.json().id as number, email, ...(await invitationLinkFor(t, email)) };
}

const view = (token: string, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/invitation/${token}`, remoteAddress });
const accept = (token: string, payload: unknown, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/invitation/${token}`, payload: payload as object, remoteAddress });
const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });

describe('GET /api/admin/invitation/:token (public)', () => {
  it('shows the e-mail, the role and the expiry to anyone with the link, nothing else', async () => {
    const { token, email } = await invited('content');
    const res = await view(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email,
      role: 'content',
      expires_at: new Date(t.clock.now().getTime() + 7 * DAY_MS).toISOString(),
    });
  });

  it('410 for a link that matches nothing (no reason given), and for an expired one (with why)', async () => {
    const unknown = await view('A'.repeat(43));
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json()).toEqual({ error: ADMIN_INVITATION_GONE });
    const { token } = await invited();
    t.clock.advance(7 * DAY_MS);
    const expired = await view(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: ADMIN_INVITATION_GONE, code: ADMIN_INVITATION_GONE_CODES.expired });
  });

  it('a token of the wrong shape is 400 with the same text', async () => {
    for (const token of ['curto', 'com%20espaco%20no%20meio%20do%20link', 'sinal$de$dolar$no$meio$do$link']) {
      const res = await view(token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json(), token).toEqual({ error: ADMIN_INVITATION_GONE });
    }
  });

  it('30 look-ups a minute per client on each route, then 429; another client is not affected', async () => {
    const bad = 'B'.repeat(43);
    for (const [name, call] of [
      ['view', (ip: string) => view(bad, ip)],
      ['accept', (ip: string) => accept(bad, { username: 'alguem', password: STRONG_PASSWORD }, ip)],
    ] as const) {
      for (let i = 0; i < 30; i += 1) expect((await call('198.51.100.20')).statusCode, name).toBe(410);
      const limited = await call('198.51.100.20');
      expect(limited.statusCode, name).toBe(429);
      expect(limited.json().error, name).toMatch(/Muitas tentativas/);
      expect((await call('198.51.100.21')).statusCode, name).toBe(410);
    }
  });
});

describe('POST /api/admin/invitation/:token (public)', () => {
  it('makes the admin with the invitation’s role and e-mail, once; they sign in with their password; audited', async () => {
    const { id, token, email } = await invited('support');
    const res = await accept(token, { username: '  Nova.Suporte ', password: STRONG_PASSWORD });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ username: 'nova.suporte' });

    const [admin] = await t.db.select().from(admins).where(eq(admins.username, 'nova.suporte'));
    expect(admin).toMatchObject({ role: 'support', email, invitedBy: owner.id, suspendedAt: null, totpEnabled: false });
    expect(await verify(admin!.passwordHash, STRONG_PASSWORD)).toBe(true);
    const [row] = await t.db.select().from(adminInvitations).where(eq(adminInvitations.id, id));
    expect(row).toMatchObject({ acceptedAdminId: admin!.id, acceptedAt: t.clock.now() });

    const [entry] = (await auditOf(t, 'team.invitation_accepted')).filter((e) => e.targetId === String(id));
    expect(entry).toMatchObject({
      actorType: 'admin',
      actorId: admin!.id,
      actorLabel: 'nova.suporte',
      details: { email, role: 'support', invited_by: owner.id },
    });

    // The link is spent: the page and a second submit say so.
    expect((await view(token)).json()).toEqual({
      error: ADMIN_INVITATION_GONE,
      code: ADMIN_INVITATION_GONE_CODES.accepted,
    });
    const before = await teamCounts(t);
    const again = await accept(token, { username: 'outro.nome', password: STRONG_PASSWORD });
    expect(again.statusCode).toBe(410);
    expect(await teamCounts(t)).toEqual(before);

    // The new admin signs in and is a support admin: users yes, the team no.
    const signedIn = await signIn('nova.suporte', STRONG_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const cookie = { cookie: `nb_admin=${tokenFromCookie(signedIn)}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: cookie });
    expect(me.json()).toMatchObject({ id: admin!.id, username: 'nova.suporte', role: 'support', email });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: cookie })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/team', headers: cookie })).statusCode).toBe(403);
  });

  it('two submits at once (a double click, two servers) make one admin; the other gets 410', async () => {
    const { token } = await invited('content');
    const results = await Promise.all([
      accept(token, { username: 'duplo.um', password: STRONG_PASSWORD }),
      accept(token, { username: 'duplo.dois', password: STRONG_PASSWORD }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 410]);
    const made = await t.db.select().from(admins).where(eq(admins.role, 'content'));
    expect(made.filter((a) => a.username.startsWith('duplo.'))).toHaveLength(1);
  });

  it('a username in use: 409 with fields.username, nothing written, the link still works', async () => {
    const { token } = await invited();
    const before = await teamCounts(t);
    const res = await accept(token, { username: owner.username, password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: ADMIN_USERNAME_TAKEN, fields: { username: ADMIN_USERNAME_TAKEN } });
    expect(await teamCounts(t)).toEqual(before);
    expect((await view(token)).statusCode).toBe(200);
  });

  it.each([
    ['a short one', 'fraca', () => 'curta'],
    ['a common one', 'fraca', () => 'senha12345678'],
    ['the username and digits', 'senhorita.silva', () => 'senhorita.silva2024'],
    ['the e-mail’s name', 'fraca', (email: string) => `${email.split('@')[0]}!!!`],
  ])(
    'a weak password (%s): 400 with fields.password and the reason, nothing written',
    async (_label, username, pick) => {
      const { token, email } = await invited();
      const before = await teamCounts(t);
      const res = await accept(token, { username, password: pick(email) });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      expect(body.error).toMatch(/^A senha do administrador é fraca: /);
      expect(body.fields).toEqual({ password: body.error });
      expect(await teamCounts(t)).toEqual(before);
    },
  );

  it.each([
    ['no username', { password: STRONG_PASSWORD }, 'username', ADMIN_USERNAME_INVALID],
    [
      'a username with spaces',
      { username: 'nome com espaço', password: STRONG_PASSWORD },
      'username',
      ADMIN_USERNAME_INVALID,
    ],
    ['a username too short', { username: 'ab', password: STRONG_PASSWORD }, 'username', ADMIN_USERNAME_INVALID],
    [
      'a username too long',
      { username: 'a'.repeat(41), password: STRONG_PASSWORD },
      'username',
      ADMIN_USERNAME_INVALID,
    ],
    ['a username as a number', { username: 12345, password: STRONG_PASSWORD }, 'username', ADMIN_USERNAME_INVALID],
    ['no password', { username: 'sem.senha' }, 'password', ADMIN_NEW_PASSWORD_REQUIRED],
    ['an empty password', { username: 'sem.senha', password: '' }, 'password', ADMIN_NEW_PASSWORD_REQUIRED],
    ['a password too long', { username: 'longa', password: 'x'.repeat(201) }, 'password', ADMIN_NEW_PASSWORD_TOO_LONG],
  ])('refuses %s with 400 and the field’s message, writing nothing', async (_label, payload, field, message) => {
    const { token } = await invited();
    const before = await teamCounts(t);
    const res = await accept(token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, fields: { [field]: message } });
    expect(await teamCounts(t)).toEqual(before);
  });

  it('refuses an unknown field (a role of one’s own choosing) with 400, writing nothing', async () => {
    const { token } = await invited('content');
    const before = await teamCounts(t);
    const res = await accept(token, { username: 'esperto', password: STRONG_PASSWORD, role: 'owner' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Campo não permitido: role.');
    expect(await teamCounts(t)).toEqual(before);
  });

  it('a withdrawn or expired link makes no admin (410 with why)', async () => {
    const withdrawn = await invited();
    await teamCall(t, owner, 'POST', `/api/admin/team/invitations/${withdrawn.id}/withdraw`);
    const expired = await invited();
    t.clock.advance(7 * DAY_MS + 1000);
    for (const [{ token }, state] of [
      [withdrawn, 'withdrawn'],
      [expired, 'expired'],
    ] as const) {
      const before = await teamCounts(t);
      const res = await accept(token, { username: `tarde.${state}`, password: STRONG_PASSWORD });
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ error: ADMIN_INVITATION_GONE, code: ADMIN_INVITATION_GONE_CODES[state] });
      expect(await teamCounts(t)).toEqual(before);
    }
  });

  it('an e-mail an admin took meanwhile (written by hand): 409, nothing written', async () => {
    const { token, email } = await invited();
    await teamMember(t, 'content', { email });
    const before = await teamCounts(t);
    const res = await accept(token, { username: 'atrasado', password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: ADMIN_EMAIL_TAKEN });
    expect(await teamCounts(t)).toEqual(before);
  });
});
