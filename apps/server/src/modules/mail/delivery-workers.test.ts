import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { withDatabase } from '../../../test/templates';
import { buildApp, type App } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { emailOutbox, smtpSettings } from '../../db/schema/mail';
import { seal } from '../../lib/secret-box';
import { messageIdOf, type DeliveryResult } from './delivery';
import { createMailOutbox } from './outbox';
import { PEER_PASSWORD, PEER_USER, startSmtpPeer, type SmtpPeer } from './smtp-peer-testing';

/**
 * Two servers deliver one outbox (docs/product.md#email-outbox). On PostgreSQL (the
 * `node scripts/test-pg.mjs` lane) they are two apps, each with its own connection pool, on one
 * database; on PGlite, which one process opens alone, two apps share the one connection.
 */
const EMAILS = 200;

let t: TestApp;
let second: { app: App; database: Database | null };
let smtp: SmtpPeer;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpPeer();
  const pgUrl = process.env.TEST_DATABASE_URL;
  let database = t.database;
  let own: Database | null = null;
  if (pgUrl) {
    const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const name = result.rows[0]!.name;
    own = await openDatabase({ databaseUrl: withDatabase(pgUrl, name) });
    database = own;
  }
  second = {
    app: await buildApp({ config: t.config, database, webDist: false, clock: t.clock }),
    database: own,
  };
});
afterAll(async () => {
  await second.app.close();
  await second.database?.close();
  await t.close();
  await smtp.close();
});

describe('two workers on one database', () => {
  it(`deliver ${EMAILS} e-mails exactly once each`, async () => {
    await t.db
      .update(smtpSettings)
      .set({
        smtpHost: '127.0.0.1',
        smtpPort: smtp.port,
        smtpUser: PEER_USER,
        smtpPasswordEnc: seal(t.config.secretsKey!, PEER_PASSWORD),
        smtpSecure: false,
        fromEmail: 'contato@neurobridge.example',
      })
      .where(eq(smtpSettings.id, 1));
    const outbox = createMailOutbox({ secretsKey: t.config.secretsKey!, clock: t.clock });
    for (let i = 0; i < EMAILS; i += 1) {
      await outbox.enqueue(t.db, {
        to: `pessoa${i}@example.com`,
        templateType: 'admin_notification',
        subject: `Mensagem ${i}`,
        text: `Olá ${i}`,
      });
    }

    const totals = { a: 0, b: 0 };
    const sent = (r: DeliveryResult) => {
      expect(r).toMatchObject({ retried: 0, failed: 0, interrupted: 0 });
      return r.sent;
    };
    // Both run at once, again and again, until a round sends nothing.
    for (;;) {
      const [a, b] = await Promise.all([t.app.mailDelivery.deliverDue(50), second.app.mailDelivery.deliverDue(50)]);
      totals.a += sent(a);
      totals.b += sent(b);
      if (a.sent + b.sent === 0) break;
    }

    expect(totals.a + totals.b).toBe(EMAILS);
    expect(totals.a).toBeGreaterThan(0);
    expect(totals.b).toBeGreaterThan(0);
    const rows = await t.db.select().from(emailOutbox);
    expect(rows).toHaveLength(EMAILS);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    const received = smtp.received.map((m) => m.parsed.messageId);
    expect(received).toHaveLength(EMAILS);
    expect(new Set(received)).toEqual(new Set(rows.map((r) => messageIdOf(r, t.config.appUrl))));
    const recipients = smtp.received.flatMap((m) => m.rcptTo);
    expect(new Set(recipients).size).toBe(EMAILS);
  });
});
