import { adminEmailApi, type SmtpSettingsBody } from '@neurobridge/shared/api/admin-email';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../../test/test-app';
import { emailOutbox } from '../../db/schema/mail';
import {
  BAD_RECIPIENT,
  createMailDelivery,
  INTERRUPTED,
  LEASE_MS,
  MAX_ATTEMPTS,
  messageIdOf,
  RETRY_DELAYS_MS,
} from './delivery';
import { createMailOutbox } from './outbox';
import {
  closedPort,
  localhostCertificate,
  PEER_PASSWORD,
  PEER_USER,
  startSmtpPeer,
  type SmtpPeer,
} from './smtp-peer-testing';
import { keyed } from '../../../test/idempotency-key';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const peers: SmtpPeer[] = [];
async function peer(tls: 'none' | 'starttls' | 'implicit' = 'none') {
  const p = await startSmtpPeer({ tls });
  peers.push(p);
  return p;
}
afterEach(async () => {
  await Promise.all(peers.splice(0).map((p) => p.close()));
});
beforeEach(async () => {
  // Each test starts with an empty outbox, and a token valid at the clock's now.
  await t.db.delete(emailOutbox);
  token = await createAdminToken(t);
});

const settings = (port: number, overrides: Partial<SmtpSettingsBody> = {}): SmtpSettingsBody => ({
  smtp_host: '127.0.0.1',
  smtp_port: port,
  smtp_user: PEER_USER,
  smtp_password: PEER_PASSWORD,
  smtp_secure: false,
  from_name: 'NeuroBridge Clínica',
  from_email: 'contato@neurobridge.example',
  is_active: true,
  ...overrides,
});
async function saveSettings(body: SmtpSettingsBody) {
  const res = await t.app.inject({
    method: 'POST',
    url: adminEmailApi.saveSmtp.path,
    headers: { cookie: `nb_admin=${token}` },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
}
const rows = () => t.db.select().from(emailOutbox).orderBy(emailOutbox.id);
const outbox = () => createMailOutbox({ secretsKey: t.config.secretsKey!, clock: t.clock });
async function queue(to: string, subject = 'Assunto', secrets?: Record<string, string>) {
  const body = secrets ? 'Abra {{link}}' : 'Olá';
  return (await outbox().enqueue(t.db, {
    to,
    templateType: 'admin_notification',
    subject,
    text: body,
    html: `<p>${body}</p>`,
    secrets,
  }))!;
}
const worker = (tls?: { ca: string }) =>
  createMailDelivery({
    db: t.db,
    clock: t.clock,
    config: t.config,
    secretsKey: t.config.secretsKey!,
    outbox: outbox(),
    onBackgroundError: (err) => {
      throw err;
    },
    tls,
  });

describe('an invitation through a real SMTP server (docs/product.md#email-outbox)', () => {
  it('is delivered once, from the saved sender, with a working link; the sealed link is then dropped', async () => {
    const smtp = await peer();
    await saveSettings(settings(smtp.port));
    const parent = await createSignedInUser(t, { fullName: 'Marta Souza' });
    const child = await createChild(t.db, parent.user.id, { name: 'Ana' });
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/professional/invite',
      headers: keyed({ cookie: parent.cookie }),
      payload: { professional_email: 'fono@clinica.example', child_ids: [child.id] },
    });
    expect(invited.statusCode).toBe(201);

    expect(await t.app.mailDelivery.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0, interrupted: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.user).toBe(PEER_USER);
    expect(mail!.mailFrom).toBe('contato@neurobridge.example');
    expect(mail!.rcptTo).toEqual(['fono@clinica.example']);
    expect(mail!.parsed.from?.value).toEqual([{ name: 'NeuroBridge Clínica', address: 'contato@neurobridge.example' }]);
    expect(mail!.parsed.subject).toBe('Convite para acompanhar Ana no NeuroBridge');
    expect(mail!.parsed.text).toContain('Marta Souza convidou você para acompanhar Ana no NeuroBridge');
    const link = mail!.parsed.text!.match(new RegExp(`${TEST_APP_URL}/accept-invitation/([A-Za-z0-9_-]+)`));
    expect(link).not.toBeNull();
    expect(mail!.parsed.html).toContain(`href="${link![0]}"`);

    // The link works: the invitation it opens is pending.
    const professional = await createSignedInUser(t, { email: 'fono@clinica.example' });
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/invitations/${link![1]}`,
      headers: { cookie: professional.cookie },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().invitation.status).toBe('pending');

    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, secretsEnc: null });
    expect(row!.sentAt).toEqual(t.clock.now());
    expect(mail!.parsed.messageId).toBe(messageIdOf(row!, TEST_APP_URL));

    // Nothing is sent twice.
    expect(await t.app.mailDelivery.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0, interrupted: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('waits in the outbox while sending is switched off, and goes once it is on', async () => {
    const smtp = await peer();
    await saveSettings(settings(smtp.port, { is_active: false }));
    await queue('a@example.com');
    expect((await t.app.mailDelivery.deliverDue()).sent).toBe(0);
    expect((await rows())[0]!.status).toBe('pending');
    await saveSettings(settings(smtp.port));
    expect((await t.app.mailDelivery.deliverDue()).sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });
});

describe('encrypted connections, with the certificate checked', () => {
  it('STARTTLS: the secure setting on a port other than 465 requires it', async () => {
    const smtp = await peer('starttls');
    await saveSettings(settings(smtp.port, { smtp_host: 'localhost', smtp_secure: true }));
    await queue('tls@example.com');
    expect((await worker({ ca: localhostCertificate().cert }).deliverDue()).sent).toBe(1);
    expect(smtp.received.map((m) => m.secure)).toEqual([true]);
  });

  it('a certificate the server does not trust is refused and retried later', async () => {
    const smtp = await peer('starttls');
    await saveSettings(settings(smtp.port, { smtp_host: 'localhost', smtp_secure: true }));
    await queue('tls@example.com');
    expect((await worker().deliverDue()).retried).toBe(1);
    expect(smtp.received).toEqual([]);
    expect((await rows())[0]!.lastError).toMatch(/certificate/i);
  });

  it('the secure setting refuses a server that offers no STARTTLS (no fallback to plain)', async () => {
    const smtp = await peer('none');
    await saveSettings(settings(smtp.port, { smtp_secure: true }));
    await queue('plain@example.com');
    expect((await worker().deliverDue()).retried).toBe(1);
    expect(smtp.received).toEqual([]);
    expect((await rows())[0]!.lastError).toMatch(/STARTTLS/);
  });

  it('plain SMTP when secure is off', async () => {
    const smtp = await peer('none');
    await saveSettings(settings(smtp.port));
    await queue('plain@example.com');
    expect((await worker().deliverDue()).sent).toBe(1);
    expect(smtp.received.map((m) => m.secure)).toEqual([false]);
  });
});

describe('failures', () => {
  it('a temporary refusal (4xx) is retried after the back-off, then delivered once', async () => {
    const smtp = await peer();
    await saveSettings(settings(smtp.port));
    await queue('later@example.com');
    smtp.refuseNext(1, 451, 'Caixa ocupada, tente mais tarde');
    expect(await worker().deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0, interrupted: 0 });
    const [waiting] = await rows();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.lastError).toMatch(/^Falha temporária na tentativa 1 de 5: .*451/);
    expect(waiting!.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + RETRY_DELAYS_MS[0]);

    // Not due yet.
    expect((await worker().deliverDue()).sent).toBe(0);
    t.clock.advance(RETRY_DELAYS_MS[0]);
    expect((await worker().deliverDue()).sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('a permanent refusal (5xx) fails at once with the reason', async () => {
    const smtp = await peer();
    await saveSettings(settings(smtp.port));
    await queue('nobody@example.com');
    smtp.refuseNext(1, 550, 'Mailbox unknown');
    expect(await worker().deliverDue()).toEqual({ sent: 0, retried: 0, failed: 1, interrupted: 0 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toMatch(/^Recusado pelo servidor de e-mail: .*550 Mailbox unknown/);
  });

  it('a server that is down: retried with back-off, failed after the last attempt with the reason', async () => {
    await saveSettings(settings(await closedPort()));
    await queue('down@example.com');
    const w = worker();
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      expect((await w.deliverDue()).retried).toBe(1);
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'pending', attempts: attempt });
      t.clock.advance(RETRY_DELAYS_MS[attempt - 1]!);
    }
    expect(await w.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 1, interrupted: 0 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(row!.lastError).toMatch(/^Falhou depois de 5 tentativas: .*ECONNREFUSED/);

    // The admin sends it again once the server is back: same Message-ID.
    const smtp = await peer();
    token = await createAdminToken(t);
    await saveSettings(settings(smtp.port));
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/emails/${row!.id}/resend`,
      headers: { cookie: `nb_admin=${token}` },
    });
    expect(resent.json()).toMatchObject({ status: 'pending', attempts: 0, last_error: null });
    expect((await w.deliverDue()).sent).toBe(1);
    expect(smtp.received[0]!.parsed.messageId).toBe(messageIdOf(row!, TEST_APP_URL));
  });
});

