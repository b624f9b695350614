import {
  ADMIN_EMAIL_REQUIRED,
  ADMIN_EMAIL_TAKEN,
  ADMIN_INVITATION_ACCEPTED,
  ADMIN_INVITATION_EMAIL_OFF,
  ADMIN_INVITATION_GONE,
  ADMIN_INVITATION_GONE_CODES,
  ADMIN_INVITATION_NOT_FOUND,
  ADMIN_INVITATION_NOT_RESENDABLE,
  ADMIN_ROLE_REQUIRED,
  INVALID_ADMIN_INVITATION_ID,
} from '@neurobridge/shared/api/admin-team';
import { DAY_MS } from '@neurobridge/shared/domain/time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../../test/test-app';
import { adminInvitations } from '../../db/schema/admin';
import { emailOutbox, emailTemplates } from '../../db/schema/mail';
import { sha256 } from '../../lib/crypto';
import { auditOf, invitationLinkFor, teamCall, teamCounts, teamMember, type Member } from './admin-team-testing';

let t: TestApp;
let owner: Member;
beforeAll(async () => {
  t = await createTestApp();
  owner = await teamMember(t, 'owner');
});
afterAll(() => t.close());

const INVITATIONS = '/api/admin/team/invitations';
const invite = (payload: unknown, who: Member = owner) => teamCall(t, who, 'POST', INVITATIONS, payload);
const resend = (id: number | string, who: Member = owner) => teamCall(t, who, 'POST', `${INVITATIONS}/${id}/resend`);
const withdraw = (id: number | string, who: Member = owner) =>
  teamCall(t, who, 'POST', `${INVITATIONS}/${id}/withdraw`);
