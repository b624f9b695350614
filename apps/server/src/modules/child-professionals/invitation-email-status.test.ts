import {
  INVITATION_ALREADY_USED,
  INVITATION_EXPIRED,
  INVITATION_LINK_NOT_KEPT,
  INVITATION_NOT_FOUND_FOR_CHILD,
} from '@neurobridge/shared/api/child-professionals';
import { adminEmailApi } from '@neurobridge/shared/api/admin-email';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChild, createChildWorld } from '../../../test/child-factories';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../../test/test-app';
import { emailOutbox, emailTemplates } from '../../db/schema/mail';
import { invitations } from '../../db/schema/professionals';
import { sha256 } from '../../lib/crypto';
import { seal } from '../../lib/secret-box';
import { OWNER_ONLY, CHILD_NOT_FOUND } from '../children/child-access';
import { peerSettings, startSmtpPeer, type SmtpPeer } from '../mail/smtp-peer-testing';
import { createInvitationWorld, validInfo } from '../invitations/invitation-testing';
import { createInvitation } from './child-professionals-testing';
import { keyed } from '../../../test/idempotency-key';

// The invitation e-mail's state in the parent's list, and the link they can copy
// (docs/product.md#invitation-e-mail-status).
let t: TestApp;
let smtp: SmtpPeer;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpPeer();
  adminToken = await createAdminToken(t);
  const saved = await t.app.inject({
    method: 'POST',
    url: adminEmailApi.saveSmtp.path,
    headers: { cookie: `nb_admin=${adminToken}` },
    payload: peerSettings(smtp.port),
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.db.delete(emailOutbox);
  await setTemplate(true);
});

const setTemplate = (isEnabled: boolean) =>
  t.db.update(emailTemplates).set({ isEnabled }).where(eq(emailTemplates.templateType, 'professional_invitation'));
const invite = (cookie: string, email: string, childIds: number[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/professional/invite',
    headers: keyed({ cookie }),
    payload: { professional_email: email, child_ids: childIds },
  });
const listed = async (childId: number, cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/children/${childId}/professionals`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<{ invitations: { id: number; email_status: string; link_available: boolean }[] }>().invitations;
};
const link = (childId: number, invitationId: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/children/${childId}/invitations/${invitationId}/link`, headers });

describe("an invitation's e-mail in the parent's list", () => {
  it('is pending while in the outbox, sent once delivered, failed when the server refused it', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const first = (await invite(parent.cookie, 'fono@clinica.example', [child.id])).json();
    expect(first.email).toBe('queued');
    expect(await listed(child.id, parent.cookie)).toEqual([
      expect.objectContaining({ id: first.invitation.id, email_status: 'pending', link_available: true }),
    ]);

    expect((await t.app.mailDelivery.deliverDue()).sent).toBe(1);
    expect((await listed(child.id, parent.cookie))[0]).toMatchObject({ email_status: 'sent' });

    smtp.refuseNext(1, 550, 'Mailbox unavailable');
    const second = (await invite(parent.cookie, 'nao-existe@clinica.example', [child.id])).json();
    expect((await t.app.mailDelivery.deliverDue()).failed).toBe(1);
    const list = await listed(child.id, parent.cookie);
    expect(list.map((i) => [i.id, i.email_status])).toEqual([
      [second.invitation.id, 'failed'],
      [first.invitation.id, 'sent'],
    ]);
  });

  it('is not_sent when the template is off, and the link copied is the one an e-mail would carry', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    await setTemplate(false);
    const res = await invite(parent.cookie, 'psico@clinica.example', [child.id]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.email).toBe('disabled');
    expect(body.link).toMatch(new RegExp(`^${TEST_APP_URL}/accept-invitation/[A-Za-z0-9_-]{22,}$`));
    expect(await listed(child.id, parent.cookie)).toEqual([
      expect.objectContaining({ id: body.invitation.id, email_status: 'not_sent', link_available: true }),
    ]);
    const copied = await link(child.id, body.invitation.id, { cookie: parent.cookie });
    expect(copied.statusCode).toBe(200);
    expect(copied.json()).toEqual({ url: body.link });
    // It is the invitation's own token.
    const [stored] = await t.db.select().from(invitations).where(eq(invitations.id, body.invitation.id));
    expect(stored!.tokenHash).toBe(sha256(body.link.split('/').at(-1)));
    // The parent's data export carries neither the sealed link nor the token's hash.
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: { cookie: parent.cookie },
    });
    expect(exported.statusCode).toBe(200);
    const [sent] = exported.json().invitations_sent;
    expect(sent).toMatchObject({ id: body.invitation.id, email_outbox_id: null });
    expect(Object.keys(sent)).not.toContain('link_enc');
    expect(exported.body).not.toContain(stored!.linkEnc!);
  });

  it('an e-mailed invitation: the copied link is the one delivered', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const { invitation } = (await invite(parent.cookie, 'to@clinica.example', [child.id])).json();
    const before = smtp.received.length;
    expect((await t.app.mailDelivery.deliverDue()).sent).toBe(1);
    const delivered = smtp.received[before]!.parsed.text!;
    const copied = (await link(child.id, invitation.id, { cookie: parent.cookie })).json();
    expect(copied.url).toMatch(/\/accept-invitation\//);
    expect(delivered).toContain(copied.url);
  });
});

