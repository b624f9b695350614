import {
  INVALID_INVITATION_STATE,
  INVALID_LIST_LIMIT,
  INVITATION_NO_CHILDREN,
  INVITATION_NOT_FOUND,
  INVITATION_NOT_PENDING,
  INVITATION_TEMPLATE_DISABLED,
  PROFESSIONAL_SEARCH_TOO_LONG,
  type AdminInvitationRow,
  type AdminInvitationsPage,
} from '@neurobridge/shared/api/admin-professionals';
import { invitationAcceptanceApi } from '@neurobridge/shared/api/invitation-acceptance';
import { DAY_MS } from '@neurobridge/shared/domain/time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../../test/test-app';
import { children } from '../../db/schema/children';
import { emailOutbox, emailTemplates } from '../../db/schema/mail';
import { invitations } from '../../db/schema/professionals';
import { randomToken, sha256 } from '../../lib/crypto';
import { open, seal } from '../../lib/secret-box';
import { createInvitation } from '../invitations/invitation-testing';
import { createMailOutbox } from '../mail/outbox';
import { adminCookie, auditOf, createFamily, outboxTo } from './admin-professionals-testing';

// Every family's invitations in the back-office (docs/product.md#admin-invitations).
let t: TestApp;
let owner: { cookie: string; username: string };
let support: { cookie: string; username: string };
let content: { cookie: string; username: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await adminCookie(t, 'owner');
  support = await adminCookie(t, 'support');
  content = await adminCookie(t, 'content');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db
    .update(emailTemplates)
    .set({ isEnabled: true })
    .where(eq(emailTemplates.templateType, 'professional_invitation'));
});

const call = (method: 'GET' | 'POST', url: string, cookie = owner.cookie) =>
  t.app.inject({ method, url, headers: { cookie } });
