import {
  adminEmailApi,
  INVALID_FROM_EMAIL,
  INVALID_FROM_NAME,
  INVALID_SMTP_HOST,
  INVALID_SMTP_PASSWORD,
  INVALID_SMTP_PORT,
  INVALID_SMTP_USER,
  INVALID_SWITCH,
  INVALID_TEST_EMAIL,
  REPEATED_TEMPLATE,
  SMTP_LOCKED,
  SMTP_NOT_CONFIGURED,
  SMTP_PASSWORD_PARTLY_MASKED,
  SMTP_UNREACHABLE,
  TEST_EMAIL_FAILED,
  TEST_EMAIL_REQUIRED,
  TEST_EMAIL_SENT,
  UNKNOWN_TEMPLATE,
  type SmtpSettingsBody,
} from '@neurobridge/shared/api/admin-email';
import { pathFor } from '@neurobridge/shared/api/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createAdminToken, createSignedInUser, refusedAdminCallers } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/admin';
import { emailOutbox, emailTemplates, smtpSettings } from '../../db/schema/mail';
import { open } from '../../lib/secret-box';
import { closedPort, PEER_PASSWORD, PEER_USER, startSmtpPeer, type SmtpPeer } from '../mail/smtp-peer-testing';
import { TEST_SUBJECT } from './smtp-test-service';
import { keyed } from '../../../test/idempotency-key';

const SMTP = adminEmailApi.smtp.path;
const TEMPLATES = adminEmailApi.templates.path;
const TEST = adminEmailApi.test.path;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await createAdminToken(t);
});
afterAll(() => t.close());
const peers: SmtpPeer[] = [];
afterEach(async () => {
  await Promise.all(peers.splice(0).map((p) => p.close()));
});

function call(app: TestApp, method: 'GET' | 'POST', url: string, payload?: object, tk = token) {
  return app.app.inject({
    method,
    url,
    headers: { cookie: `nb_admin=${tk}` },
    ...(payload === undefined ? {} : { payload }),
  });
}
const post = (url: string, payload: object) => call(t, 'POST', url, payload);
const get = (url: string) => call(t, 'GET', url);
const settingsRow = async (app = t) => (await app.db.select().from(smtpSettings))[0]!;
const auditOf = (action: 'settings.changed' | 'email.test_sent', app = t) =>
  app.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

const body = (overrides: Partial<SmtpSettingsBody> = {}): SmtpSettingsBody => ({
  smtp_host: 'smtp.example.com',
  smtp_port: 587,
  smtp_user: 'contato@neurobridge.example',
  smtp_password: 'senha-do-smtp-1234',
  smtp_secure: true,
  from_name: 'NeuroBridge',
  from_email: 'contato@neurobridge.example',
  is_active: true,
  ...overrides,
});