describe('GET /api/children/:id/invitations/:invitationId/link', () => {
  it("is the owner's only: another parent, a professional with access, an admin and nobody are refused", async () => {
    const { child, owner, otherParent, proWithAccess } = await createChildWorld(t);
    const { invitation } = (await invite(owner.cookie, 'fono@clinica.example', [child.id])).json();
    expect((await link(child.id, invitation.id, { cookie: owner.cookie })).statusCode).toBe(200);

    const refused = [
      [{ cookie: otherParent.cookie }, 404, CHILD_NOT_FOUND],
      [{ cookie: proWithAccess.cookie }, 403, OWNER_ONLY],
      [{ cookie: `nb_admin=${adminToken}` }, 401, 'Faça login para continuar.'],
      [{}, 401, 'Faça login para continuar.'],
    ] as const;
    for (const [headers, status, error] of refused) {
      const res = await link(child.id, invitation.id, headers);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error });
      expect(res.body).not.toMatch(/accept-invitation/);
    }
    // The other parent's own child does not reach this invitation either.
    const theirs = await createChild(t.db, otherParent.user.id);
    const res = await link(theirs.id, invitation.id, { cookie: otherParent.cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: INVITATION_NOT_FOUND_FOR_CHILD });
  });

  it('is refused for an invitation without this child, used, withdrawn, expired, or kept without a link', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const sibling = await createChild(t.db, parent.user.id);
    const { invitation } = (await invite(parent.cookie, 'fono@clinica.example', [sibling.id])).json();
    const notThisChild = await link(child.id, invitation.id, { cookie: parent.cookie });
    expect(notThisChild.statusCode).toBe(404);
    expect(notThisChild.json()).toEqual({ error: INVITATION_NOT_FOUND_FOR_CHILD });

    // Withdrawn: refused, and the sealed link is dropped.
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/children/${sibling.id}/invitations/${invitation.id}`,
          headers: { cookie: parent.cookie },
        })
      ).statusCode,
    ).toBe(204);
    const withdrawn = await link(sibling.id, invitation.id, { cookie: parent.cookie });
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json()).toEqual({ error: INVITATION_ALREADY_USED });
    const [stored] = await t.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(stored!.linkEnc).toBeNull();

    const now = t.clock.now();
    const expired = await createInvitation(t.db, parent.user.id, [child.id], new Date(now.getTime() - 8 * 86_400_000), {
      linkEnc: seal(t.config.secretsKey!, `${TEST_APP_URL}/accept-invitation/expirado`),
    });
    expect((await link(child.id, expired.id, { cookie: parent.cookie })).json()).toEqual({ error: INVITATION_EXPIRED });

    // Made before links were kept: nothing to copy, and the list says so.
    const old = await createInvitation(t.db, parent.user.id, [child.id], now);
    const oldLink = await link(child.id, old.id, { cookie: parent.cookie });
    expect(oldLink.statusCode).toBe(409);
    expect(oldLink.json()).toEqual({ error: INVITATION_LINK_NOT_KEPT });
    expect((await listed(child.id, parent.cookie)).find((i) => i.id === old.id)).toMatchObject({
      link_available: false,
      email_status: 'not_sent',
    });

    // Sealed under another SECRETS_KEY: as good as not kept.
    const otherKey = await createInvitation(t.db, parent.user.id, [child.id], now, { linkEnc: 'v1.aaaa.bbbb.cccc' });
    expect((await link(child.id, otherKey.id, { cookie: parent.cookie })).json()).toEqual({
      error: INVITATION_LINK_NOT_KEPT,
    });
  });

  it('drops the sealed link once the invitation is accepted or declined', async () => {
    const accepted = await createInvitationWorld(t);
    await t.db
      .update(invitations)
      .set({ linkEnc: seal(t.config.secretsKey!, `${TEST_APP_URL}/accept-invitation/${accepted.token}`) })
      .where(eq(invitations.id, accepted.invitation.id));
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      headers: keyed({ cookie: accepted.pro.cookie }),
      payload: { invitation_token: accepted.token, professional_info: validInfo },
    });
    expect(ok.statusCode).toBe(200);
    const declined = await createInvitationWorld(t);
    await t.db
      .update(invitations)
      .set({ linkEnc: seal(t.config.secretsKey!, `${TEST_APP_URL}/accept-invitation/${declined.token}`) })
      .where(eq(invitations.id, declined.invitation.id));
    const no = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${declined.token}/decline`,
      headers: keyed({ cookie: declined.pro.cookie }),
    });
    expect(no.statusCode).toBe(200);
    for (const w of [accepted, declined]) {
      const [stored] = await t.db.select().from(invitations).where(eq(invitations.id, w.invitation.id));
      expect(stored!.linkEnc).toBeNull();
      const res = await link(w.ana.id, w.invitation.id, { cookie: w.parent.cookie });
      expect(res.json()).toEqual({ error: INVITATION_ALREADY_USED });
    }
  });
});