const list = async (query: string) => {
  const res = await call('GET', `/api/admin/invitations?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminInvitationsPage>();
};
const resend = (id: number, cookie = owner.cookie) => call('POST', `/api/admin/invitations/${id}/resend`, cookie);
const withdraw = (id: number, cookie = owner.cookie) => call('POST', `/api/admin/invitations/${id}/withdraw`, cookie);
const row = async (id: number) => (await t.db.select().from(invitations).where(eq(invitations.id, id)))[0]!;
const rendered = (mail: typeof emailOutbox.$inferSelect) =>
  createMailOutbox({ secretsKey: t.config.secretsKey! }).render(mail);

/** A family ("Marta {tag}") with Ana and Bia, and an invitation of each kind the list shows. */
async function invitationWorld(tag: string) {
  const family = await createFamily(t, `Marta ${tag}`, ['Ana', 'Bia']);
  const ana = family.children[0]!;
  const bia = family.children[1]!;
  const now = t.clock.now();
  const link = `${TEST_APP_URL}/accept-invitation/${randomToken()}`;
  const pending = await createInvitation(t, family.user.id, [ana.id, bia.id], {
    professionalEmail: `fono-${tag}@clinica.example`,
    linkEnc: seal(t.config.secretsKey!, link),
  });
  const expired = await createInvitation(t, family.user.id, [ana.id], {
    professionalEmail: `vencido-${tag}@clinica.example`,
    invitedAt: new Date(now.getTime() - 8 * DAY_MS),
    expiresAt: new Date(now.getTime() - DAY_MS),
  });
  const requester = await createSignedInUser(t, { fullName: `Quem Pediu ${tag}` });
  const requested = await createInvitation(t, family.user.id, [bia.id], {
    professionalEmail: `pedido-${tag}@clinica.example`,
    status: 'requested',
    requestedByUserId: requester.user.id,
    requestedAt: now,
    requestInfo: { professional_type: 'psychologist', organization_name: null, crefito_number: null },
  });
  const accepted = await createInvitation(t, family.user.id, [ana.id], {
    professionalEmail: `aceito-${tag}@clinica.example`,
    status: 'accepted',
    acceptedAt: now,
  });
  const declined = await createInvitation(t, family.user.id, [ana.id], {
    professionalEmail: `recusado-${tag}@clinica.example`,
    status: 'declined',
    declinedAt: now,
  });
  const withdrawn = await createInvitation(t, family.user.id, [ana.id], {
    professionalEmail: `retirado-${tag}@clinica.example`,
    status: 'withdrawn',
  });
  return { family, ana, bia, link, pending, expired, requested, requester, accepted, declined, withdrawn };
}

describe('who may use the invitations (docs/product.md#admin-team)', () => {
  it('lets the owner and support list, resend and withdraw; a content admin gets 403 and writes nothing', async () => {
    const w = await invitationWorld('papel');
    for (const url of [
      '/api/admin/invitations',
      `/api/admin/invitations/${w.pending.invitation.id}/resend`,
      `/api/admin/invitations/${w.pending.invitation.id}/withdraw`,
    ]) {
      const res = await call(url.endsWith('invitations') ? 'GET' : 'POST', url, content.cookie);
      expect(res.statusCode, url).toBe(403);
    }
    expect(await row(w.pending.invitation.id)).toMatchObject({ status: 'pending', emailOutboxId: null });
    expect(await outboxTo(t, 'fono-papel@clinica.example')).toEqual([]);
    expect((await call('GET', '/api/admin/invitations', support.cookie)).statusCode).toBe(200);
    expect((await resend(w.pending.invitation.id, support.cookie)).statusCode).toBe(200);
    expect((await withdraw(w.pending.invitation.id, support.cookie)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/invitations', () => {
  it('lists every state, expired from a pending one past its date, with the e-mail as the family sees it', async () => {
    const w = await invitationWorld('lista');
    const [mail] = await t.db
      .insert(emailOutbox)
      .values({
        toEmail: 'fono-lista@clinica.example',
        templateType: 'professional_invitation',
        subject: 'x',
        bodyText: 'x',
        status: 'sent',
      })
      .returning();
    await t.db.update(invitations).set({ emailOutboxId: mail!.id }).where(eq(invitations.id, w.pending.invitation.id));

    const page = await list('q=marta lista');
    const family = { id: w.family.user.id, name: 'Marta lista', email: w.family.user.email };
    expect(page.next_cursor).toBeNull();
    expect(page.invitations.map((i) => [i.professional_email, i.state])).toEqual([
      ['retirado-lista@clinica.example', 'withdrawn'],
      ['recusado-lista@clinica.example', 'declined'],
      ['aceito-lista@clinica.example', 'accepted'],
      ['pedido-lista@clinica.example', 'requested'],
      ['vencido-lista@clinica.example', 'expired'],
      ['fono-lista@clinica.example', 'pending'],
    ]);
    expect(page.invitations.at(-1)).toEqual<AdminInvitationRow>({
      id: w.pending.invitation.id,
      state: 'pending',
      family,
      professional_email: 'fono-lista@clinica.example',
      children_count: 2,
      invited_at: w.pending.invitation.invitedAt.toISOString(),
      expires_at: w.pending.invitation.expiresAt.toISOString(),
      email_status: 'sent',
    });
    expect(page.invitations.at(-2)).toMatchObject({ email_status: 'not_sent', children_count: 1 });
  });

  it('filters by state', async () => {
    await invitationWorld('estado');
    for (const state of ['pending', 'expired', 'requested', 'accepted', 'declined', 'withdrawn'] as const) {
      const page = await list(`q=marta estado&state=${state}`);
      expect(
        page.invitations.map((i) => i.state),
        state,
      ).toEqual([state]);
    }
  });

  it("searches the family's name (without accents) and e-mail, the invited e-mail and who asked to accept", async () => {
    const w = await invitationWorld('Conceição');
    expect((await list('q=marta conceicao')).invitations).toHaveLength(6);
    expect((await list(`q=${encodeURIComponent(w.family.user.email)}`)).invitations).toHaveLength(6);
    expect((await list('q=pedido-concei')).invitations.map((i) => i.id)).toEqual([w.requested.invitation.id]);
    expect((await list('q=quem pediu conceicao')).invitations.map((i) => i.id)).toEqual([w.requested.invitation.id]);
  });

  it('pages by cursor', async () => {
    const w = await invitationWorld('paginas');
    const first = await list('q=marta paginas&limit=4');
    expect(first.invitations).toHaveLength(4);
    const rest = await list(`q=marta paginas&limit=4&cursor=${first.next_cursor}`);
    expect(rest.next_cursor).toBeNull();
    expect([...first.invitations, ...rest.invitations].map((i) => i.id).reverse()).toEqual(
      [w.pending, w.expired, w.requested, w.accepted, w.declined, w.withdrawn].map((x) => x.invitation.id),
    );
  });

  it('reads a page in one statement, however many rows it holds (docs/decisions/014-fast-reads.md)', async () => {
    await invitationWorld('consulta1');
    await invitationWorld('consulta2');
    const count = async (query: string) => {
      await list(query);
      t.queries.length = 0;
      await list(query);
      return t.queries.length;
    };
    const none = await count('q=ninguem-com-este-nome');
    expect(await count('q=marta consulta')).toBe(none);
    expect(none).toBeLessThanOrEqual(2);
  });

  it('refuses bad input with a pt-BR 400', async () => {
    const cases: [string, string][] = [
      ['state=aberto', INVALID_INVITATION_STATE],
      ['limit=0', INVALID_LIST_LIMIT],
      ['limit=500', INVALID_LIST_LIMIT],
      [`q=${'b'.repeat(101)}`, PROFESSIONAL_SEARCH_TOO_LONG],
      ['cursor=x', 'Cursor inválido.'],
      ['status=pending', 'Campo não permitido: status.'],
    ];
    for (const [query, error] of cases) {
      const res = await call('GET', `/api/admin/invitations?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toBe(error);
    }
  });
});

