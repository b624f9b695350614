import { PAYMENT_NOT_FOUND, PROVIDER_UNAVAILABLE, type PaymentView } from '@neurobridge/shared/api/payments';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { checkouts, payments } from '../../db/schema/billing';
import type { MercadoPagoGateway, ProviderPayment } from '../../integrations/mercado-pago/gateway';
import { HttpError, notFound } from '../../lib/http-error';
import type { SessionUser } from '../auth/session-service';
import type { ApplyProviderPayment } from './activation';
import type { PaymentProvider } from './payment-provider';
import { viewStatus } from './payment-rules';
import { toPaymentView } from './payment-view';

type StatusDeps = Pick<AppDeps, 'db' | 'onBackgroundError'> & {
  provider: PaymentProvider;
  apply: ApplyProviderPayment;
};

/**
 * The result page's question (docs/product.md#payment-result): the caller's own payment, as the
 * server has applied it. When Mercado Pago's notification has not arrived (no row yet, or the row
 * is still pending), the payment is asked of Mercado Pago and applied here, through the same
 * activation, if it belongs to one of the caller's checkouts.
 */
export function createPaymentStatusService({ db, provider, apply, onBackgroundError }: StatusDeps) {
  async function stored(userId: number, paymentId: string) {
    const [row] = await db
      .select({ payment: payments, planName: checkouts.planName })
      .from(payments)
      .leftJoin(checkouts, eq(checkouts.id, payments.checkoutId))
      .where(and(eq(payments.providerPaymentId, paymentId), eq(payments.userId, userId)))
      .limit(1);
    return row;
  }

  async function fromProvider(gateway: MercadoPagoGateway, paymentId: string): Promise<ProviderPayment | null> {
    try {
      return await gateway.getPayment(paymentId);
    } catch (err) {
      onBackgroundError(err, 'Mercado Pago payment not read');
      throw new HttpError(502, PROVIDER_UNAVAILABLE);
    }
  }

  /** Applies a payment read from Mercado Pago when it names a checkout of this caller. */
  async function applyOwn(user: SessionUser, provided: ProviderPayment): Promise<PaymentView | null> {
    if (!provided.external_reference) return null;
    const [own] = await db
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(and(eq(checkouts.externalReference, provided.external_reference), eq(checkouts.userId, user.id)))
      .limit(1);
    if (!own) return null;
    const applied = await apply(provided, 'mercado_pago');
    return applied ? toPaymentView(applied.payment, applied.checkout) : null;
  }

  return {
    async paymentOf(user: SessionUser, paymentId: string): Promise<PaymentView> {
      const [row, gateway] = await Promise.all([stored(user.id, paymentId), provider.current()]);
      const fromMercadoPago = gateway !== null && !paymentId.startsWith('test-');
      if (row) {
        const view = toPaymentView(row.payment, row.planName === null ? null : { planName: row.planName });
        if (view.status !== 'pending' || !fromMercadoPago || row.payment.provider !== 'mercado_pago') return view;
        // Still pending here: Mercado Pago may know more than its notification has told yet.
        const refreshed = await fromProvider(gateway, paymentId).catch(() => null);
        return (refreshed && viewStatus(refreshed.status) !== 'pending' && (await applyOwn(user, refreshed))) || view;
      }
      if (!fromMercadoPago) throw notFound(PAYMENT_NOT_FOUND);
      const provided = await fromProvider(gateway, paymentId);
      const view = provided && (await applyOwn(user, provided));
      if (!view) throw notFound(PAYMENT_NOT_FOUND);
      return view;
    },
  };
}
