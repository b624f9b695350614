import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { scheduledJobs } from '../db/schema/requests';

/**
 * Claims this period's run of a timed job: true for exactly one server among those that ask at
 * about the same time, because only one can move `last_run_at` forward past `everyMs` ago (an
 * atomic upsert). Every job does its work once across servers.
 */
export async function claimJobRun(db: Db, name: string, everyMs: number, now: Date): Promise<boolean> {
  const due = new Date(now.getTime() - everyMs);
  const claimed = await db
    .insert(scheduledJobs)
    .values({ name, lastRunAt: now })
    .onConflictDoUpdate({
      target: scheduledJobs.name,
      set: { lastRunAt: now },
      setWhere: sql`${scheduledJobs.lastRunAt} <= ${due.toISOString()}`,
    })
    .returning({ name: scheduledJobs.name });
  return claimed.length > 0;
}
