import {
  adminEmailApi,
  SMTP_PORT_NOT_ALLOWED,
  SMTP_UNREACHABLE,
  TEST_EMAIL_FAILED,
  type SmtpSettingsBody,
} from '@neurobridge/shared/api/admin-email';
import { desc, eq } from 'drizzle-orm';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAdminToken } from '../../../test/factories';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/admin';
import { smtpSettings } from '../../db/schema/mail';
import { seal } from '../../lib/secret-box';
import {
  closedPort,
  PEER_PASSWORD,
  PEER_USER,
  peerSettings,
  startSmtpPeer,
  type SmtpPeer,
} from '../mail/smtp-peer-testing';
import { SMTP_TEST_TIMEOUT_MS } from './smtp-reach';

/** What the e-mail server screen may reach (docs/product.md#admin-smtp). */

const SMTP = adminEmailApi.smtp.path;
const TEST = adminEmailApi.test.path;

interface Listener {
  port: number;
  /** Connections it accepted. */
  connections: number;
  close(): Promise<void>;
}

/** A TCP listener on a random local port; `greet` is what it writes on each connection (nothing: it stays silent). */
async function listen(greet?: string): Promise<Listener> {
  const sockets = new Set<Socket>();
  const listener = { port: 0, connections: 0, close: async () => {} };
  const server: Server = createServer((socket) => {
    listener.connections += 1;
    sockets.add(socket);
    socket.on('error', () => {});
    if (greet) socket.write(greet);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  listener.port = (server.address() as AddressInfo).port;
  listener.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return listener;
}

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((x) => x.close()));
});

const body = (overrides: Partial<SmtpSettingsBody> = {}) => peerSettings(587, overrides);

function poster(app: TestApp, token: string) {
  return (url: string, payload: object) =>
    app.app.inject({ method: 'POST', url, headers: { cookie: `nb_admin=${token}` }, payload });
}
const settingsRow = async (app: TestApp) => (await app.db.select().from(smtpSettings))[0]!;
const audits = (app: TestApp) => app.db.select().from(auditLog).orderBy(desc(auditLog.id));

describe('in production, only the mail ports', () => {
  let prod: TestApp;
  let post: ReturnType<typeof poster>;
  beforeAll(async () => {
    prod = await createTestApp(PRODUCTION_ENV);
    post = poster(prod, await createAdminToken(prod, { scope: 'full' }));
  });
  afterAll(() => prod.close());

  it('refuses another port on save and on test, saving nothing and connecting to nothing', async () => {
    // A service inside the server's network on a port that is not for mail (a random one, as 8080 may be taken here).
    const internal = await listen('HTTP/1.1 400 Bad Request\r\n\r\n');
    open.push(internal);
    const before = await settingsRow(prod);
    const logged = (await audits(prod)).length;

    const saved = await post(SMTP, body({ smtp_port: internal.port }));
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error).toBe(SMTP_PORT_NOT_ALLOWED);
    expect(await settingsRow(prod)).toEqual(before);

    const tested = await post(TEST, { test_email: 'a@example.com', settings: body({ smtp_port: internal.port }) });
    expect(tested.statusCode).toBe(400);
    expect(tested.json().error).toBe(SMTP_PORT_NOT_ALLOWED);

    // Settings saved before the rule (or written by hand) are not tried either.
    await prod.db.update(smtpSettings).set({
      smtpHost: '127.0.0.1',
      smtpPort: internal.port,
      smtpUser: PEER_USER,
      smtpPasswordEnc: seal(prod.config.secretsKey!, PEER_PASSWORD),
    });
    const savedTest = await post(TEST, { test_email: 'a@example.com' });
    expect(savedTest.statusCode).toBe(400);
    expect(savedTest.json().error).toBe(SMTP_PORT_NOT_ALLOWED);
    await prod.db.update(smtpSettings).set(before);

    expect(internal.connections).toBe(0);
    expect(await audits(prod)).toHaveLength(logged);
  });

  it('saves each mail port', async () => {
    for (const port of [25, 465, 587, 2525]) {
      const res = await post(SMTP, body({ smtp_host: 'smtp.example.com', smtp_port: port }));
      expect(res.statusCode, String(port)).toBe(200);
      expect(res.json().smtp_port).toBe(port);
    }
  });
});

describe('outside production, any port; one text for a server that cannot be reached', () => {
  let t: TestApp;
  let post: ReturnType<typeof poster>;
  beforeAll(async () => {
    // The real wait is SMTP_TEST_TIMEOUT_MS; the silent listener below needs only a short one.
    t = await createTestApp({}, { config: { smtpTestTimeoutMs: 300 } });
    post = poster(t, await createAdminToken(t));
  });
  afterAll(() => t.close());

  const test = async (settings: Partial<SmtpSettingsBody>) => {
    const res = await post(TEST, { test_email: 'gestora@example.com', settings: body(settings) });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('waits at most 10 s for a connection and a greeting', () => {
    expect(SMTP_TEST_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
  });

  it('answers the same for a closed port, an unknown host, a silent port and a service that is not SMTP', async () => {
    const silent = await listen();
    const notSmtp = await listen('HTTP/1.1 400 Bad Request\r\n\r\n');
    open.push(silent, notSmtp);
    const answers = [
      await test({ smtp_port: await closedPort() }),
      await test({ smtp_host: 'servidor-inexistente.invalid', smtp_port: 2525 }),
      await test({ smtp_port: silent.port }),
      await test({ smtp_port: notSmtp.port }),
    ];
    expect(silent.connections).toBe(1);
    expect(notSmtp.connections).toBe(1);
    for (const answer of answers) {
      expect(answer).toEqual({ success: false, message: TEST_EMAIL_FAILED, detail: SMTP_UNREACHABLE });
    }
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'email.test_sent')).limit(1);
    expect(entry).toMatchObject({ details: { success: false } });
  });

  it('sends through the local SMTP peer on its port, and tells a refused login as the server wrote it', async () => {
    const peer: SmtpPeer = await startSmtpPeer();
    open.push(peer);
    expect(await test({ smtp_port: peer.port })).toMatchObject({ success: true, detail: null });
    expect(peer.received).toHaveLength(1);
    const refused = await test({ smtp_port: peer.port, smtp_password: 'senha-errada' });
    expect(refused).toMatchObject({ success: false, message: TEST_EMAIL_FAILED });
    expect(refused.detail).toMatch(/535/);
    expect(refused.detail).not.toBe(SMTP_UNREACHABLE);
  });
});
