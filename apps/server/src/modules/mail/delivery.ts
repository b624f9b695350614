import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { ConnectionOptions } from 'node:tls';
import type { AppDeps } from '../../app-deps';
import { emailOutbox } from '../../db/schema/mail';
import { backoffSteps } from '../../jobs/job-rules';
import { createQueue } from '../../jobs/queue';
import type { QueuedJob } from '../../jobs/runner';
import { QUEUED_LOCK_CLASS } from './outbox';
import { createSmtpTransport, readSmtpRow, routeFrom, type SmtpSender } from './smtp-connection';
import { headerLine } from './templates';

/**
 * The outbox's delivery worker (docs/product.md#email-outbox), a queued job of the job runner
 * (jobs/background-jobs.ts). Each e-mail is claimed by one worker at a time (jobs/queue.ts:
 * `FOR UPDATE SKIP LOCKED`), with its attempt counted and a lease written in the same commit,
 * before the SMTP conversation starts. It is delivered at most once: an e-mail
 * whose lease ran out (its server stopped mid-send) is never sent again on its own, it is marked
 * failed with the reason and the admin may resend it (same Message-ID).
 */

/** How long a claimed e-mail stays with its worker: far longer than a send can take (SMTP_TIMEOUTS). */
export const LEASE_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 5;
/** The wait after attempts 1, 2, 3 and 4 failed for a reason that may pass. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;
/** E-mails one worker sends at the same time. */
const LANES = 4;
/** E-mails one call sends at most; the next call goes on. */
const BATCH = 200;

export const INTERRUPTED =
  'Envio interrompido: o servidor parou no meio do envio e o e-mail pode ter chegado. Reenvie só se o destinatário não o recebeu.';
export const SEALED_LOST = 'O link guardado deste e-mail não abre com a SECRETS_KEY atual.';
export const BAD_RECIPIENT = 'Endereço de destino inválido.';

export interface DeliveryResult {
  sent: number;
  retried: number;
  failed: number;
  interrupted: number;
}

type Row = typeof emailOutbox.$inferSelect;
type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secretsKey' | 'outbox' | 'onBackgroundError'> & {
  /** Extra TLS options (tests trust their self-signed peer); certificates are always verified. */
  tls?: ConnectionOptions;
};

/** Stable for the row, unique across databases (its creation time is part of it). */
export function messageIdOf(row: Pick<Row, 'id' | 'createdAt'>, appUrl: string): string {
  return `<nb.${row.id}.${row.createdAt.getTime().toString(36)}@${new URL(appUrl).hostname}>`;
}

// One address, nothing a header or a recipient list could be split on.
// eslint-disable-next-line no-control-regex
const SINGLE_ADDRESS = /^[^\s@,;<>"()\u0000-\u001f\u007f]+@[^\s@,;<>"()\u0000-\u001f\u007f]+$/;

interface Failure {
  permanent: boolean;
  reason: string;
}

/**
 * A 5xx answer to this e-mail (its recipient or its content) is final. Everything else may pass:
 * the network, a 4xx, and the server's own set-up (login, TLS), which the admin can fix.
 */
function classify(err: unknown): Failure {
  const e = (err ?? {}) as { code?: string; responseCode?: number; message?: string };
  const reason = headerLine(e.message ?? String(err)).slice(0, 500);
  const refused = typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
  return { permanent: refused && (e.code === 'EENVELOPE' || e.code === 'EMESSAGE'), reason };
}

/** The outbox as a queue of the job runner (jobs/queue.ts): at most once, so a lost lease fails. */
export const OUTBOX_QUEUE = {
  table: {
    table: emailOutbox,
    key: emailOutbox.id,
    state: emailOutbox.status,
    attempts: emailOutbox.attempts,
    nextAttemptAt: emailOutbox.nextAttemptAt,
    lastError: emailOutbox.lastError,
    states: { pending: 'pending', running: 'sending', failed: 'failed' },
  },
  maxAttempts: MAX_ATTEMPTS,
  backoff: backoffSteps(RETRY_DELAYS_MS),
  leaseMs: LEASE_MS,
  leaseLost: { fail: INTERRUPTED },
  itemLabel: 'E-mail',
} satisfies QueuedJob['queue'];

