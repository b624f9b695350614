import {
  adminEmailApi,
  EMAIL_NOT_FOUND,
  EMAILS_PAGE_SIZE,
  INVALID_STATUS_FILTER,
  ONLY_FAILED_RESEND,
} from '@neurobridge/shared/api/admin-email';
import { pathFor } from '@neurobridge/shared/api/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { createTestApp, PRODUCTION_ENV, TEST_APP_URL, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/admin';
import { emailOutbox, smtpSettings } from '../../db/schema/mail';
import { seal } from '../../lib/secret-box';
import { createMailOutbox } from '../mail/outbox';
import { keyed } from '../../../test/idempotency-key';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await createAdminToken(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(emailOutbox);
  await t.db.update(smtpSettings).set({ smtpHost: null, smtpUser: null, smtpPasswordEnc: null, fromEmail: null });
});

const get = (url: string, app = t, tk = token) =>
  app.app.inject({ method: 'GET', url, headers: { cookie: `nb_admin=${tk}` } });
const resend = (id: number) =>
  t.app.inject({
    method: 'POST',
    url: pathFor(adminEmailApi.resend, { id }),
    headers: { cookie: `nb_admin=${token}` },
  });
const detail = (id: number, app = t, tk = token) => get(pathFor(adminEmailApi.email, { id }), app, tk);

async function queue(to: string, status = 'pending', app = t) {
  const row = (await createMailOutbox({ secretsKey: app.config.secretsKey!, clock: app.clock }).enqueue(app.db, {
    to,
    templateType: 'admin_notification',
    subject: `Para ${to}`,
    text: 'Abra {{link}}',
    html: '<p><a href="{{link}}">{{link}}</a></p>',
    secrets: { link: `${TEST_APP_URL}/accept-invitation/segredo-123` },
  }))!;
  if (status !== 'pending') {
    await app.db
      .update(emailOutbox)
      .set({ status, attempts: 5, lastError: 'Falhou depois de 5 tentativas: connect ECONNREFUSED' })
      .where(eq(emailOutbox.id, row.id));
  }
  return row.id;
}
const configureSmtp = () =>
  t.db.update(smtpSettings).set({
    smtpHost: 'smtp.example.com',
    smtpUser: 'u',
    smtpPasswordEnc: seal(t.config.secretsKey!, 'p'),
    fromEmail: 'contato@example.com',
  });