const view = (token: string, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/invitation/${token}`, remoteAddress });
const invitationRow = async (id: number) =>
  (await t.db.select().from(adminInvitations).where(eq(adminInvitations.id, id)))[0]!;
const goneWith = (state: keyof typeof ADMIN_INVITATION_GONE_CODES) => ({
  error: ADMIN_INVITATION_GONE,
  code: ADMIN_INVITATION_GONE_CODES[state],
});

describe('POST /api/admin/team/invitations (docs/product.md#admin-team)', () => {
  it('keeps only the link’s hash and e-mails the link through the outbox, with the role and the expiry; audited', async () => {
    const res = await invite({ email: '  Nova.Pessoa@Example.COM ', role: 'support' });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer).toEqual({
      id: expect.any(Number),
      email: 'nova.pessoa@example.com',
      role: 'support',
      state: 'pending',
      invited_by: owner.username,
      created_at: t.clock.now().toISOString(),
      expires_at: new Date(t.clock.now().getTime() + 7 * DAY_MS).toISOString(),
      email_status: 'pending',
    });
    expect(res.body).not.toMatch(/token|convite\//i);

    const { link, token } = await invitationLinkFor(t, 'nova.pessoa@example.com');
    expect(link).toBe(`${TEST_APP_URL}/admin/convite/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await invitationRow(answer.id);
    expect(row.tokenHash).toBe(sha256(token));
    expect(row.invitedBy).toBe(owner.id);
    // The stored e-mail holds a placeholder; the link itself is sealed until delivery.
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.emailOutboxId!));
    expect(mail!.templateType).toBe('admin_invitation');
    expect(mail!.subject).toBe('Convite para a equipe de administração do NeuroBridge');
    expect(mail!.bodyText).not.toContain(token);
    expect(mail!.bodyHtml).not.toContain(token);
    expect(mail!.bodyText).toContain('com a função Suporte');
    expect(mail!.bodyText).toContain(
      new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(answer.expires_at)),
    );

    const [entry] = (await auditOf(t, 'team.invited')).filter((e) => e.targetId === String(answer.id));
    expect(entry).toMatchObject({
      actorType: 'admin',
      actorId: owner.id,
      actorLabel: owner.username,
      targetType: 'admin_invitation',
      details: { email: 'nova.pessoa@example.com', role: 'support', expires_at: answer.expires_at },
    });
  });

  it('refuses an e-mail an admin or a pending invitation has (409, fields.email), and writes nothing', async () => {
    await teamMember(t, 'content', { email: 'ja.admin@example.com' });
    expect((await invite({ email: 'pendente@example.com', role: 'content' })).statusCode).toBe(201);
    for (const email of ['ja.admin@example.com', 'PENDENTE@example.com']) {
      const before = await teamCounts(t);
      const res = await invite({ email, role: 'owner' });
      expect(res.statusCode, email).toBe(409);
      expect(res.json()).toEqual({ error: ADMIN_EMAIL_TAKEN, fields: { email: ADMIN_EMAIL_TAKEN } });
      expect(await teamCounts(t)).toEqual(before);
    }
  });

  it('an expired or withdrawn invitation does not hold the e-mail', async () => {
    const first = (await invite({ email: 'de.novo@example.com', role: 'content' })).json();
    expect((await withdraw(first.id)).statusCode).toBe(200);
    const second = (await invite({ email: 'de.novo@example.com', role: 'content' })).json();
    expect(second.state).toBe('pending');
    t.clock.advance(7 * DAY_MS);
    const third = await invite({ email: 'de.novo@example.com', role: 'support' });
    expect(third.statusCode).toBe(201);
  });

  it('two invitations of one e-mail at once (a double click, two owners) make one', async () => {
    const other = await teamMember(t, 'owner');
    const results = await Promise.all([
      invite({ email: 'duplo@example.com', role: 'support' }),
      invite({ email: 'duplo@example.com', role: 'support' }, other),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(adminInvitations).where(eq(adminInvitations.email, 'duplo@example.com'));
    expect(rows).toHaveLength(1);
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, 'duplo@example.com'));
    expect(mails).toHaveLength(1);
  });

  it.each([
    ['no e-mail', { role: 'support' }, 'email', ADMIN_EMAIL_REQUIRED],
    ['an e-mail that is not one', { email: 'não é e-mail', role: 'support' }, 'email', ADMIN_EMAIL_REQUIRED],
    ['an e-mail as a number', { email: 42, role: 'support' }, 'email', ADMIN_EMAIL_REQUIRED],
    ['an e-mail too long', { email: `${'a'.repeat(250)}@example.com`, role: 'support' }, 'email', ADMIN_EMAIL_REQUIRED],
    ['an unknown role', { email: 'x@example.com', role: 'root' }, 'role', ADMIN_ROLE_REQUIRED],
    ['no role', { email: 'x@example.com' }, 'role', ADMIN_ROLE_REQUIRED],
  ])('refuses %s with 400 and the field’s message, writing nothing', async (_label, payload, field, message) => {
    const before = await teamCounts(t);
    const res = await invite(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, fields: { [field]: message } });
    expect(await teamCounts(t)).toEqual(before);
  });

  it('refuses an unknown field with 400, writing nothing', async () => {
    const before = await teamCounts(t);
    const res = await invite({ email: 'x@example.com', role: 'support', invited_by: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Campo não permitido: invited_by.');
    expect(await teamCounts(t)).toEqual(before);
  });

  it('with the admin_invitation e-mail switched off: 409, nothing written (the link travels only by e-mail)', async () => {
    await t.db
      .update(emailTemplates)
      .set({ isEnabled: false })
      .where(eq(emailTemplates.templateType, 'admin_invitation'));
    try {
      const before = await teamCounts(t);
      const res = await invite({ email: 'desligado@example.com', role: 'support' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: ADMIN_INVITATION_EMAIL_OFF });
      expect(await teamCounts(t)).toEqual(before);
    } finally {
      await t.db
        .update(emailTemplates)
        .set({ isEnabled: true })
        .where(eq(emailTemplates.templateType, 'admin_invitation'));
    }
  });
});

