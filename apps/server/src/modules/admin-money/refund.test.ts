import { adminMoneyApi, type PaymentDetail } from '@neurobridge/shared/api/admin-money';
import { pathFor } from '@neurobridge/shared/api/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeMercadoPago } from '../../../test/fake-mercado-pago';
import { sessionCookie } from '../../../test/factories';
import { DAY } from '../../../test/subscription-factories';
import type { TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/admin';
import { payments, paymentStatusEvents } from '../../db/schema/billing';
import { emailOutbox } from '../../db/schema/mail';
import { cancel, createMercadoPagoTestApp, get, subscriptionOf, unlockedCount } from '../payments/payments-testing';
import { adminCookies, moneyActions, moneyPlans, type Family } from './admin-money-testing';

/**
 * An owner's refund (docs/product.md#admin-payments): the family's own cancel's path
 * (payments/refund.ts) with the admin and the reason. Runs on PostgreSQL too (scripts/test-pg.mjs):
 * two refunds at once refund once.
 */

let t: TestApp;
let fake: FakeMercadoPago;
let close: () => Promise<void>;
let m: ReturnType<typeof moneyActions>;
beforeAll(async () => {
  ({ t, fake, close } = await createMercadoPagoTestApp());
  await moneyPlans(t);
  m = moneyActions(t, fake);
  m.at('2026-04-01T12:00:00Z');
});
afterAll(() => close());
beforeEach(() => fake.reset());

let n = 0;
/** A family that paid `plan` through Mercado Pago `daysAgo` days ago (the clock moves on). */
async function paidFamily(plan = 'annual', daysAgo = 1) {
  n += 1;
  const family = await m.family(`Família ${n}`, `familia${n}@example.com`);
  const paymentId = await m.pay(family, plan, t.clock.now().toISOString());
  t.clock.advance(daysAgo * DAY);
  const [row] = await t.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId));
  return { family, paymentId, id: row!.id };
}

/** The owner's (or a role's) refund, with a fresh token (the clock moves). */
async function refund(
  id: number,
  body: unknown = { reason: 'Cobrança em duplicidade.' },
  role: 'owner' | 'support' | 'content' = 'owner',
) {
  const cookies = await adminCookies(t);
  return t.app.inject({
    method: 'POST',
    url: pathFor(adminMoneyApi.refund, { id: String(id) }),
    headers: { cookie: cookies[role] },
    payload: body as object,
  });
}

const refundMails = (family: Family) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, family.user.email), eq(emailOutbox.templateType, 'payment_refunded')));
const stepsOf = (id: number) =>
  t.db.select().from(paymentStatusEvents).where(eq(paymentStatusEvents.paymentId, id)).orderBy(paymentStatusEvents.id);
const refundAudits = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'payment.refunded'), eq(auditLog.targetId, String(id))));

/** What a refused refund must leave as it was. */
async function snapshot(id: number, family: Family) {
  const [payment] = await t.db.select().from(payments).where(eq(payments.id, id));
  return {
    payment,
    steps: await stepsOf(id),
    subscription: await subscriptionOf(t, family.user.id),
    mails: await refundMails(family),
    audits: await refundAudits(id),
    refundsAtMercadoPago: fake.refunds.length,
  };
}

