import { z } from 'zod';
import { endpoint } from './contract';
import { userMessage } from './errors';
import { boundedIntParam } from './fields';

/**
 * The background work as the administration sees it (docs/decisions/023-one-job-runner.md): each
 * timed job's last run and every queued item not done yet (an e-mail, a payment notification),
 * with its state, attempts and last error. For an administrator's bearer token only.
 */

/**
 * `pending`: waiting for its (next) attempt; `running`: claimed by a server now; `failed`: gave up
 * (queued) or its last run failed (timed); `done`: a timed job whose last run worked.
 */
export const JOB_STATES = ['pending', 'running', 'failed', 'done'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOBS_PAGE_SIZE = 50;
export const JOBS_PAGE_MAX = 100;
export const JOBS_CURSOR_MAX = 300;

export const INVALID_JOB_STATE = userMessage('Situação inválida: use pending, running, failed ou done.');
export const INVALID_JOBS_CURSOR = userMessage('Página inválida.');
export const INVALID_JOBS_LIMIT = userMessage(`O limite deve ser um número de 1 a ${JOBS_PAGE_MAX}.`);

// Refusals of a retry (404/409).
export const JOB_ITEM_NOT_FOUND = 'Tarefa não encontrada.';
export const ONLY_FAILED_RETRY = 'Só uma tarefa com falha pode ser tentada de novo.';
/** An e-mail may have gone (docs/decisions/019-email-delivery-at-most-once.md): the outbox resends it. */
export const RETRY_NOT_ALLOWED =
  'Esta tarefa não é tentada de novo aqui; um e-mail com falha é reenviado em “E-mails enviados”.';

export const jobsQuery = z.strictObject({
  state: z.enum(JOB_STATES, { error: INVALID_JOB_STATE }).optional(),
  /** `next_cursor` of the previous page. */
  cursor: z
    .string({ error: INVALID_JOBS_CURSOR })
    .min(1, INVALID_JOBS_CURSOR)
    .max(JOBS_CURSOR_MAX, INVALID_JOBS_CURSOR)
    .optional(),
  limit: boundedIntParam(1, JOBS_PAGE_MAX, INVALID_JOBS_LIMIT).optional(),
});
export type JobsQuery = z.input<typeof jobsQuery>;

export const backgroundJob = z.object({
  /** Unique in the list: the job's name, and the item's key for a queued item. */
  id: z.string(),
  /** The job's name (`email-delivery`, `housekeeping`…). */
  job: z.string(),
  /** What the job does, in pt-BR. */
  title: z.string(),
  kind: z.enum(['timed', 'queued']),
  /** A queued item: what it is ('E-mail 12', 'Pagamento 123456'); null for a timed job. */
  item: z.string().nullable(),
  state: z.enum(JOB_STATES),
  /** A queued item: attempts made; a timed job: runs failed in a row. */
  attempts: z.number().int(),
  /** A queued item's attempt limit; null for a timed job. */
  max_attempts: z.number().int().nullable(),
  /** The last failure's error: its kind or the reason, never a secret. */
  last_error: z.string().nullable(),
  /** A timed job's last run started; a queued item's last attempt is not kept (null). */
  last_run_at: z.string().nullable(),
  /** A timed job's next run, a pending item's next attempt; null otherwise. */
  next_run_at: z.string().nullable(),
  /**
   * A failed queued item whose attempt may be made again (its queue retries a lost lease): the
   * administrator may send it back to the queue. A failed e-mail is resent from the outbox.
   */
  can_retry: z.boolean(),
});
export type BackgroundJob = z.infer<typeof backgroundJob>;

export const jobsPage = z.object({
  jobs: z.array(backgroundJob),
  next_cursor: z.string().nullable(),
});
export type JobsPage = z.infer<typeof jobsPage>;

const jobItemParams = z.strictObject({
  job: z.string({ error: JOB_ITEM_NOT_FOUND }).max(100, JOB_ITEM_NOT_FOUND),
  key: z.string({ error: JOB_ITEM_NOT_FOUND }).max(200, JOB_ITEM_NOT_FOUND),
});

export const adminJobsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/jobs',
    paging: { items: 'jobs' },
    access: 'admin',
    area: 'settings',
    tag: 'admin',
    query: jobsQuery,
    status: 200,
    response: jobsPage,
  }),
  /** A failed queued item back to the queue, its attempts from zero; audited. */
  retry: endpoint({
    method: 'POST',
    path: '/api/admin/jobs/:job/items/:key/retry',
    access: 'admin',
    area: 'settings',
    tag: 'admin',
    params: jobItemParams,
    status: 200,
    response: backgroundJob,
  }),
};
