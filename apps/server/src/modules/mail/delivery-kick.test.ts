import { adminEmailApi } from '@neurobridge/shared/api/admin-email';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { emailOutbox } from '../../db/schema/mail';
import { JOBS_TICK_MS } from '../../jobs/runner';
import { peerSettings, startSmtpPeer, type SmtpPeer } from './smtp-peer-testing';
import { keyed } from '../../../test/idempotency-key';

// A started job runner (as main.ts starts it) sends an e-mail soon after it is queued, without
// waiting for its next tick (docs/product.md#email-outbox).
let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpPeer();
  const token = await createAdminToken(t);
  const saved = await t.app.inject({
    method: 'POST',
    url: adminEmailApi.saveSmtp.path,
    headers: { cookie: `nb_admin=${token}` },
    payload: peerSettings(smtp.port),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await t.db.delete(emailOutbox);
  t.app.jobs.start();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

// Well under the runner's tick: what arrives here was sent because it was queued.
const soon = { timeout: JOBS_TICK_MS / 3, interval: 20 };

describe('a started delivery worker', () => {
  it('delivers an invitation queued through the route without anyone calling deliverDue', async () => {
    const parent = await createSignedInUser(t, { fullName: 'Marta Souza' });
    const child = await createChild(t.db, parent.user.id, { name: 'Ana' });
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/professional/invite',
      headers: keyed({ cookie: parent.cookie }),
      payload: { professional_email: 'fono@clinica.example', child_ids: [child.id] },
    });
    expect(invited.statusCode).toBe(201);

    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), soon);
    expect(smtp.received[0]!.rcptTo).toEqual(['fono@clinica.example']);
    expect(smtp.received[0]!.parsed.subject).toBe('Convite para acompanhar Ana no NeuroBridge');
    await vi.waitFor(async () => {
      const [row] = await t.db.select().from(emailOutbox);
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    }, soon);
  });

  it('delivers invitations queued at the same time, each once', async () => {
    await t.db.delete(emailOutbox);
    const before = smtp.received.length;
    const parent = await createSignedInUser(t, { fullName: 'Marta Souza' });
    const child = await createChild(t.db, parent.user.id, { name: 'Bia' });
    const to = ['a@clinica.example', 'b@clinica.example', 'c@clinica.example', 'd@clinica.example'];
    const answers = await Promise.all(
      to.map((email) =>
        t.app.inject({
          method: 'POST',
          url: '/api/professional/invite',
          headers: keyed({ cookie: parent.cookie }),
          payload: { professional_email: email, child_ids: [child.id] },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);

    await vi.waitFor(() => expect(smtp.received.length - before).toBe(4), soon);
    await vi.waitFor(async () => {
      const rows = await t.db.select().from(emailOutbox);
      expect(rows.map((r) => [r.status, r.attempts])).toEqual(to.map(() => ['sent', 1]));
    }, soon);
    expect(
      smtp.received
        .slice(before)
        .flatMap((m) => m.rcptTo)
        .sort(),
    ).toEqual(to);
  });
});