describe('never sent twice: a server stopped mid-send', () => {
  it('an e-mail left "sending" past its lease is marked failed with the reason, not sent again', async () => {
    const smtp = await peer();
    await saveSettings(settings(smtp.port));
    const queued = await queue('halfway@example.com', 'Convite', { link: `${TEST_APP_URL}/accept-invitation/abc` });
    // What a killed server leaves behind: the attempt counted and the lease written, then nothing.
    await t.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(t.clock.now().getTime() + LEASE_MS) })
      .where(eq(emailOutbox.id, queued.id));
    expect((await worker().deliverDue()).interrupted).toBe(0); // its lease still runs
    t.clock.advance(LEASE_MS);
    expect(await worker().deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0, interrupted: 1 });
    expect(await worker().deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0, interrupted: 0 });
    expect(smtp.received).toEqual([]);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: INTERRUPTED });
    // The sealed link is kept for a resend.
    expect(row!.secretsEnc).not.toBeNull();
  });
});

describe('headers and addresses are safe', () => {
  it('a subject with line breaks stays one header; no extra recipient', async () => {
    const smtp = await peer();
    await saveSettings(settings(smtp.port));
    await queue('alvo@example.com', 'Oi\r\nBcc: intruso@example.com\r\nX-Evil: 1');
    expect((await worker().deliverDue()).sent).toBe(1);
    const [mail] = smtp.received;
    expect(mail!.rcptTo).toEqual(['alvo@example.com']);
    expect(mail!.parsed.subject).toBe('Oi Bcc: intruso@example.com X-Evil: 1');
    expect(mail!.parsed.headers.has('bcc')).toBe(false);
    expect(mail!.parsed.headers.has('x-evil')).toBe(false);
  });

  it('an address that is a list or carries a line break is never sent', async () => {
    const smtp = await peer();
    await saveSettings(settings(smtp.port));
    await queue('a@example.com, intruso@example.com');
    await queue('a@example.com\r\nBcc: intruso@example.com');
    expect((await worker().deliverDue()).failed).toBe(2);
    expect(smtp.received).toEqual([]);
    expect((await rows()).map((r) => r.lastError)).toEqual([
      `Recusado pelo servidor de e-mail: ${BAD_RECIPIENT}`,
      `Recusado pelo servidor de e-mail: ${BAD_RECIPIENT}`,
    ]);
  });
});

