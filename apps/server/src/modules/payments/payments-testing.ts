// For tests: a test app wired to the fake Mercado Pago, and the calls the payment tests repeat.
import { and, desc, eq } from 'drizzle-orm';
import { keyed } from '../../../test/idempotency-key';
import { createSignedInUser, sessionCookie } from '../../../test/factories';
import { startFakeMercadoPago, signedNotification, type FakeMercadoPago } from '../../../test/fake-mercado-pago';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkouts, paymentNotifications, payments, paymentStatusEvents, subscriptions } from '../../db/schema/billing';
import { emailOutbox } from '../../db/schema/mail';

export const WEBHOOK_SECRET = 'segredo-do-webhook-de-teste';

/** The app with Mercado Pago configured, its API being a fake on 127.0.0.1 reached through the real SDK. */
export async function createMercadoPagoTestApp(env: Record<string, string> = {}) {
  const fake = await startFakeMercadoPago();
  const t = await createTestApp({
    MERCADO_PAGO_ACCESS_TOKEN: 'TEST-access-token',
    MERCADO_PAGO_WEBHOOK_SECRET: WEBHOOK_SECRET,
    MERCADO_PAGO_API_URL: fake.url,
    ...env,
  });
  return { t, fake, close: async () => (await t.close(), await fake.close()) };
}

/** A signed-in POST carries a fresh `Idempotency-Key`, as the web client sends with each create. */
export const post = (t: TestApp, url: string, cookie: string | undefined, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: cookie ? keyed({ cookie }) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
export const get = (t: TestApp, url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** `POST /api/subscription/cancel` as `cookie` (none: anonymous). */
export const cancel = (
  t: TestApp,
  cookie: string | undefined,
  body: unknown = {},
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/subscription/cancel',
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    payload: body as object,
  });

export const upgrade = (t: TestApp, cookie: string | undefined, plan_type: string = 'annual') =>
  post(t, '/api/subscription/upgrade', cookie, { plan_type, payment_method: 'mercado_pago' });

export async function latestCheckout(t: TestApp, userId: number) {
  const [row] = await t.db
    .select()
    .from(checkouts)
    .where(eq(checkouts.userId, userId))
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  return row!;
}

/** Sends a signed notification of the payment, then waits for the processing that follows the answer. */
export async function notify(
  t: TestApp,
  paymentId: string,
  opts: Partial<Parameters<typeof signedNotification>[0]> = {},
) {
  const res = await t.app.inject(
    signedNotification({ secret: WEBHOOK_SECRET, paymentId, now: t.clock.now(), ...opts }),
  );
  await t.app.payments.notificationsSettled();
  return res;
}

let nextPaymentId = 1_000_000_000;
export const newPaymentId = () => String((nextPaymentId += 1));

/**
 * The whole Mercado Pago path: the parent picks the plan, Mercado Pago (the fake) reports the
 * payment with `status`, and its signed notification is processed. Answers the payment id.
 */
export async function payThroughMercadoPago(
  t: TestApp,
  fake: FakeMercadoPago,
  parent: { user: { id: number }; cookie: string },
  plan = 'annual',
  status = 'approved',
) {
  const res = await upgrade(t, parent.cookie, plan);
  if (res.statusCode !== 200) throw new Error(`upgrade failed: ${res.statusCode} ${res.body}`);
  const checkout = await latestCheckout(t, parent.user.id);
  const id = newPaymentId();
  fake.setPayment({
    id,
    status,
    transaction_amount: Number(checkout.amount),
    currency_id: checkout.currency,
    external_reference: checkout.externalReference,
  });
  await notify(t, id);
  return { paymentId: id, checkout };
}

/** A parent with an annual checkout, and Mercado Pago knowing a payment of it (approved unless told), not notified yet. */
export async function parentWithPayment(
  t: TestApp,
  fake: FakeMercadoPago,
  overrides: { status?: string; transaction_amount?: number; currency_id?: string } = {},
) {
  const parent = await createSignedInUser(t);
  await upgrade(t, parent.cookie, 'annual');
  const checkout = await latestCheckout(t, parent.user.id);
  const id = newPaymentId();
  fake.setPayment({
    id,
    status: 'approved',
    transaction_amount: 396,
    currency_id: 'BRL',
    external_reference: checkout.externalReference,
    ...overrides,
  });
  return { ...parent, checkout, paymentId: id };
}

/** A parent who paid `plan` through Mercado Pago `days` ago, signed in again now (sessions go idle). */
export async function paidParent(t: TestApp, fake: FakeMercadoPago, plan = 'annual', days = 0) {
  const parent = await createSignedInUser(t);
  const { paymentId } = await payThroughMercadoPago(t, fake, parent, plan);
  t.clock.advance(days * 24 * 60 * 60 * 1000);
  return { ...parent, cookie: await sessionCookie(t, parent.user.id), paymentId };
}

export async function subscriptionOf(t: TestApp, userId: number) {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.parentUserId, userId));
  return row;
}

export const paymentsOf = (t: TestApp, userId: number) =>
  t.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.id);

/** A payment's history (docs/product.md#admin-payments), oldest first: status, source, actor, note and when. */
export async function historyOf(t: TestApp, providerPaymentId: string) {
  return t.db
    .select({
      status: paymentStatusEvents.status,
      source: paymentStatusEvents.source,
      actor: paymentStatusEvents.actor,
      note: paymentStatusEvents.note,
      at: paymentStatusEvents.at,
    })
    .from(paymentStatusEvents)
    .innerJoin(payments, eq(payments.id, paymentStatusEvents.paymentId))
    .where(eq(payments.providerPaymentId, providerPaymentId))
    .orderBy(paymentStatusEvents.at, paymentStatusEvents.id);
}

export const confirmationsTo = (t: TestApp, email: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, email), eq(emailOutbox.templateType, 'payment_confirmed')));

export const pendingNotifications = (t: TestApp) => t.db.select().from(paymentNotifications);

/** How many activities the caller may play now (docs/product.md#tiers). */
export async function unlockedCount(t: TestApp, cookie: string): Promise<number> {
  const res = await get(t, '/api/activities', cookie);
  if (res.statusCode !== 200) throw new Error(`activities: ${res.statusCode}`);
  return (res.json() as { is_locked: boolean }[]).filter((a) => !a.is_locked).length;
}
