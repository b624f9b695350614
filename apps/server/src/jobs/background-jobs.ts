import type { FastifyBaseLogger } from 'fastify';
import { OUTBOX_QUEUE, type MailDelivery } from '../modules/mail/delivery';
import { NOTIFICATION_QUEUE } from '../modules/payments/notifications';
import type { PaymentsService } from '../modules/payments/payments-service';
import { defineJob } from './runner';
import type { SubscriptionJobs } from './subscription-jobs';

/** Hourly, on one server (docs/product.md#start-and-stop). */
export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;
/** Hourly, on one server (docs/product.md#subscription-e-mails). */
export const TIMED_JOBS_EVERY_MS = 60 * 60 * 1000;

export const JOB_NAMES = {
  housekeeping: 'housekeeping',
  subscriptions: 'subscription-jobs',
  payments: 'payment-notifications',
  email: 'email-delivery',
} as const;

interface BackgroundWork {
  /** Expired sessions and day-old idempotency keys. */
  prunes: Array<() => Promise<void>>;
  subscriptionJobs: SubscriptionJobs;
  mailDelivery: MailDelivery;
  /** Registered with the routes, after the runner is built: read when the job runs. */
  payments: () => PaymentsService;
  log: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * Every background task of the server, each declared once for the job runner (jobs/runner.ts,
 * docs/decisions/023-one-job-runner.md). A new one is added here.
 */
export function backgroundJobs(work: BackgroundWork) {
  return [
    defineJob({
      name: JOB_NAMES.housekeeping,
      title: 'Limpeza de sessões expiradas e chaves de repetição',
      schedule: { everyMs: HOUSEKEEPING_EVERY_MS },
      async run() {
        // Each prune runs even when the other fails; the run fails if either did.
        const results = await Promise.allSettled(work.prunes.map((prune) => prune()));
        const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
        if (failed) throw failed.reason;
      },
    }),
    defineJob({
      name: JOB_NAMES.subscriptions,
      title: 'Avisos e vencimentos de assinaturas',
      schedule: { everyMs: TIMED_JOBS_EVERY_MS },
      async run() {
        work.log.info(await work.subscriptionJobs.run(), 'subscription jobs done');
      },
    }),
    defineJob({
      name: JOB_NAMES.payments,
      title: 'Notificações de pagamento (Mercado Pago)',
      queue: NOTIFICATION_QUEUE,
      run: () => work.payments().processDueNotifications(),
    }),
    defineJob({
      name: JOB_NAMES.email,
      title: 'Envio de e-mails',
      queue: OUTBOX_QUEUE,
      run: () => work.mailDelivery.deliverDue(),
      // Soon after each e-mail queued on this server commits (docs/product.md#email-outbox).
      start: (kick) => work.mailDelivery.watchQueued(kick),
    }),
  ];
}
