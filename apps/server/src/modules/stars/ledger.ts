import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { starLedger } from '../../db/schema/stars';

/**
 * The one writer and reader of a child's stars (docs/product.md#stars-and-the-reward-shop): rows are
 * only ever added, the balance is their sum. `source` says what a row is for (`progress:<id>`,
 * `completion:<id>`, `request:<id>`); it is unique per child, so a row for the same thing is never
 * added twice (ON CONFLICT DO NOTHING), whoever asks and however often.
 */
export interface LedgerRow {
  childId: number;
  /** Positive for an earning, negative for a spending; never 0. */
  delta: number;
  reason: 'activity' | 'routine' | 'reward';
  source: string;
  label: string;
  at: Date;
}

/** Adds the row inside the caller's transaction; true when it was added, false when its source already had one. */
export async function addToLedger(tx: Db, row: LedgerRow): Promise<boolean> {
  if (row.delta === 0) return false;
  const added = await tx.insert(starLedger).values(row).onConflictDoNothing().returning({ id: starLedger.id });
  return added.length > 0;
}

/** The child's balance: the sum of the ledger. */
export async function balanceOf(tx: Db, childId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: sql<number>`coalesce(sum(${starLedger.delta}), 0)::int` })
    .from(starLedger)
    .where(eq(starLedger.childId, childId));
  return row?.balance ?? 0;
}

/** Whether a row for this source exists (a repeat finds what the first one did). */
export async function ledgerRowFor(tx: Db, childId: number, source: string) {
  const [row] = await tx
    .select()
    .from(starLedger)
    .where(and(eq(starLedger.childId, childId), eq(starLedger.source, source)));
  return row ?? null;
}