describe('resend (docs/product.md#admin-invitations)', () => {
  it('e-mails the same link again through the outbox and points the invitation to the new e-mail', async () => {
    const w = await invitationWorld('reenvio');
    const before = await row(w.pending.invitation.id);
    const res = await resend(w.pending.invitation.id, support.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: w.pending.invitation.id, state: 'pending', email_status: 'pending' });

    const [mail] = await outboxTo(t, 'fono-reenvio@clinica.example');
    expect(mail).toMatchObject({
      templateType: 'professional_invitation',
      subject: 'Convite para acompanhar Ana e Bia no NeuroBridge',
      status: 'pending',
    });
    // The stored body holds a placeholder; the link is sealed until delivery.
    expect(mail!.bodyText).not.toContain(w.link);
    expect(rendered(mail!).text).toContain(w.link);
    expect(rendered(mail!).text).toContain('Marta reenvio convidou você para acompanhar Ana e Bia');
    const after = await row(w.pending.invitation.id);
    expect(after).toMatchObject({
      emailOutboxId: mail!.id,
      tokenHash: before.tokenHash,
      linkEnc: before.linkEnc,
      expiresAt: before.expiresAt,
    });
    const [audit] = await auditOf(t, 'invitation.resent');
    expect(audit).toMatchObject({
      actorLabel: support.username,
      targetType: 'invitation',
      targetId: String(w.pending.invitation.id),
      details: {
        family_email: w.family.user.email,
        professional_email: 'fono-reenvio@clinica.example',
        new_link: false,
        outbox_id: mail!.id,
      },
    });
  });

  it('makes a new link when the old one cannot be read back: the old token stops working, the new one opens it', async () => {
    const family = await createFamily(t, 'Marta Semlink', ['Caio']);
    const pro = await createSignedInUser(t, { email: 'semlink@clinica.example' });
    const { token, invitation } = await createInvitation(t, family.user.id, [family.children[0]!.id], {
      professionalEmail: 'semlink@clinica.example',
      // Sealed under another key: as good as not kept.
      linkEnc: seal(Buffer.alloc(32, 7), `${TEST_APP_URL}/accept-invitation/${randomToken()}`),
    });
    const res = await resend(invitation.id);
    expect(res.statusCode, res.body).toBe(200);
    const after = await row(invitation.id);
    expect(after.tokenHash).not.toBe(invitation.tokenHash);
    const newLink = open(t.config.secretsKey!, after.linkEnc!);
    const [mail] = await outboxTo(t, 'semlink@clinica.example');
    expect(rendered(mail!).text).toContain(newLink);
    const newToken = newLink.split('/').at(-1)!;
    expect(sha256(newToken)).toBe(after.tokenHash);

    const view = (tk: string) =>
      t.app.inject({
        method: 'GET',
        url: invitationAcceptanceApi.get.path.replace(':token', tk),
        headers: { cookie: pro.cookie },
      });
    expect((await view(token)).statusCode).toBe(404);
    expect((await view(newToken)).json()).toMatchObject({ invitation: { status: 'pending' } });
    expect((await auditOf(t, 'invitation.resent'))[0]!.details).toMatchObject({ new_link: true });
  });

  it('refuses an invitation that is not pending or has expired with 409, writing nothing', async () => {
    const w = await invitationWorld('naopendente');
    const audits = (await auditOf(t, 'invitation.resent')).length;
    for (const x of [w.expired, w.requested, w.accepted, w.declined, w.withdrawn]) {
      const before = await row(x.invitation.id);
      const res = await resend(x.invitation.id);
      expect(res.statusCode, before.status).toBe(409);
      expect(res.json().error).toBe(INVITATION_NOT_PENDING);
      expect(await row(x.invitation.id)).toEqual(before);
    }
    expect(
      await t.db.select().from(emailOutbox).where(eq(emailOutbox.templateType, 'professional_invitation')),
    ).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ toEmail: expect.stringContaining('naopendente') })]),
    );
    expect(await auditOf(t, 'invitation.resent')).toHaveLength(audits);
  });

  it('refuses with the template switched off, or with no invited child left, writing nothing', async () => {
    const w = await invitationWorld('semenvio');
    await t.db
      .update(emailTemplates)
      .set({ isEnabled: false })
      .where(eq(emailTemplates.templateType, 'professional_invitation'));
    const off = await resend(w.pending.invitation.id);
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toBe(INVITATION_TEMPLATE_DISABLED);
    await t.db
      .update(emailTemplates)
      .set({ isEnabled: true })
      .where(eq(emailTemplates.templateType, 'professional_invitation'));
    await t.db.update(children).set({ isActive: false }).where(eq(children.parentUserId, w.family.user.id));
    const gone = await resend(w.pending.invitation.id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error).toBe(INVITATION_NO_CHILDREN);
    expect(await row(w.pending.invitation.id)).toMatchObject({ emailOutboxId: null });
    expect(await outboxTo(t, 'fono-semenvio@clinica.example')).toEqual([]);
  });

  it('is 404 for an unknown invitation and 400 for a bad id', async () => {
    const missing = await resend(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(INVITATION_NOT_FOUND);
    const bad = await call('POST', '/api/admin/invitations/abc/resend');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Convite inválido.');
  });
});