export function createMailDelivery({ db, clock, config, secretsKey, outbox, onBackgroundError, tls }: Deps) {
  let closed = false;
  const running = new Set<Promise<DeliveryResult>>();
  const queue = createQueue<number>(db, clock, OUTBOX_QUEUE.table, OUTBOX_QUEUE);

  /** One due e-mail, claimed (jobs/queue.ts): attempt counted and lease written, committed before any SMTP. */
  async function claim(): Promise<Row | null> {
    const claimed = await queue.claim();
    if (!claimed) return null;
    const [row] = await db.select().from(emailOutbox).where(queue.held(claimed));
    return row ?? null;
  }

  async function markSent(row: Row) {
    const done = await db
      .update(emailOutbox)
      // Delivered: the sealed link is no longer needed (docs/product.md#secrets).
      .set({ status: 'sent', sentAt: clock.now(), secretsEnc: null, lastError: null })
      .where(
        and(
          eq(emailOutbox.id, row.id),
          eq(emailOutbox.attempts, row.attempts),
          // Accepted after its lease ran out: it did go, whatever the interruption check wrote.
          inArray(emailOutbox.status, ['sending', 'failed']),
        ),
      )
      .returning({ id: emailOutbox.id });
    if (done.length === 0)
      onBackgroundError(new Error(`outbox ${row.id}`), 'a delivered e-mail changed hands meanwhile');
  }

  function markFailure(row: Row, failure: Failure): Promise<'retried' | 'failed'> {
    return queue.fail(
      { key: row.id, attempts: row.attempts },
      {
        permanent: failure.permanent,
        error: (final) =>
          failure.permanent
            ? `Recusado pelo servidor de e-mail: ${failure.reason}`
            : final
              ? `Falhou depois de ${MAX_ATTEMPTS} tentativas: ${failure.reason}`
              : `Falha temporária na tentativa ${row.attempts} de ${MAX_ATTEMPTS}: ${failure.reason}`,
      },
    );
  }

  async function sendOne(row: Row, transport: Transporter, sender: SmtpSender): Promise<keyof DeliveryResult> {
    let body: { text: string; html: string | null };
    try {
      body = outbox.render(row);
    } catch {
      return markFailure(row, { permanent: true, reason: SEALED_LOST });
    }
    if (!SINGLE_ADDRESS.test(row.toEmail)) return markFailure(row, { permanent: true, reason: BAD_RECIPIENT });
    try {
      await transport.sendMail({
        from: sender,
        to: { name: '', address: row.toEmail },
        subject: headerLine(row.subject),
        text: body.text,
        ...(body.html === null ? {} : { html: body.html }),
        messageId: messageIdOf(row, config.appUrl),
        date: clock.now(),
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    } catch (err) {
      return markFailure(row, classify(err));
    }
    await markSent(row);
    return 'sent';
  }

  async function run(limit: number): Promise<DeliveryResult> {
    const result: DeliveryResult = { sent: 0, retried: 0, failed: 0, interrupted: 0 };
    result.interrupted = await queue.recoverLeases();
    const route = routeFrom(await readSmtpRow(db), config, secretsKey);
    // Not configured or switched off: the e-mails wait in the outbox.
    if (route.state !== 'smtp') return result;
    const transport = await createSmtpTransport(route.connection, tls);
    let budget = limit;
    const lane = async () => {
      while (budget > 0 && !closed) {
        budget -= 1;
        const row = await claim();
        if (!row) return;
        result[await sendOne(row, transport, route.sender)] += 1;
      }
    };
    try {
      await Promise.all(Array.from({ length: LANES }, lane));
    } finally {
      transport.close();
    }
    return result;
  }

  function deliverDue(limit = BATCH): Promise<DeliveryResult> {
    if (closed) return Promise.resolve({ sent: 0, retried: 0, failed: 0, interrupted: 0 });
    const p = run(limit).finally(() => running.delete(p));
    running.add(p);
    return p;
  }

  // E-mails queued on this server whose writer's transaction may still be open.
  const queued = new Set<number>();
  let waiting: Promise<void> | null = null;
  let kick = () => {};
  function afterCommit(id: number): void {
    queued.add(id);
    if (waiting) return;
    waiting = (async () => {
      while (queued.size > 0 && !closed) {
        const ids = JSON.stringify([...queued]);
        queued.clear();
        try {
          // Each writer holds its e-mail's lock until its transaction ends (outbox.ts): taking
          // them, one statement that releases them at once, waits for those commits.
          await db.execute(
            sql`select pg_advisory_xact_lock(${QUEUED_LOCK_CLASS}::int, id::int) from jsonb_array_elements_text(${ids}::jsonb) as id`,
          );
        } catch (err) {
          onBackgroundError(err, 'waiting for queued e-mails failed');
        }
        kick();
      }
    })().finally(() => {
      waiting = null;
    });
  }

  return {
    /**
     * Delivers the e-mails due now (up to `limit`), first marking failed those whose worker
     * stopped mid-send. The job runner calls it (jobs/background-jobs.ts); tests call it directly.
     */
    deliverDue,

    /**
     * On a started job runner (main.ts): `runSoon` is called soon after each e-mail queued here
     * commits. Without it (the tests), nothing is sent unless `deliverDue` is called.
     */
    watchQueued(runSoon: () => void): void {
      kick = runSoon;
      outbox.onQueued(afterCommit);
    },

    /** Stops claiming; resolves once the sends in progress have ended and been recorded. */
    async close(): Promise<void> {
      closed = true;
      await Promise.allSettled([...running, waiting]);
    },
  };
}

export type MailDelivery = ReturnType<typeof createMailDelivery>;