describe('SMTP_URL wins over the screen', () => {
  it('delivers through the environment’s server (smtps: TLS from the first byte)', async () => {
    const smtp = await peer('implicit');
    const envApp = await createTestApp({ SMTP_URL: `smtps://${PEER_USER}:${PEER_PASSWORD}@localhost:${smtp.port}` });
    try {
      await createMailOutbox({ secretsKey: envApp.config.secretsKey!, clock: envApp.clock }).enqueue(envApp.db, {
        to: 'env@example.com',
        templateType: 'admin_notification',
        subject: 'Pelo ambiente',
        text: 'Olá',
      });
      const w = createMailDelivery({
        db: envApp.db,
        clock: envApp.clock,
        config: envApp.config,
        secretsKey: envApp.config.secretsKey!,
        outbox: createMailOutbox({ secretsKey: envApp.config.secretsKey! }),
        onBackgroundError: () => {},
        tls: { ca: localhostCertificate().cert },
      });
      expect((await w.deliverDue()).sent).toBe(1);
      const [mail] = smtp.received;
      expect(mail).toMatchObject({ secure: true, user: PEER_USER, rcptTo: ['env@example.com'] });
      // No sender saved: the login when it is an address, else no-reply at APP_URL's host.
      expect(mail!.mailFrom).toBe('no-reply@localhost');
    } finally {
      await envApp.close();
    }
  });
});
