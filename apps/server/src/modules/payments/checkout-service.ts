import {
  CHECKOUT_NOT_FOUND,
  PROVIDER_UNAVAILABLE,
  UNKNOWN_PLAN,
  type PaymentView,
  type TestCheckout,
  type UpgradeBody,
  type UpgradeResponse,
} from '@neurobridge/shared/api/payments';
import type { PlanId } from '@neurobridge/shared/domain/plans';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { checkouts, payments, plans } from '../../db/schema/billing';
import { HttpError, notFound } from '../../lib/http-error';
import type { SessionUser } from '../auth/session-service';
import { statusAsOf } from '../subscription/subscription-view';
import type { ApplyProviderPayment, CheckoutRow } from './activation';
import type { PaymentProvider } from './payment-provider';
import { externalReference, newCheckoutId } from './payment-rules';
import { toPaymentView } from './payment-view';

export const ALREADY_GRANTED = 'Seu acesso já está liberado; não é preciso assinar.';

type CheckoutDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'onBackgroundError'> & {
  provider: PaymentProvider;
  apply: ApplyProviderPayment;
};

/** Choosing a plan (docs/product.md#paying) and the demo's simulated checkout (docs/product.md#demo-payment). */
export function createCheckoutService({ db, clock, config, provider, apply, onBackgroundError }: CheckoutDeps) {
  const { appUrl } = config;

  /** The caller's own demo checkout; 404 for anyone else's, and whenever the demo is off. */
  async function ownTestCheckout(user: SessionUser, checkoutId: string): Promise<CheckoutRow> {
    if (!(await provider.demo())) throw notFound(CHECKOUT_NOT_FOUND);
    const [checkout] = await db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.id, checkoutId), eq(checkouts.userId, user.id), eq(checkouts.provider, 'test')))
      .limit(1);
    if (!checkout) throw notFound(CHECKOUT_NOT_FOUND);
    return checkout;
  }

  async function paymentOfCheckout(checkoutId: string) {
    const [row] = await db.select().from(payments).where(eq(payments.checkoutId, checkoutId)).limit(1);
    return row;
  }

  return {
    /** The server prices the plan; the browser is sent to Mercado Pago's checkout or the demo's page. */
    async upgrade(user: SessionUser, body: Required<UpgradeBody>): Promise<UpgradeResponse> {
      const now = clock.now();
      const [plan] = await db
        .select()
        .from(plans)
        .where(and(eq(plans.id, body.plan_type), eq(plans.enabled, true)))
        .limit(1);
      if (!plan) throw new HttpError(400, UNKNOWN_PLAN);
      const own = user.subscription;
      if (own?.planType === 'admin_granted' && statusAsOf(own, now) === 'active')
        throw new HttpError(409, ALREADY_GRANTED);
      // Asked now: the admin screen may have just saved or removed the credentials.
      const { gateway, mode } = await provider.state();
      // Production without Mercado Pago has no way to pay at all.
      if (!gateway && mode !== 'demo') throw new HttpError(502, PROVIDER_UNAVAILABLE, 'Mercado Pago not configured');

      const id = newCheckoutId();
      const reference = externalReference(user.id, plan.id, id);
      await db.insert(checkouts).values({
        id,
        userId: user.id,
        planType: plan.id,
        planName: plan.name,
        months: plan.months,
        amount: plan.price,
        currency: plan.currency,
        externalReference: reference,
        provider: gateway ? 'mercado_pago' : 'test',
      });
      if (!gateway) return { payment: { id, init_point: `${appUrl}/test-payment?checkout=${id}` } };

      let preference;
      try {
        preference = await gateway.createPreference({
          idempotencyKey: id,
          body: {
            items: [
              {
                id: plan.id,
                title: plan.name,
                quantity: 1,
                unit_price: Number(plan.price),
                currency_id: plan.currency,
              },
            ],
            payer: { email: user.email },
            external_reference: reference,
            back_urls: {
              success: `${appUrl}/payment/success`,
              failure: `${appUrl}/subscription`,
              pending: `${appUrl}/payment/success`,
            },
            auto_return: 'approved',
            notification_url: `${appUrl}/api/mercado-pago/notifications`,
          },
        });
      } catch (err) {
        // The checkout row stays: without a payment naming it, it is harmless.
        onBackgroundError(err, 'Mercado Pago preference not created');
        throw new HttpError(502, PROVIDER_UNAVAILABLE);
      }
      await db.update(checkouts).set({ preferenceId: preference.id }).where(eq(checkouts.id, id));
      return { payment: { id: preference.id, init_point: preference.init_point } };
    },

    async testCheckout(user: SessionUser, checkoutId: string): Promise<TestCheckout> {
      const checkout = await ownTestCheckout(user, checkoutId);
      const payment = await paymentOfCheckout(checkout.id);
      return {
        id: checkout.id,
        plan_type: checkout.planType as PlanId,
        plan_name: checkout.planName,
        months: checkout.months,
        amount: Number(checkout.amount),
        currency: checkout.currency,
        payment_id: payment?.providerPaymentId ?? null,
      };
    },

    /**
     * Pays a demo checkout once: the payment is shaped as Mercado Pago would describe it and goes
     * through the same activation; a second call answers the first payment and writes nothing.
     */
    async testPay(user: SessionUser, checkoutId: string, outcome: 'approved' | 'rejected'): Promise<PaymentView> {
      const checkout = await ownTestCheckout(user, checkoutId);
      const existing = await paymentOfCheckout(checkout.id);
      if (existing) return toPaymentView(existing, checkout);
      const applied = await apply(
        {
          id: `test-${checkout.id}`,
          status: outcome,
          transaction_amount: Number(checkout.amount),
          currency_id: checkout.currency,
          external_reference: checkout.externalReference,
          date_approved: outcome === 'approved' ? clock.now().toISOString() : null,
        },
        'test',
        { onlyIfNew: true },
      );
      return toPaymentView(applied!.payment, checkout);
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
