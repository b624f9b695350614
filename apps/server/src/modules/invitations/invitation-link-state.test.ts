import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createInvitation, createInvitationWorld, validInfo } from './invitation-testing';
import { keyed } from '../../../test/idempotency-key';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const view = (cookie: string, token: string, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: `/api/invitations/${token}`, headers: { cookie }, remoteAddress });

describe('a link that cannot be answered shows its state and nothing else (docs/product.md#accepting-an-invitation)', () => {
  it('used, declined, expired, or asked for by someone else: no parent, children, e-mail or message', async () => {
    const w = await createInvitationWorld(t);
    const { ana } = w;
    const expired = await createInvitation(t, w.parent.user.id, [ana.id], { expiresAt: t.clock.now() });
    const accepted = await createInvitation(t, w.parent.user.id, [ana.id], { status: 'accepted' });
    const declined = await createInvitation(t, w.parent.user.id, [ana.id], { status: 'declined' });
    const requester = await createSignedInUser(t);
    const requested = await createInvitation(t, w.parent.user.id, [ana.id], {
      status: 'requested',
      requestedByUserId: requester.user.id,
    });
    const cases: [string, string, string][] = [
      [expired.token, w.pro.cookie, 'expired'],
      [accepted.token, w.pro.cookie, 'used'],
      [declined.token, w.pro.cookie, 'used'],
      [requested.token, (await createSignedInUser(t)).cookie, 'used'],
      [requested.token, requester.cookie, 'requested'],
    ];
    for (const [token, cookie, status] of cases) {
      const res = await view(cookie, token);
      expect(res.statusCode).toBe(200);
      expect(res.json(), status).toEqual({ invitation: { status } });
      for (const secret of ['Marta', 'Ana', 'clinica.example', 'Vamos começar']) expect(res.body).not.toContain(secret);
    }
  });

  it('a request does not stop the invited e-mail: it still sees the invitation, pending', async () => {
    const w = await createInvitationWorld(t);
    const requester = await createSignedInUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      headers: keyed({ cookie: requester.cookie }),
      payload: { invitation_token: w.token, professional_info: validInfo, confirm_other_email: true },
    });
    expect((await view(requester.cookie, w.token)).json()).toEqual({ invitation: { status: 'requested' } });
    expect((await view(w.pro.cookie, w.token)).json().invitation).toMatchObject({
      status: 'pending',
      parent_name: 'Marta Souza',
      children_names: ['Ana', 'Bia'],
    });
  });
});

describe('token look-ups are limited per client, like sign-in', () => {
  it('30 a minute per route and client, then 429 with the pt-BR text; another client is not affected', async () => {
    const { cookie } = await createSignedInUser(t);
    const bad = 'A'.repeat(43);
    const calls = {
      view: (ip: string) => view(cookie, bad, ip),
      accept: (ip: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/invitations/accept',
          headers: keyed({ cookie }),
          remoteAddress: ip,
          payload: { invitation_token: bad, professional_info: validInfo },
        }),
      decline: (ip: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/invitations/${bad}/decline`,
          headers: keyed({ cookie }),
          remoteAddress: ip,
        }),
    };
    for (const [name, call] of Object.entries(calls)) {
      for (let i = 0; i < 30; i += 1) expect((await call('10.0.0.7')).statusCode, name).toBe(404);
      const limited = await call('10.0.0.7');
      expect(limited.statusCode, name).toBe(429);
      expect(limited.json()).toEqual({ error: 'Muitas tentativas. Aguarde um pouco e tente novamente.' });
      expect((await call('10.0.0.8')).statusCode, name).toBe(404);
    }
  });
});