describe('who may call (docs/product.md#admin-smtp)', () => {
  it('every route of the screen and the outbox refuses whoever is not a signed-in administrator', async () => {
    const callers = await refusedAdminCallers(t);
    for (const e of Object.values(adminEmailApi)) {
      for (const headers of callers) {
        const res = await t.app.inject({
          method: e.method,
          url: pathFor(e, { id: 1 }),
          headers,
          ...(e.method === 'POST' ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${e.method} ${e.path}`).toBe(401);
      }
    }
  });
});

describe('GET and POST /api/admin/smtp', () => {
  it('answers the defaults before anything is saved', async () => {
    expect((await get(SMTP)).json()).toEqual({
      smtp_host: '',
      smtp_port: 587,
      smtp_user: '',
      smtp_password: '',
      smtp_secure: true,
      from_name: 'NeuroBridge',
      from_email: '',
      is_active: true,
      locked: false,
      delivery: 'not_configured',
    });
  });

  it('seals the password, answers it masked; the masked value sent back keeps it; audited as changed', async () => {
    const audits = (await auditOf('settings.changed')).length;
    const saved = await post(SMTP, body());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ smtp_password: '••••••••', delivery: 'smtp', locked: false });
    const row = await settingsRow();
    expect(row.smtpPasswordEnc).not.toContain('senha');
    expect(open(t.config.secretsKey!, row.smtpPasswordEnc!)).toBe('senha-do-smtp-1234');
    const [entry] = await auditOf('settings.changed');
    expect(entry!.targetId).toBe('smtp');
    expect(JSON.stringify(entry!.details)).not.toContain('senha-do-smtp');
    expect((entry!.details as { changes: Record<string, unknown> }).changes).toMatchObject({
      smtp_host: { old: null, new: 'smtp.example.com' },
      smtp_password: 'changed',
    });

    // The screen sends back what it read: nothing changes, no new audit entry.
    const again = await post(SMTP, body({ smtp_password: '••••••••' }));
    expect(again.statusCode).toBe(200);
    expect((await settingsRow()).smtpPasswordEnc).toBe(row.smtpPasswordEnc);
    expect(await auditOf('settings.changed')).toHaveLength(audits + 1);

    // A new password replaces it; sending switched off pauses delivery.
    const changed = await post(SMTP, body({ smtp_password: 'outra-senha-5678', is_active: false }));
    expect(changed.json()).toMatchObject({ smtp_password: '••••••••', is_active: false, delivery: 'paused' });
    await post(SMTP, body());
  });

  it('fills the defaults: secure and sending on, the product as sender name', async () => {
    const rest: Partial<SmtpSettingsBody> = body();
    delete rest.smtp_secure;
    delete rest.is_active;
    const res = await post(SMTP, { ...rest, from_name: '  ' });
    expect(res.json()).toMatchObject({ smtp_secure: true, is_active: true, from_name: 'NeuroBridge' });
  });

  it.each([
    ['no host', { smtp_host: '' }, INVALID_SMTP_HOST],
    ['a host with a space', { smtp_host: 'smtp .example.com' }, INVALID_SMTP_HOST],
    ['port 0', { smtp_port: 0 }, INVALID_SMTP_PORT],
    ['port 65536', { smtp_port: 65536 }, INVALID_SMTP_PORT],
    ['a port as text', { smtp_port: '587' }, INVALID_SMTP_PORT],
    ['a fractional port', { smtp_port: 58.7 }, INVALID_SMTP_PORT],
    ['no user', { smtp_user: ' ' }, INVALID_SMTP_USER],
    ['no password', { smtp_password: '' }, INVALID_SMTP_PASSWORD],
    ['a password with a line break', { smtp_password: 'a\nb' }, INVALID_SMTP_PASSWORD],
    ['no sender e-mail', { from_email: '' }, INVALID_FROM_EMAIL],
    ['a sender e-mail that is two', { from_email: 'a@example.com, b@example.com' }, INVALID_FROM_EMAIL],
    ['a sender name with a line break', { from_name: 'Nome\r\nBcc: x@example.com' }, INVALID_FROM_NAME],
    ['a sender name too long', { from_name: 'n'.repeat(101) }, INVALID_FROM_NAME],
    ['secure as text', { smtp_secure: 'true' }, INVALID_SWITCH],
  ])('refuses %s in pt-BR and writes nothing', async (_name, change, message) => {
    const before = await settingsRow();
    const audits = (await auditOf('settings.changed')).length;
    const res = await post(SMTP, { ...body({ smtp_host: 'outro.example.com' }), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await settingsRow()).toEqual(before);
    expect(await auditOf('settings.changed')).toHaveLength(audits);
  });

  it('refuses a password typed over its mask, and unknown fields', async () => {
    const before = await settingsRow();
    const masked = await post(SMTP, body({ smtp_password: '••••••••1234x' }));
    expect(masked.statusCode).toBe(400);
    expect(masked.json().error).toBe(SMTP_PASSWORD_PARTLY_MASKED);
    const unknown = await post(SMTP, { ...body(), smtp_password_enc: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/smtp_password_enc/);
    expect(await settingsRow()).toEqual(before);
  });
});

describe('SMTP_URL from the environment', () => {
  let envApp: TestApp;
  let envToken: string;
  beforeAll(async () => {
    envApp = await createTestApp({ SMTP_URL: 'smtps://envio%40example.com:senha%2Fsecreta-9999@mail.example.com:465' });
    envToken = await createAdminToken(envApp);
  });
  afterAll(() => envApp.close());

  it('shows the connection locked and masked; the sender and the switch stay editable', async () => {
    const shown = (await call(envApp, 'GET', SMTP, undefined, envToken)).json();
    expect(shown).toMatchObject({
      smtp_host: 'mail.example.com',
      smtp_port: 465,
      smtp_user: 'envio@example.com',
      smtp_password: '••••••••',
      smtp_secure: true,
      locked: true,
      delivery: 'smtp',
    });
    const { locked: _l, delivery: _d, ...screen } = shown;
    const ok = await call(envApp, 'POST', SMTP, { ...screen, from_email: 'ola@example.com' }, envToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ from_email: 'ola@example.com', smtp_host: 'mail.example.com' });
    expect((await settingsRow(envApp)).smtpHost).toBeNull();

    const before = await settingsRow(envApp);
    const other = await call(
      envApp,
      'POST',
      SMTP,
      { ...screen, from_email: 'ola@example.com', smtp_host: 'outro.example.com' },
      envToken,
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toBe(SMTP_LOCKED);
    expect(await settingsRow(envApp)).toEqual(before);
  });
});

describe('GET and POST /api/admin/email-templates', () => {
  it('lists every template with its switch, in the seed order', async () => {
    const { templates } = (await get(TEMPLATES)).json();
    expect(templates[0]).toEqual({
      template_type: 'professional_invitation',
      template_name: 'Convite para profissional',
      description: 'Enviado quando um responsável convida um profissional.',
      is_enabled: true,
    });
    expect(templates.map((x: { template_type: string }) => x.template_type)).toEqual(
      expect.arrayContaining(['payment_confirmed', 'trial_ending', 'admin_notification']),
    );
  });

  it('changes only the switch, audited; a switched-off invitation is not queued', async () => {
    const { templates } = (await get(TEMPLATES)).json();
    const sent = templates.map((x: { template_type: string }) =>
      x.template_type === 'professional_invitation' ? { ...x, is_enabled: false, template_name: 'Outro nome' } : x,
    );
    const res = await post(TEMPLATES, { templates: sent });
    expect(res.statusCode).toBe(200);
    const invitation = res.json().templates[0];
    expect(invitation).toMatchObject({ template_name: 'Convite para profissional', is_enabled: false });
    const [entry] = await auditOf('settings.changed');
    expect(entry).toMatchObject({
      targetId: 'email_templates',
      details: { changes: { professional_invitation: { old: true, new: false } } },
    });

    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/professional/invite',
      headers: keyed({ cookie: parent.cookie }),
      payload: { professional_email: 'desligado@example.com', child_ids: [child.id] },
    });
    expect(invited.statusCode).toBe(201);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, 'desligado@example.com'))).toEqual([]);

    await post(TEMPLATES, { templates: [{ template_type: 'professional_invitation', is_enabled: true }] });
  });

  it.each([
    ['an unknown template', [{ template_type: 'nao_existe', is_enabled: false }], UNKNOWN_TEMPLATE],
    [
      'a template twice',
      [
        { template_type: 'trial_ending', is_enabled: false },
        { template_type: 'trial_ending', is_enabled: true },
      ],
      REPEATED_TEMPLATE,
    ],
    ['a switch as text', [{ template_type: 'trial_ending', is_enabled: 'false' }], INVALID_SWITCH],
  ])('refuses %s and writes nothing', async (_name, templates, message) => {
    const before = await t.db.select().from(emailTemplates).orderBy(emailTemplates.templateType);
    const res = await post(TEMPLATES, {
      templates: [{ template_type: 'payment_confirmed', is_enabled: false }, ...templates],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await t.db.select().from(emailTemplates).orderBy(emailTemplates.templateType)).toEqual(before);
  });
});

describe('POST /api/admin/smtp/test', () => {
  it('sends a real e-mail through the unsaved settings of the screen, with the right sender', async () => {
    const smtp = await startSmtpPeer();
    peers.push(smtp);
    const res = await post(TEST, {
      test_email: 'gestora@example.com',
      settings: body({
        smtp_host: '127.0.0.1',
        smtp_port: smtp.port,
        smtp_user: PEER_USER,
        smtp_password: PEER_PASSWORD,
        smtp_secure: false,
        from_name: 'Clínica Aurora',
        from_email: 'aurora@example.com',
      }),
    });
    expect(res.json()).toEqual({ success: true, message: TEST_EMAIL_SENT, detail: null });
    const [mail] = smtp.received;
    expect(mail!.rcptTo).toEqual(['gestora@example.com']);
    expect(mail!.parsed.from?.value).toEqual([{ name: 'Clínica Aurora', address: 'aurora@example.com' }]);
    expect(mail!.parsed.subject).toBe(TEST_SUBJECT);
    expect(mail!.parsed.text).toContain('o servidor de e-mail está configurado corretamente');
    // The screen's settings were only tried, not saved.
    expect((await settingsRow()).smtpHost).toBe('smtp.example.com');
    const [entry] = await auditOf('email.test_sent');
    expect(entry).toMatchObject({ targetId: 'gestora@example.com', details: { success: true, settings: 'screen' } });
  });

  it('tells a server that cannot be reached in one text (smtp-reach.test.ts)', async () => {
    const res = await post(TEST, {
      test_email: 'gestora@example.com',
      settings: body({ smtp_host: '127.0.0.1', smtp_port: await closedPort(), smtp_secure: false }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, message: TEST_EMAIL_FAILED });
    expect(res.json().detail).toBe(SMTP_UNREACHABLE);
    expect((await auditOf('email.test_sent'))[0]).toMatchObject({ details: { success: false } });
  });

  it('uses the saved settings when the screen sends none, its masked password too', async () => {
    const smtp = await startSmtpPeer();
    peers.push(smtp);
    const saved = body({ smtp_host: '127.0.0.1', smtp_port: smtp.port, smtp_user: PEER_USER, smtp_secure: false });
    await post(SMTP, { ...saved, smtp_password: PEER_PASSWORD });
    expect((await post(TEST, { test_email: 'a@example.com' })).json().success).toBe(true);
    const masked = await post(TEST, {
      test_email: 'b@example.com',
      settings: { ...saved, smtp_password: '••••••••' },
    });
    expect(masked.json().success).toBe(true);
    expect(smtp.received.map((m) => m.user)).toEqual([PEER_USER, PEER_USER]);
    await post(SMTP, body());
  });

  it('asks for the address, a valid one, and for a server when none is saved', async () => {
    const audits = (await auditOf('email.test_sent')).length;
    for (const [payload, message] of [
      [{}, TEST_EMAIL_REQUIRED],
      [{ test_email: '  ' }, TEST_EMAIL_REQUIRED],
      [{ test_email: 'nao-e-email' }, INVALID_TEST_EMAIL],
      [{ test_email: 'a@example.com\r\nBcc: b@example.com' }, INVALID_TEST_EMAIL],
    ] as const) {
      const res = await post(TEST, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const empty = await createTestApp();
    try {
      const res = await call(empty, 'POST', TEST, { test_email: 'a@example.com' }, await createAdminToken(empty));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(SMTP_NOT_CONFIGURED);
    } finally {
      await empty.close();
    }
    expect(await auditOf('email.test_sent')).toHaveLength(audits);
  });
});
