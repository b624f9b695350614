import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { paymentNotifications } from '../../db/schema/billing';
import { backoffSteps } from '../../jobs/job-rules';
import { createQueue, type Claimed } from '../../jobs/queue';
import type { QueuedJob } from '../../jobs/runner';
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

/** Payment notifications as a queue of the job runner (jobs/queue.ts); a lost lease is tried again. */
export const NOTIFICATION_QUEUE = {
  table: {
    table: paymentNotifications,
    key: paymentNotifications.providerPaymentId,
    state: paymentNotifications.state,
    attempts: paymentNotifications.attempts,
    nextAttemptAt: paymentNotifications.nextAttemptAt,
    lastError: paymentNotifications.lastError,
    states: { pending: 'pending', running: 'running', failed: 'failed' },
  },
  maxAttempts: MAX_NOTIFICATION_ATTEMPTS,
  backoff: backoffSteps(RETRY_MINUTES.map((m) => m * 60_000)),
  /** Reading and applying one payment takes seconds. */
  leaseMs: 5 * 60_000,
  // Applying a payment twice changes nothing (docs/decisions/017-payments-one-activation-path.md).
  leaseLost: 'retry',
  itemLabel: 'Pagamento',
} satisfies QueuedJob['queue'];

/**
 * Verified payment notifications (docs/product.md#payment-webhook): the webhook stores the payment
 * id and answers at once; the payment is then read from Mercado Pago and applied, right after on
 * this server and later by `processDue` (the job runner's queue job) for the ones that failed. A
 * row is claimed with a lease (jobs/queue.ts), so each attempt runs on one server, and a failed
 * one waits longer each time (1, 5, 15, 60 min…), up to 10 attempts; the row then stays `failed`
 * for the admin.
 */
export function createNotificationQueue({ db, clock, provider, apply, onBackgroundError }: QueueDeps) {
  const running = new Set<Promise<unknown>>();
  const queue = createQueue<string>(db, clock, NOTIFICATION_QUEUE.table, NOTIFICATION_QUEUE);

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
    const claimed = await queue.claim(eq(paymentNotifications.providerPaymentId, paymentId));
    if (!claimed) return false;
    await attempt(claimed);
    return true;
  }

  async function attempt(claimed: Claimed<string>): Promise<void> {
    const [row] = await db.select().from(paymentNotifications).where(queue.held(claimed));
    // A newer notification arrived meanwhile: it is pending again, for its own attempt.
    if (!row) return;
    try {
      const gateway = await provider.current();
      if (!gateway) throw new Error('Mercado Pago not configured');
      const payment = await gateway.getPayment(claimed.key);
      // A payment Mercado Pago does not know: nothing to apply.
      if (payment) await apply(payment, 'mercado_pago');
      // A newer notification that arrived meanwhile keeps the row for another look.
      await db
        .delete(paymentNotifications)
        .where(
          and(
            eq(paymentNotifications.providerPaymentId, claimed.key),
            eq(paymentNotifications.receivedAt, row.receivedAt),
          ),
        );
    } catch (err) {
      onBackgroundError(err, 'payment notification failed; it will be tried again');
      const summary = errorSummary(err).slice(0, 500);
      await queue.fail(claimed, { error: () => summary });
    }
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
          set: { receivedAt: now, nextAttemptAt: now, attempts: 0, state: 'pending' },
        });
      inBackground(processOne(paymentId));
    },

    /**
     * The queue job (jobs/background-jobs.ts, on every tick of every server): waits for this
     * server's running attempts, puts back the ones whose server stopped mid-attempt, then tries
     * every due notification. Answers how many it tried.
     */
    async processDue(limit = 50): Promise<number> {
      await settled();
      await queue.recoverLeases();
      let tried = 0;
      while (tried < limit) {
        const claimed = await queue.claim();
        if (!claimed) break;
        await attempt(claimed);
        tried += 1;
      }
      return tried;
    },

    /** Resolves when the attempts this server started have finished (tests, shutdown). */
    settled,
  };
}
