import {
  START_LEVEL,
  type GameLevel,
  type LevelledKind,
  type LevelState,
} from '@neurobridge/shared/domain/game-levels';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { childGameLevels } from '../../db/schema/stars';
import { preparedQuery } from '../../lib/prepared-query';

export type LevelRow = typeof childGameLevels.$inferSelect;

/** A kind without a row is at the start level, unpinned, with no runs (docs/product.md#game-levels). */
export function stateOf(row: Pick<LevelRow, 'level' | 'pinned' | 'highRun' | 'lowRun'> | undefined): LevelState {
  if (!row) return { level: START_LEVEL, pinned: false, highRun: 0, lowRun: 0 };
  return { level: row.level as GameLevel, pinned: row.pinned, highRun: row.highRun, lowRun: row.lowRun };
}

const thisRow = (childId: number, kind: LevelledKind) =>
  and(eq(childGameLevels.childId, childId), eq(childGameLevels.kind, kind));

/**
 * The child's row of one kind, locked until the caller's transaction ends, made at the start level
 * first when there is none: two results of one child saved at once move the level one after the
 * other, and neither loses the other's run. One statement: an upsert that changes nothing takes
 * the row's lock and answers it as last committed, whether it was just made or already there.
 */
export async function lockLevel(tx: Db, childId: number, kind: LevelledKind): Promise<LevelState> {
  const [row] = await tx
    .insert(childGameLevels)
    .values({ childId, kind, level: START_LEVEL })
    .onConflictDoUpdate({ target: [childGameLevels.childId, childGameLevels.kind], set: { kind } })
    .returning();
  return stateOf(row);
}

/**
 * The write of the state a result left, inside the transaction that locked it, `when` it holds;
 * `changed_at` only when the level moved. For the caller to run, alone or with the result's
 * insert; null when the state did not change.
 */
export function levelUpdate(
  tx: Db,
  {
    childId,
    kind,
    before,
    after,
    at,
  }: { childId: number; kind: LevelledKind; before: LevelState; after: LevelState; at: Date },
  when?: SQL,
) {
  if (after.level === before.level && after.highRun === before.highRun && after.lowRun === before.lowRun) return null;
  return tx
    .update(childGameLevels)
    .set({
      level: after.level,
      highRun: after.highRun,
      lowRun: after.lowRun,
      ...(after.level !== before.level ? { changedAt: at } : {}),
    })
    .where(and(thisRow(childId, kind), when));
}

/** Every level row of a child (a handful: one per kind played or pinned), by its primary key. */
export const levelRowsQuery = preparedQuery((db: Db) =>
  db
    .select()
    .from(childGameLevels)
    .where(eq(childGameLevels.childId, sql.placeholder('childId')))
    .prepare('child_game_levels'),
);
