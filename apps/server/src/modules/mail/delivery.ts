import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { ConnectionOptions } from 'node:tls';
import type { AppDeps } from '../../app-deps';
import { emailOutbox } from '../../db/schema/mail';
import { QUEUED_LOCK_CLASS } from './outbox';
import { createSmtpTransport, readSmtpRow, routeFrom, type SmtpSender } from './smtp-connection';
import { headerLine } from './templates';

/**
 * The outbox's delivery worker (docs/product.md#email-outbox). Each e-mail is claimed by one
 * worker at a time (`FOR UPDATE SKIP LOCKED`), with its attempt counted and a lease written in
 * the same commit, before the SMTP conversation starts. It is delivered at most once: an e-mail
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
/** The safety net of a started worker: a run every half minute, whatever was queued. */
export const DELIVERY_EVERY_MS = 30_000;

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

export function createMailDelivery({ db, clock, config, secretsKey, outbox, onBackgroundError, tls }: Deps) {
  let closed = false;
  const running = new Set<Promise<DeliveryResult>>();

  /** Rows left `sending` past their lease: their worker stopped and may have handed them over. */
  async function failInterrupted(now: Date): Promise<number> {
    const rows = await db
      .update(emailOutbox)
      .set({ status: 'failed', lastError: INTERRUPTED, nextAttemptAt: now })
      .where(and(eq(emailOutbox.status, 'sending'), lte(emailOutbox.nextAttemptAt, now)))
      .returning({ id: emailOutbox.id });
    return rows.length;
  }

  /** One due e-mail, claimed: attempt counted and lease written, committed before any SMTP. */
  async function claim(): Promise<Row | null> {
    const now = clock.now();
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(emailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
      })
      // `= (subquery)` runs it once; `IN (subquery)` may run it again per row and claim several.
      .where(and(sql`${emailOutbox.id} = (${due})`, eq(emailOutbox.status, 'pending')))
      .returning();
    return row ?? null;
  }

  /** This claim's row: the same attempt, still in this worker's hands. */
  const mine = (row: Row) =>
    and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'sending'), eq(emailOutbox.attempts, row.attempts));

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

  async function markFailure(row: Row, failure: Failure): Promise<'retried' | 'failed'> {
    const now = clock.now();
    const retry = !failure.permanent && row.attempts < MAX_ATTEMPTS;
    const lastError = failure.permanent
      ? `Recusado pelo servidor de e-mail: ${failure.reason}`
      : retry
        ? `Falha temporária na tentativa ${row.attempts} de ${MAX_ATTEMPTS}: ${failure.reason}`
        : `Falhou depois de ${MAX_ATTEMPTS} tentativas: ${failure.reason}`;
    const delay = RETRY_DELAYS_MS[Math.min(row.attempts, RETRY_DELAYS_MS.length) - 1] ?? 0;
    await db
      .update(emailOutbox)
      .set(
        retry
          ? { status: 'pending', lastError, nextAttemptAt: new Date(now.getTime() + delay) }
          : { status: 'failed', lastError, nextAttemptAt: now },
      )
      .where(mine(row));
    return retry ? 'retried' : 'failed';
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
    result.interrupted = await failInterrupted(clock.now());
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

  // A started worker's runs: at most one in flight, and at most one more asked for meanwhile.
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | null = null;
  let again = false;
  function kick(): void {
    if (!started || closed) return;
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = (async () => {
      do {
        again = false;
        try {
          await deliverDue();
        } catch (err) {
          onBackgroundError(err, 'e-mail delivery failed');
        }
      } while (again && !closed);
    })().finally(() => {
      inFlight = null;
    });
  }

  // E-mails queued on this server whose writer's transaction may still be open.
  const queued = new Set<number>();
  let waiting: Promise<void> | null = null;
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
     * stopped mid-send. A started worker calls it itself; tests call it directly.
     */
    deliverDue,

    /**
     * Runs the worker on this server (main.ts): a run now, one every half minute, and one soon
     * after each e-mail queued here commits (runs coalesce: one in flight, one waiting).
     * Without it (the tests), nothing is sent unless `deliverDue` is called.
     */
    start(): void {
      if (started || closed) return;
      started = true;
      outbox.onQueued(afterCommit);
      kick();
      timer = setInterval(kick, DELIVERY_EVERY_MS);
      timer.unref();
    },

    /** Stops claiming; resolves once the sends in progress have ended and been recorded. */
    async close(): Promise<void> {
      closed = true;
      clearInterval(timer);
      await Promise.allSettled([...running, inFlight, waiting]);
    },
  };
}

export type MailDelivery = ReturnType<typeof createMailDelivery>;