describe('POST /api/admin/payments/:id/refund (docs/product.md#admin-payments)', () => {
  it('refunds at Mercado Pago, ends the plan, tells the family once, audits, and answers the payment after', async () => {
    const { family, paymentId, id } = await paidFamily('annual', 2);
    const res = await refund(id, { reason: '  Cobrança em duplicidade.  ' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PaymentDetail>();
    const now = t.clock.now().toISOString();
    expect(body).toMatchObject({
      id,
      status: 'refunded',
      refunded_at: now,
      refundable: false,
      refund_blocked: 'Este pagamento já foi reembolsado.',
    });
    expect(body.history).toEqual([
      expect.objectContaining({ status: 'approved', source: 'provider', actor: null }),
      {
        status: 'refunded',
        at: now,
        source: 'admin',
        actor: expect.stringMatching(/^owner-/),
        note: 'Cobrança em duplicidade.',
      },
    ]);
    // Mercado Pago: one refund, with the key the family's cancel uses.
    expect(fake.refunds).toEqual([expect.objectContaining({ paymentId, idempotencyKey: `refund-${paymentId}` })]);
    // The family's plan: ended now as a refund ends it (docs/product.md#refunded-plan).
    const cookie = await sessionCookie(t, family.user.id);
    expect((await get(t, '/api/subscription', cookie)).json()).toMatchObject({
      status: 'expired',
      refund: { amount: 479, refunded_at: now },
    });
    expect(await unlockedCount(t, cookie)).toBe(10);
    const mails = await refundMails(family);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.bodyText.replace(/\u00a0/g, ' ')).toContain(
      'A equipe NeuroBridge cancelou o Plano Anual e solicitou o reembolso de R$ 479,00.',
    );
    const [audit] = await refundAudits(id);
    expect(audit).toMatchObject({
      actorType: 'admin',
      actorLabel: body.history[1]!.actor,
      targetType: 'payment',
      details: {
        provider: 'mercado_pago',
        provider_payment_id: paymentId,
        amount: '479.00',
        user_id: family.user.id,
        reason: 'Cobrança em duplicidade.',
      },
    });
    // The family's own cancel afterwards: nothing left to cancel.
    expect((await cancel(t, cookie)).statusCode).toBe(409);
  });

  it('a refunded renewal leaves the period paid before it, as the family’s cancel does', async () => {
    const { family } = await paidFamily('quarterly', 0);
    const firstEnd = (await subscriptionOf(t, family.user.id))!.subscriptionEndDate!;
    const renewal = await m.pay(family, 'monthly', t.clock.now().toISOString());
    t.clock.advance(DAY);
    const [row] = await t.db.select().from(payments).where(eq(payments.providerPaymentId, renewal));
    expect((await refund(row!.id)).statusCode).toBe(200);
    expect(await subscriptionOf(t, family.user.id)).toMatchObject({
      status: 'cancelled',
      subscriptionEndDate: firstEnd,
    });
    expect((await refundMails(family))[0]!.bodyText).toContain('Você mantém o acesso ao período já pago até');
  });

  it('two refunds at once (a double click, two servers): one refund, one step, one e-mail, one entry; the other 409', async () => {
    const { family, paymentId, id } = await paidFamily('annual', 1);
    const answers = await Promise.all([refund(id), refund(id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(refused.json().error).toBe('Este pagamento já foi reembolsado.');
    // Each asked Mercado Pago with the same key, so it refunded once.
    expect(new Set(fake.refunds.map((r) => r.idempotencyKey))).toEqual(new Set([`refund-${paymentId}`]));
    expect((await stepsOf(id)).map((s) => s.status)).toEqual(['approved', 'refunded']);
    expect(await refundMails(family)).toHaveLength(1);
    expect(await refundAudits(id)).toHaveLength(1);
  });

  it('the family cancelling while the owner refunds: one refund, whoever comes first', async () => {
    const { family, id } = await paidFamily('annual', 1);
    const cookie = await sessionCookie(t, family.user.id);
    const answers = await Promise.all([refund(id), cancel(t, cookie)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await stepsOf(id)).map((s) => s.status)).toEqual(['approved', 'refunded']);
    expect(await refundMails(family)).toHaveLength(1);
  });

  it('past the 7 days: 409 with the date, nothing written, Mercado Pago not asked', async () => {
    const { family, id } = await paidFamily('annual', 8);
    const before = await snapshot(id, family);
    const res = await refund(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/^A garantia de 7 dias deste pagamento terminou em \d{2}\/\d{2}\/\d{4}\.$/);
    expect(await snapshot(id, family)).toEqual(before);
  });

  it('refunded already: 409, nothing written', async () => {
    const { family, id } = await paidFamily('annual', 1);
    expect((await refund(id)).statusCode).toBe(200);
    const before = await snapshot(id, family);
    const again = await refund(id);
    expect([again.statusCode, again.json().error]).toEqual([409, 'Este pagamento já foi reembolsado.']);
    expect(await snapshot(id, family)).toEqual(before);
  });

  it('Mercado Pago failing: 502, nothing written', async () => {
    const { family, id } = await paidFamily('annual', 1);
    fake.failing.refunds = true;
    const before = await snapshot(id, family);
    const res = await refund(id);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe(
      'Não foi possível falar com o Mercado Pago agora. Tente novamente em alguns minutos.',
    );
    expect({ ...(await snapshot(id, family)), refundsAtMercadoPago: before.refundsAtMercadoPago }).toEqual(before);
  });

  it('404 for a payment that does not exist', async () => {
    const res = await refund(999_999);
    expect([res.statusCode, res.json()]).toEqual([404, { error: 'Pagamento não encontrado.' }]);
  });
});

describe('bad input and other roles: refused, nothing written', () => {
  let paid: Awaited<ReturnType<typeof paidFamily>>;
  beforeAll(async () => {
    paid = await paidFamily('annual', 1);
  });

  it.each([
    [{}, 'Informe o motivo do reembolso.'],
    [{ reason: '   ' }, 'Informe o motivo do reembolso.'],
    [{ reason: 42 }, 'Informe o motivo do reembolso.'],
    [{ reason: 'x'.repeat(501) }, 'O motivo pode ter no máximo 500 caracteres.'],
  ])('%j → 400 on the reason field', async (body, message) => {
    const before = await snapshot(paid.id, paid.family);
    const res = await refund(paid.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message, fields: { reason: message } });
    expect(await snapshot(paid.id, paid.family)).toEqual(before);
  });

  it('an unknown field → 400', async () => {
    const before = await snapshot(paid.id, paid.family);
    const res = await refund(paid.id, { reason: 'ok', amount: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Campo não permitido: amount.');
    expect(await snapshot(paid.id, paid.family)).toEqual(before);
  });

  it('a bad id → 400', async () => {
    const cookies = await adminCookies(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payments/abc/refund',
      headers: { cookie: cookies.owner },
      payload: { reason: 'ok' },
    });
    expect([res.statusCode, res.json().error]).toEqual([400, 'Pagamento inválido.']);
  });

  it.each(['support', 'content'] as const)('%s → 403', async (role) => {
    const before = await snapshot(paid.id, paid.family);
    const res = await refund(paid.id, { reason: 'ok' }, role);
    expect([res.statusCode, res.json().error]).toEqual([403, 'Sua função na equipe não permite esta ação.']);
    expect(await snapshot(paid.id, paid.family)).toEqual(before);
  });

  it('nobody → 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: pathFor(adminMoneyApi.refund, { id: String(paid.id) }),
      payload: { reason: 'ok' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('and the owner still may, once', async () => {
    // The fake forgets its payments before each test: Mercado Pago still knows this one.
    fake.setPayment({
      id: paid.paymentId,
      status: 'approved',
      transaction_amount: 479,
      currency_id: 'BRL',
      external_reference: null,
    });
    expect((await refund(paid.id)).statusCode).toBe(200);
    const [entry] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry!.action).toBe('payment.refunded');
  });
});