describe('GET /api/admin/emails (docs/product.md#email-outbox)', () => {
  it('lists newest first with status, attempts and last error, the address whole', async () => {
    const first = await queue('primeiro@example.com');
    const second = await queue('segundo@example.com', 'failed');
    const page = (await get(adminEmailApi.emails.path)).json();
    expect(page.demo).toBe(true);
    expect(page.next_cursor).toBeNull();
    expect(page.emails.map((e: { id: number }) => e.id)).toEqual([second, first]);
    expect(page.emails[0]).toMatchObject({
      to: 'segundo@example.com',
      template_type: 'admin_notification',
      subject: 'Para segundo@example.com',
      status: 'failed',
      attempts: 5,
      last_error: 'Falhou depois de 5 tentativas: connect ECONNREFUSED',
      sent_at: null,
      next_attempt_at: null,
    });
    expect(page.emails[1]).toMatchObject({
      status: 'pending',
      attempts: 0,
      next_attempt_at: t.clock.now().toISOString(),
    });
    expect(JSON.stringify(page)).not.toContain('segredo-123');
  });

  it('filters by status and pages by 50 with a cursor', async () => {
    const ids: number[] = [];
    for (let i = 0; i < EMAILS_PAGE_SIZE + 2; i += 1) ids.push(await queue(`p${i}@example.com`));
    await queue('falhou@example.com', 'failed');
    const failed = (await get(`${adminEmailApi.emails.path}?status=failed`)).json();
    expect(failed.emails.map((e: { to: string }) => e.to)).toEqual(['falhou@example.com']);

    const one = (await get(`${adminEmailApi.emails.path}?status=pending`)).json();
    expect(one.emails).toHaveLength(EMAILS_PAGE_SIZE);
    expect(one.emails[0].id).toBe(ids.at(-1));
    const two = (await get(`${adminEmailApi.emails.path}?status=pending&cursor=${one.next_cursor}`)).json();
    expect(two.emails.map((e: { id: number }) => e.id)).toEqual([ids[1], ids[0]]);
    expect(two.next_cursor).toBeNull();
  });

  it('takes a smaller page when asked (limit), never a larger one', async () => {
    const ids = [await queue('a@example.com'), await queue('b@example.com'), await queue('c@example.com')];
    const one = (await get(`${adminEmailApi.emails.path}?limit=2`)).json();
    expect(one.emails.map((e: { id: number }) => e.id)).toEqual([ids[2], ids[1]]);
    expect(one.next_cursor).toBe(ids[1]);
    expect((await get(`${adminEmailApi.emails.path}?limit=${EMAILS_PAGE_SIZE + 1}`)).statusCode).toBe(400);
  });

  it('refuses a bad filter or cursor in pt-BR', async () => {
    const bad = await get(`${adminEmailApi.emails.path}?status=lost`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(INVALID_STATUS_FILTER);
    expect((await get(`${adminEmailApi.emails.path}?cursor=-1`)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/emails/:id', () => {
  it('in demo mode (no e-mail server) shows the body with the link, so an invitation can be read there', async () => {
    const parent = await createSignedInUser(t, { fullName: 'Marta' });
    const child = await createChild(t.db, parent.user.id, { name: 'Ana' });
    await t.app.inject({
      method: 'POST',
      url: '/api/professional/invite',
      headers: keyed({ cookie: parent.cookie }),
      payload: { professional_email: 'fono@example.com', child_ids: [child.id] },
    });
    const [row] = await t.db.select().from(emailOutbox);
    const res = (await detail(row!.id)).json();
    expect(res.demo).toBe(true);
    expect(res.email).toMatchObject({ to: 'fono@example.com', status: 'pending' });
    expect(res.body.text).toMatch(new RegExp(`${TEST_APP_URL}/accept-invitation/[A-Za-z0-9_-]{22,}`));
    expect(res.body.html).toContain(`href="${TEST_APP_URL}/accept-invitation/`);
  });

  it('with an e-mail server configured, never shows a body', async () => {
    const id = await queue('a@example.com');
    await configureSmtp();
    const res = (await detail(id)).json();
    expect(res).toMatchObject({ demo: false, body: null });
    expect((await get(adminEmailApi.emails.path)).json().demo).toBe(false);
  });

  it('in production, never shows a body even without a server', async () => {
    const prod = await createTestApp(PRODUCTION_ENV);
    try {
      const id = await queue('a@example.com', 'pending', prod);
      const res = (await detail(id, prod, await createAdminToken(prod, { scope: 'full' }))).json();
      expect(res).toMatchObject({ demo: false, body: null });
    } finally {
      await prod.close();
    }
  });

  it('404 for an e-mail that does not exist', async () => {
    const res = await detail(2_000_000);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(EMAIL_NOT_FOUND);
  });
});

describe('POST /api/admin/emails/:id/resend', () => {
  const resentAudits = () =>
    t.db.select().from(auditLog).where(eq(auditLog.action, 'email.resent')).orderBy(desc(auditLog.id));

  it('puts a failed e-mail back in the queue with its attempts reset, audited', async () => {
    const id = await queue('falhou@example.com', 'failed');
    const res = await resend(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'pending', attempts: 0, last_error: null });
    const [entry] = await resentAudits();
    expect(entry).toMatchObject({
      targetType: 'email',
      targetId: String(id),
      details: { to: 'falhou@example.com', last_error: 'Falhou depois de 5 tentativas: connect ECONNREFUSED' },
    });
  });

  it('keeps the history: each failure before a resend stays readable in the detail (docs/product.md#email-outbox)', async () => {
    const id = await queue('historico@example.com', 'failed');
    expect((await detail(id)).json().history).toEqual([]);
    await resend(id);
    t.clock.advance(60_000);
    await t.db
      .update(emailOutbox)
      .set({ status: 'failed', attempts: 3, lastError: 'Falhou depois de 3 tentativas: 550 mailbox unavailable' })
      .where(eq(emailOutbox.id, id));
    await resend(id);
    const { history, email } = (await detail(id)).json();
    expect(email).toMatchObject({ status: 'pending', attempts: 0, last_error: null });
    expect(history).toEqual([
      { resent_at: expect.any(String), attempts: 5, error: 'Falhou depois de 5 tentativas: connect ECONNREFUSED' },
      { resent_at: expect.any(String), attempts: 3, error: 'Falhou depois de 3 tentativas: 550 mailbox unavailable' },
    ]);
    expect(Date.parse(history[1].resent_at)).toBeGreaterThan(Date.parse(history[0].resent_at));
  });

  it('refuses an e-mail that has not failed (409) or does not exist (404), writing nothing', async () => {
    const audits = (await resentAudits()).length;
    for (const status of ['pending', 'sending', 'sent']) {
      const id = await queue(`${status}@example.com`, status);
      const before = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      const res = await resend(id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(ONLY_FAILED_RESEND);
      expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id))).toEqual(before);
    }
    const missing = await resend(2_000_000);
    expect(missing.statusCode).toBe(404);
    expect(await resentAudits()).toHaveLength(audits);
  });
});