describe('resending and withdrawing an invitation', () => {
  it('a resend makes a new link, a new expiry and a new e-mail; the old link stops working; audited', async () => {
    const sent = (await invite({ email: 'reenvio@example.com', role: 'content' })).json();
    const old = await invitationLinkFor(t, 'reenvio@example.com');
    t.clock.advance(DAY_MS);
    const res = await resend(sent.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: sent.id,
      state: 'pending',
      expires_at: new Date(t.clock.now().getTime() + 7 * DAY_MS).toISOString(),
      email_status: 'pending',
    });
    const fresh = await invitationLinkFor(t, 'reenvio@example.com');
    expect(fresh.token).not.toBe(old.token);
    expect((await view(old.token)).statusCode).toBe(410);
    expect((await view(fresh.token)).statusCode).toBe(200);
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, 'reenvio@example.com'));
    expect(mails).toHaveLength(2);
    expect((await invitationRow(sent.id)).emailOutboxId).toBe(Math.max(...mails.map((m) => m.id)));
    const [entry] = (await auditOf(t, 'team.invitation_resent')).filter((e) => e.targetId === String(sent.id));
    expect(entry).toMatchObject({ actorId: owner.id, details: { email: 'reenvio@example.com', was: 'pending' } });
  });

  it('an expired invitation can be resent, and is pending again', async () => {
    const sent = (await invite({ email: 'vencido@example.com', role: 'support' })).json();
    t.clock.advance(8 * DAY_MS);
    const { token } = await invitationLinkFor(t, 'vencido@example.com');
    expect((await view(token)).json()).toEqual(goneWith('expired'));
    const res = await resend(sent.id);
    expect(res.json().state).toBe('pending');
  });

  it('an expired one whose e-mail was invited again meanwhile is not resent (409), nothing written', async () => {
    const sent = (await invite({ email: 'trocado@example.com', role: 'support' })).json();
    t.clock.advance(8 * DAY_MS);
    expect((await invite({ email: 'trocado@example.com', role: 'owner' })).statusCode).toBe(201);
    const before = await teamCounts(t);
    const res = await resend(sent.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: ADMIN_EMAIL_TAKEN });
    expect(await teamCounts(t)).toEqual(before);
  });

  it('withdrawing: the link answers 410 withdrawn; twice changes nothing more; a withdrawn one is not resent', async () => {
    const sent = (await invite({ email: 'retirado@example.com', role: 'support' })).json();
    const { token } = await invitationLinkFor(t, 'retirado@example.com');
    const first = await withdraw(sent.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().state).toBe('withdrawn');
    const again = await withdraw(sent.id);
    expect(again.json()).toEqual(first.json());
    const entries = (await auditOf(t, 'team.invitation_withdrawn')).filter((e) => e.targetId === String(sent.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: owner.id, details: { email: 'retirado@example.com', was: 'pending' } });
    expect((await view(token)).json()).toEqual(goneWith('withdrawn'));
    const before = await teamCounts(t);
    const res = await resend(sent.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: ADMIN_INVITATION_NOT_RESENDABLE });
    expect(await teamCounts(t)).toEqual(before);
  });

  it('an accepted invitation is neither resent nor withdrawn (409)', async () => {
    const sent = (await invite({ email: 'aceito@example.com', role: 'support' })).json();
    const { token } = await invitationLinkFor(t, 'aceito@example.com');
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invitation/${token}`,
      payload: { username: 'aceito', password: 'girafa azul dança no telhado 42' },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const before = await teamCounts(t);
    expect((await resend(sent.id)).json()).toEqual({ error: ADMIN_INVITATION_NOT_RESENDABLE });
    const res = await withdraw(sent.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: ADMIN_INVITATION_ACCEPTED });
    expect(await teamCounts(t)).toEqual(before);
  });

  it('404 for an invitation that does not exist, 400 for an id that is not one', async () => {
    for (const call of [resend, withdraw]) {
      const missing = await call(999_999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: ADMIN_INVITATION_NOT_FOUND });
      const bad = await call('abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: INVALID_ADMIN_INVITATION_ID });
    }
  });
});

describe('GET /api/admin/team lists the invitations', () => {
  it('newest first, each with its state, who sent it and its e-mail’s delivery', async () => {
    const res = await teamCall(t, owner, 'GET', '/api/admin/team');
    expect(res.statusCode).toBe(200);
    const { invitations } = res.json();
    const ids = invitations.map((i: { id: number }) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const states = new Set(invitations.map((i: { state: string }) => i.state));
    for (const state of ['pending', 'accepted', 'expired', 'withdrawn']) expect(states.has(state), state).toBe(true);
    for (const i of invitations) {
      expect(i.invited_by).toBeTruthy();
      expect(i.email_status).toBe('pending');
    }
    expect(res.body).not.toMatch(/token_hash|tokenHash|password/i);
  });
});
