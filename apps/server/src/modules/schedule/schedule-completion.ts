import type { CompleteScheduleEntryResponse, Reward } from '@neurobridge/shared/api/schedule';
import { ROUTINE_STARS } from '@neurobridge/shared/domain/stars';
import { weekOf } from '@neurobridge/shared/domain/time';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { children } from '../../db/schema/children';
import { rewards, scheduleCompletions } from '../../db/schema/schedule';
import { addToLedger } from '../stars/ledger';
import { milestonesReached, rewardFor } from './milestones';
import { readWeek, type WeekEntryRow } from './schedule-queries';
import { toReward, toScheduleEntry } from './schedule-view';
import { runThrough } from './weeks';

/**
 * Adds and completions of one child run one after the other: each locks the child's row first
 * (without blocking the foreign-key checks of other writes), so two adds cannot both fill the last
 * place of a slot and two completions cannot both miss each other when deciding a full day or 80 %
 * of the week.
 */
export async function lockChild(tx: Db, childId: number): Promise<void> {
  await tx.select({ id: children.id }).from(children).where(eq(children.id, childId)).for('no key update');
}

export interface CompletionRequest {
  childId: number;
  entryId: number;
  /** When it was completed: the app clock, or the device's moment already checked (a tick sent late, a result played earlier). */
  at: Date;
  /** Only an entry of this activity (a result saved from the week, docs/product.md#calendar). */
  activityId?: number;
}

/**
 * The one way a calendar entry is completed for the São Paulo week of `at`, whether ticked or played
 * from the week (docs/product.md#streaks-and-rewards), inside the caller's transaction `tx`. A second
 * completion in the same week is ignored and grants nothing (one row per entry and week); a new one
 * grants the milestones it reaches in that week, each once per child (ON CONFLICT DO NOTHING on the
 * child's milestone), dated `at`. A routine entry's new completion also earns its star
 * (docs/product.md#stars-and-the-reward-shop), written to the ledger in the same transaction and
 * dated `at`; a repeat earns none (`stars` 0, as for an activity, whose stars come with its result).
 * Answers the entry as that week shows it. Null when the child has no such entry (or, with
 * `activityId`, none of that activity: a routine entry is never completed by a result): nothing is
 * written.
 */
export async function completeEntry(
  tx: Db,
  { childId, entryId, at, activityId }: CompletionRequest,
): Promise<CompleteScheduleEntryResponse | null> {
  const week = weekOf(at);
  await lockChild(tx, childId);
  const before = await readWeek(tx, childId, week, true);
  const found = before.find((r) => r.id === entryId && (activityId === undefined || r.activityId === activityId));
  if (!found) return null;
  const [completion] = await tx
    .insert(scheduleCompletions)
    .values({ entryId, weekStart: week, completedAt: at })
    .onConflictDoNothing()
    .returning({ id: scheduleCompletions.id });
  if (!completion) return { entry: toScheduleEntry(found, week), new_rewards: [], stars: 0 };
  // The week as it is now: this entry completed in it.
  const rows = before.map((r) => (r.id === entryId ? { ...r, weeks: [week, ...r.weeks] } : r));
  const row = rows.find((r) => r.id === entryId)!;
  const newRewards = await grant(tx, { childId, completionId: completion.id, at }, row, rows, week);
  const stars =
    found.kind === 'routine' ? await routineStar(tx, { childId, completionId: completion.id, at }, found) : 0;
  const entry = toScheduleEntry(row, week);
  return { entry: { ...entry, reward_earned: newRewards.length > 0 }, new_rewards: newRewards, stars };
}

/** The star a routine entry's 'Feito!' earns, once per completion (its `completion:<id>` source). */
async function routineStar(
  tx: Db,
  { childId, completionId, at }: { childId: number; completionId: number; at: Date },
  entry: WeekEntryRow,
): Promise<number> {
  const added = await addToLedger(tx, {
    childId,
    delta: ROUTINE_STARS,
    reason: 'routine',
    source: `completion:${completionId}`,
    label: entry.activityTitle,
    at,
  });
  return added ? ROUTINE_STARS : 0;
}

async function grant(
  tx: Db,
  { childId, completionId, at }: { childId: number; completionId: number; at: Date },
  row: WeekEntryRow,
  rows: WeekEntryRow[],
  week: string,
): Promise<Reward[]> {
  const done = (r: WeekEntryRow) => r.weeks.includes(week);
  const day = rows.filter((r) => r.dayOfWeek === row.dayOfWeek);
  const reached = milestonesReached({
    dayTotal: day.length,
    dayCompleted: day.filter(done).length,
    weekTotal: rows.length,
    weekCompleted: rows.filter(done).length,
    streak: runThrough(row.weeks, week),
  });
  const granted = await tx
    .insert(rewards)
    .values(reached.map((m) => ({ ...rewardFor(m), childId, completionId, earnedAt: at })))
    .onConflictDoNothing()
    .returning();
  return granted.map(toReward);
}
