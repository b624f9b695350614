import { index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, tsz } from './common';
import { users } from './users';

/**
 * A create sent with an `Idempotency-Key` header: the first request claims the key, a repeat
 * gets the first answer back (docs/product.md#idempotency). Kept for a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method, route and a hash of the body: the same key for another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request runs. */
    statusCode: smallint('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * When a timed job last ran, so that with several servers each run happens once: a server runs a
 * job only if it moves `last_run_at` forward itself (jobs/runner.ts). The last run's outcome is
 * kept for the administration (GET /api/admin/jobs).
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  /** `running` from the claim, then `done` or `failed`. */
  state: text('state').notNull().default('done'),
  /** Runs failed in a row; 0 after a run that worked. */
  failures: smallint('failures').notNull().default(0),
  /** The last failed run's error: its kind only, never a message that could carry a secret. */
  lastError: text('last_error'),
  finishedAt: tsz('finished_at'),
});
