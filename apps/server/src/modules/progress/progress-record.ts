import { applyResult, type GameLevel, type LevelledKind } from '@neurobridge/shared/domain/game-levels';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { progressEntries } from '../../db/schema/activities';
import { childGameLevels } from '../../db/schema/stars';
import type { ActivityRow } from '../activities/activity-view';
import { levelUpdate, lockLevel } from '../levels/level-rows';
import { evaluateGoalMet, gameGoalsOf } from '../goals/goal-measures';
import { completeEntry } from '../schedule/schedule-completion';
import { addToLedger } from '../stars/ledger';
import { progressSource, type ProgressRow } from './progress-view';

export type NewProgress = typeof progressEntries.$inferInsert & { level: number | null; newLevel: number | null };

/** What a new result changes besides its row. */
export interface Result {
  /** The activity's kind, when it has levels. */
  kind: LevelledKind | null;
  /** A finished result's score; null when it moves no level (not finished, or no score). */
  score: number | null;
  stars: number;
  entryId: number | undefined;
  /** The level the player says it played at; absent, the child's current one. */
  level: GameLevel | undefined;
  /** The app clock at the save: when a goal this result meets is recorded as met. */
  now: Date;
}

/**
 * A result that moves a level, earns stars or completes an entry of the week, in one transaction
 * (docs/product.md#game-levels, docs/product.md#stars-and-the-reward-shop): the child's row of the
 * kind is locked first, so results saved at once move the level one after the other; the row is
 * inserted with the level it was played at and the level it moved to, and the kind's new state
 * written in the same statement, only when the row is new (not a repeat of its key); then a new
 * row earns its stars (`progress:<id>` in the ledger), completes the entry and, finished with a
 * score, may meet the goals its activity counts toward (`evaluateGoalMet`, lock order: the level
 * row, the child's row, the goal's).
 */
export async function recordWith(
  tx: Db,
  values: NewProgress,
  activity: ActivityRow,
  { kind, score, stars, entryId, level, now }: Result,
): Promise<ProgressRow[]> {
  const childId = values.childId;
  const moving = kind && score !== null ? { kind, before: await lockLevel(tx, childId, kind) } : null;
  const after = moving ? applyResult(moving.before, score!) : null;
  if (moving && after) {
    values.level = level ?? moving.before.level;
    values.newLevel = after.level !== moving.before.level ? after.level : null;
  }
  const saved = tx.$with('saved').as(tx.insert(progressEntries).values(values).onConflictDoNothing().returning());
  const update =
    moving && after
      ? levelUpdate(tx, { childId, ...moving, after, at: values.completionDate! }, sql`exists (select 1 from ${saved})`)
      : null;
  const [row] = update
    ? await tx
        .with(saved, tx.$with('level_saved').as(update.returning({ kind: childGameLevels.kind })))
        .select()
        .from(saved)
    : await tx.insert(progressEntries).values(values).onConflictDoNothing().returning();
  if (!row) return [];
  await addToLedger(tx, {
    childId,
    delta: stars,
    reason: 'activity',
    source: progressSource(row.id),
    label: activity.title,
    at: row.completionDate,
  });
  if (entryId) await completeEntry(tx, { childId, entryId, at: row.completionDate, activityId: activity.id });
  // A finished, scored result counts toward the child's active goals linked to its activity
  // (docs/product.md#goals): one indexed look-up, nothing more when the child has none. Every
  // finished result earns a star, so every one comes through here.
  if (row.status === 'completed' && row.score !== null) {
    for (const goalId of await gameGoalsOf(tx, childId, activity.id)) await evaluateGoalMet(tx, goalId, now);
  }
  return [{ ...row, stars }];
}