describe('withdraw (docs/product.md#admin-invitations)', () => {
  it("withdraws a pending one as the family's 'Cancelar convite' does: its link opens nothing", async () => {
    const w = await invitationWorld('retira');
    const pro = await createSignedInUser(t);
    const res = await withdraw(w.pending.invitation.id, support.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: w.pending.invitation.id, state: 'withdrawn' });
    expect(await row(w.pending.invitation.id)).toMatchObject({ status: 'withdrawn', linkEnc: null });
    const view = await t.app.inject({
      method: 'GET',
      url: invitationAcceptanceApi.get.path.replace(':token', w.pending.token),
      headers: { cookie: pro.cookie },
    });
    expect(view.statusCode).toBe(404);
    // The family's list no longer shows it.
    const familyList = await t.app.inject({
      method: 'GET',
      url: `/api/children/${w.ana.id}/professionals`,
      headers: { cookie: w.family.cookie },
    });
    expect(familyList.json().invitations.map((i: { id: number }) => i.id)).not.toContain(w.pending.invitation.id);
    const [audit] = await auditOf(t, 'invitation.withdrawn');
    expect(audit).toMatchObject({
      actorLabel: support.username,
      targetId: String(w.pending.invitation.id),
      details: { family_email: w.family.user.email, professional_email: 'fono-retira@clinica.example', was: 'pending' },
    });
  });

  it('withdraws one whose request waits for the family, ending the request', async () => {
    const w = await invitationWorld('retirapedido');
    const res = await withdraw(w.requested.invitation.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await row(w.requested.invitation.id)).toMatchObject({ status: 'withdrawn', requestInfo: null });
    // The family can no longer approve it.
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/children/${w.bia.id}/invitations/${w.requested.invitation.id}/approve`,
      headers: { cookie: w.family.cookie },
    });
    expect(approve.statusCode).toBe(409);
  });

  it('refuses an expired, accepted, declined or withdrawn one with 409, writing nothing; 404 for none', async () => {
    const w = await invitationWorld('naoretira');
    const audits = (await auditOf(t, 'invitation.withdrawn')).length;
    for (const x of [w.expired, w.accepted, w.declined, w.withdrawn]) {
      const before = await row(x.invitation.id);
      const res = await withdraw(x.invitation.id);
      expect(res.statusCode, before.status).toBe(409);
      expect(res.json().error).toBe(INVITATION_NOT_PENDING);
      expect(await row(x.invitation.id)).toEqual(before);
    }
    expect(await auditOf(t, 'invitation.withdrawn')).toHaveLength(audits);
    expect((await withdraw(999_999)).statusCode).toBe(404);
  });

  it('withdraws once when asked twice at once', async () => {
    const w = await invitationWorld('duplo');
    const audits = (await auditOf(t, 'invitation.withdrawn')).length;
    const [a, b] = await Promise.all([withdraw(w.pending.invitation.id), withdraw(w.pending.invitation.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await auditOf(t, 'invitation.withdrawn')).toHaveLength(audits + 1);
  });
});
