import type { StarsWeek } from '@neurobridge/shared/api/stars';
import { addDays, localMidnight, TIME_ZONE } from '@neurobridge/shared/domain/time';
import { and, eq, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { children } from '../../db/schema/children';
import { starLedger } from '../../db/schema/stars';

const TZ = sql.raw(`'${TIME_ZONE}'`);

/**
 * The São Paulo week an instant column falls in, as its Sunday 'YYYY-MM-DD' (docs/product.md#calendar):
 * date_trunc's weeks start on Monday, so shifted by a day they start on Sunday — the same rule as
 * `playedWeek` in modules/progress/progress-rules.ts, for the ledger's `at`.
 */
function localWeek(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(date_trunc('week', (${column} at time zone ${TZ}) + interval '1 day') - interval '1 day', 'YYYY-MM-DD')`;
}

/**
 * A child's stars per São Paulo week, each named by its Sunday (docs/product.md#stars-and-the-reward-shop):
 * `earned` is the sum of the week's earnings, `spent` the stars spent (a positive number) and
 * `rewards_received` the rewards approved that week (the spending row's `at` is the approval).
 * One query for all the weeks; a week without rows answers zeros. The answer follows `weekStarts`' order.
 */
export async function starsWeeks(db: Db, childId: number, weekStarts: readonly string[]): Promise<StarsWeek[]> {
  return (await ledgerWeeks(db, childId, weekStarts)).weeks;
}

/** The balance (the whole ledger's sum) and `starsWeeks`, in the same one query. */
export async function ledgerWeeks(
  db: Db,
  childId: number,
  weekStarts: readonly string[],
): Promise<{ balance: number; weeks: StarsWeek[] }> {
  const sorted = [...weekStarts].sort();
  // No week asked for: an empty range, and the query still answers the balance.
  const from = localMidnight(sorted[0] ?? '2000-01-02');
  const to = sorted.length === 0 ? from : localMidnight(addDays(sorted[sorted.length - 1]!, 7));
  const week = localWeek(starLedger.at);
  // From the child's row, so a child without rows in the weeks still gets one row, with the balance.
  const rows = await db
    .select({
      week,
      earned: sql<number>`coalesce(sum(${starLedger.delta}) filter (where ${starLedger.delta} > 0), 0)`.mapWith(Number),
      spent: sql<number>`coalesce(-sum(${starLedger.delta}) filter (where ${starLedger.delta} < 0), 0)`.mapWith(Number),
      rewards:
        sql<number>`count(${starLedger.id}) filter (where ${starLedger.reason} = 'reward' and ${starLedger.delta} < 0)`.mapWith(
          Number,
        ),
      balance:
        sql<number>`(select coalesce(sum(b.delta), 0) from ${starLedger} b where b.child_id = ${childId})`.mapWith(
          Number,
        ),
    })
    .from(children)
    .leftJoin(starLedger, and(eq(starLedger.childId, children.id), gte(starLedger.at, from), lt(starLedger.at, to)))
    .where(eq(children.id, childId))
    .groupBy(week);
  const byWeek = new Map(rows.map((r) => [r.week, r]));
  return {
    balance: rows[0]?.balance ?? 0,
    weeks: weekStarts.map((weekStart) => {
      const row = byWeek.get(weekStart);
      return {
        week_start: weekStart,
        earned: row?.earned ?? 0,
        spent: row?.spent ?? 0,
        rewards_received: row?.rewards ?? 0,
      };
    }),
  };
}
