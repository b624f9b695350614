import { and, asc, eq, lt, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { paymentNotifications } from '../../db/schema/billing';
import { ProviderError } from '../../integrations/mercado-pago/gateway';
import type { ApplyProviderPayment } from './activation';
import type { PaymentProvider } from './payment-provider';
import { MAX_NOTIFICATION_ATTEMPTS, RETRY_MINUTES } from './payment-rules';

type QueueDeps = Pick<AppDeps, 'db' | 'clock' | 'onBackgroundError'> & {
  provider: PaymentProvider;
  apply: ApplyProviderPayment;
};

/** What `last_error` keeps: the kind of failure, never a message that could carry a secret. */
function errorSummary(err: unknown): string {
  if (err instanceof ProviderError) return err.message;
  return err instanceof Error ? err.constructor.name : typeof err;
}

const retryMinutes = sql.raw(`array[${RETRY_MINUTES.join(',')}]`);

/**
 * Verified payment notifications (docs/product.md#payment-webhook): the webhook stores the payment
 * id and answers at once; the payment is then read from Mercado Pago and applied, right after on
 * this server and later by `processDue` for the ones that failed. A row is claimed atomically, so
 * each attempt runs on one server, and a failed one waits longer each time (1, 5, 15, 60 min…),
 * up to 10 attempts; the row then stays for the admin.
 */
export function createNotificationQueue({ db, clock, provider, apply, onBackgroundError }: QueueDeps) {
  const running = new Set<Promise<unknown>>();

  function inBackground(work: Promise<unknown>) {
    const tracked = work.catch((err) => onBackgroundError(err, 'payment notification not processed'));
    running.add(tracked);
    void tracked.finally(() => running.delete(tracked));
  }

  async function settled(): Promise<void> {
    while (running.size > 0) await Promise.allSettled([...running]);
  }

  /** One attempt at one notification; false when another attempt holds it or it is not due. */
  async function processOne(paymentId: string): Promise<boolean> {
    const now = clock.now();
    const [claimed] = await db
      .update(paymentNotifications)
      .set({
        attempts: sql`${paymentNotifications.attempts} + 1`,
        nextAttemptAt: sql`${now.toISOString()}::timestamptz + make_interval(mins => (${retryMinutes})[least(${paymentNotifications.attempts} + 1, ${MAX_NOTIFICATION_ATTEMPTS})])`,
      })
      .where(
        and(
          eq(paymentNotifications.providerPaymentId, paymentId),
          lte(paymentNotifications.nextAttemptAt, now),
          lt(paymentNotifications.attempts, MAX_NOTIFICATION_ATTEMPTS),
        ),
      )
      .returning();
    if (!claimed) return false;
    try {
      const gateway = await provider.current();
      if (!gateway) throw new Error('Mercado Pago not configured');
      const payment = await gateway.getPayment(paymentId);
      // A payment Mercado Pago does not know: nothing to apply.
      if (payment) await apply(payment, 'mercado_pago');
      // A newer notification that arrived meanwhile keeps the row for another look.
      await db
        .delete(paymentNotifications)
        .where(
          and(
            eq(paymentNotifications.providerPaymentId, paymentId),
            eq(paymentNotifications.receivedAt, claimed.receivedAt),
          ),
        );
    } catch (err) {
      onBackgroundError(err, 'payment notification failed; it will be tried again');
      await db
        .update(paymentNotifications)
        .set({ lastError: errorSummary(err).slice(0, 500) })
        .where(eq(paymentNotifications.providerPaymentId, paymentId));
    }
    return true;
  }

  return {
    /** Queues a verified notification of a payment and starts on it without making the caller wait. */
    async receive(paymentId: string): Promise<void> {
      const now = clock.now();
      await db
        .insert(paymentNotifications)
        .values({ providerPaymentId: paymentId, receivedAt: now, nextAttemptAt: now })
        .onConflictDoUpdate({
          target: paymentNotifications.providerPaymentId,
          set: { receivedAt: now, nextAttemptAt: now, attempts: 0 },
        });
      inBackground(processOne(paymentId));
    },

    /**
     * The retry job (main.ts calls it every minute on every server): waits for this server's
     * running attempts, then tries every due notification. Answers how many it tried.
     */
    async processDue(limit = 50): Promise<number> {
      await settled();
      const due = await db
        .select({ id: paymentNotifications.providerPaymentId })
        .from(paymentNotifications)
        .where(
          and(
            lte(paymentNotifications.nextAttemptAt, clock.now()),
            lt(paymentNotifications.attempts, MAX_NOTIFICATION_ATTEMPTS),
          ),
        )
        .orderBy(asc(paymentNotifications.nextAttemptAt))
        .limit(limit);
      let tried = 0;
      for (const { id } of due) if (await processOne(id)) tried += 1;
      return tried;
    },

    /** Resolves when the attempts this server started have finished (tests, shutdown). */
    settled,
  };
}
