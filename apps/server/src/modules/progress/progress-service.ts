import { ACTIVITY_NOT_FOUND } from '@neurobridge/shared/api/activities';
import {
  PROGRESS_DAILY_LIMIT,
  PROGRESS_DAILY_LIMIT_REACHED,
  PROGRESS_PAGE_DEFAULT,
  type createProgressBody,
  type ProgressEntry,
  type progressListQuery,
  type ProgressPage,
  type ProgressSummary,
} from '@neurobridge/shared/api/progress';
import { START_LEVEL, type GameLevel } from '@neurobridge/shared/domain/game-levels';
import { playedAtToRecord } from '@neurobridge/shared/domain/played-at';
import { starsForResult } from '@neurobridge/shared/domain/stars';
import { isActivityUnlocked } from '@neurobridge/shared/domain/tiers';
import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { progressEntries } from '../../db/schema/activities';
import { childGameLevels, starLedger } from '../../db/schema/stars';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { preparedQuery } from '../../lib/prepared-query';
import { asRefusal } from '../../lib/security-events';
import type { ChildAccess } from '../children/child-access';
import { levelledKindOf } from '../levels/activity-kind';
import { averageScore, completedCount, entryCount, localDayBounds, playedBetween } from './progress-rules';
import { recordWith, type NewProgress, type Result } from './progress-record';
import { progressSource, toProgressEntry } from './progress-view';

export type CreateProgressInput = z.output<typeof createProgressBody>;
export type ProgressListInput = z.output<typeof progressListQuery>;

export const ACTIVITY_LOCKED = 'Esta atividade está bloqueada no plano atual.';

/**
 * Entries with the stars each earned: the ledger's row for the result (`progress:<id>`), found by
 * star_ledger_child_source_uq, 0 when it earned none (docs/product.md#stars-and-the-reward-shop).
 */
const withStars = (db: Db) =>
  db
    .select({
      ...getTableColumns(progressEntries),
      stars: sql<number>`coalesce(${starLedger.delta}, 0)`.mapWith(Number),
    })
    .from(progressEntries)
    .leftJoin(
      starLedger,
      and(
        eq(starLedger.childId, progressEntries.childId),
        eq(starLedger.source, sql`${progressSource('')} || ${progressEntries.id}`),
      ),
    );

const page = (db: Db, after?: SQL) =>
  withStars(db)
    .where(and(eq(progressEntries.childId, sql.placeholder('childId')), after))
    .orderBy(desc(progressEntries.completionDate), desc(progressEntries.id))
    .limit(sql.placeholder('take'));
const firstPageQuery = preparedQuery((db) => page(db).prepare('progress_first_page'));
const pageAfterQuery = preparedQuery((db) =>
  page(
    db,
    sql`(${progressEntries.completionDate}, ${progressEntries.id}) < (select c.completion_date, c.id
      from ${progressEntries} c where c.id = ${sql.placeholder('cursor')} and c.child_id = ${sql.placeholder('childId')})`,
  ).prepare('progress_page_after'),
);

const summaryQuery = preparedQuery((db) =>
  db
    .select({ completed: completedCount(), average: averageScore(), total: entryCount() })
    .from(progressEntries)
    .where(eq(progressEntries.childId, sql.placeholder('childId')))
    .prepare('progress_summary'),
);

/**
 * What a save reads first, in one query (docs/decisions/014-fast-reads.md): the row already saved
 * with this key for the child, if any (progress_child_key_uq), the child's level in the activity's
 * kind (null without a row, or for a kind without levels), and the results of the child played
 * on one São Paulo day (`since` to `until`), counted up to the limit and no further: a range scan of
 * progress_child_date_id_idx (child_id, completion_date, id) that stops after the limit's rows.
 * Counted in the database, the quota holds across servers; two saves racing at the very limit may
 * both pass (a row or two over).
 */
const beforeSaveQuery = preparedQuery((db) =>
  db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      existing: sql<number | null>`(select ${progressEntries.id} from ${progressEntries}
        where ${progressEntries.childId} = ${sql.placeholder('childId')}
        and ${progressEntries.idempotencyKey} = ${sql.placeholder('key')})`,
      level: sql<number | null>`(select ${childGameLevels.level} from ${childGameLevels}
        where ${childGameLevels.childId} = ${sql.placeholder('childId')}
        and ${childGameLevels.kind} = ${sql.placeholder('kind')})`,
    })
    .from(
      sql`(select 1 from ${progressEntries} where ${progressEntries.childId} = ${sql.placeholder('childId')}
        and ${playedBetween(progressEntries, sql.placeholder('since'), sql.placeholder('until'))}
        limit ${PROGRESS_DAILY_LIMIT}) as today`,
    )
    .prepare('progress_before_save'),
);

const byKey = (db: Db, childId: number, key: string) =>
  withStars(db).where(and(eq(progressEntries.childId, childId), eq(progressEntries.idempotencyKey, key)));

/** A save that earns no star and moves no level: the most frequent write before stars, prepared like the reads. */
const insertQuery = preparedQuery((db) =>
  db
    .insert(progressEntries)
    .values({
      childId: sql.placeholder('childId'),
      activityId: sql.placeholder('activityId'),
      activityTitle: sql.placeholder('activityTitle'),
      activityCategory: sql.placeholder('activityCategory'),
      status: sql.placeholder('status'),
      score: sql.placeholder('score'),
      secondsSpent: sql.placeholder('secondsSpent'),
      timeSpent: sql.placeholder('timeSpent'),
      completionDate: sql.placeholder('completionDate'),
      parentNotes: sql.placeholder('parentNotes'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      level: sql.placeholder('level'),
      newLevel: sql.placeholder('newLevel'),
    })
    .onConflictDoNothing()
    .returning()
    .prepare('progress_insert'),
);

/**
 * A child's progress in one place: recording a result, the list, and (with the reports) the
 * aggregates (docs/product.md#progress). The child comes already checked by the route's contract.
 */
export function createProgressService({
  db,
  clock,
  subscriptions,
  catalogue,
  progressChanged,
}: Pick<AppDeps, 'db' | 'clock' | 'subscriptions' | 'catalogue' | 'progressChanged'>) {
  /** The row first saved with this key for the child, answered again as it was. */
  async function firstSave(childId: number, key: string): Promise<ProgressEntry> {
    const [row] = await byKey(db, childId, key);
    return toProgressEntry(row!);
  }

  return {
    /**
     * A page, newest first (docs/product.md#reading-progress). The cursor is the id of the last
     * entry of the previous page: the next page starts after that entry's exact date and id, read
     * in the same query, so no entry is skipped or repeated. One index range scan
     * (progress_child_date_id_idx) whatever the child's history.
     */
    async list(childId: number, { limit = PROGRESS_PAGE_DEFAULT, cursor }: ProgressListInput): Promise<ProgressPage> {
      const rows = cursor
        ? await pageAfterQuery(db).execute({ childId, cursor, take: limit + 1 })
        : await firstPageQuery(db).execute({ childId, take: limit + 1 });
      const items = rows.slice(0, limit).map(toProgressEntry);
      return { items, next_cursor: rows.length > limit ? String(items[items.length - 1]!.id) : null };
    },

    /** The child page's numbers, counted over all entries in one query (docs/product.md#reading-progress). */
    async summary(childId: number): Promise<ProgressSummary> {
      const [row] = await summaryQuery(db).execute({ childId });
      return { completed: row?.completed ?? 0, average_score: row?.average ?? null, total: row?.total ?? 0 };
    },

    /**
     * Records a result, its time in seconds, dated by when it was played: the device's `played_at`
     * (the app clock when it is ahead of it, a fast device clock; refused more than 30 days back),
     * else the app clock. A locked (by the child's parent's tier) or unknown activity is refused
     * (docs/product.md#recording-progress). The activity comes from the catalogue in memory, so a
     * save that changes nothing else is one read and one insert; one that moves a level, earns
     * stars or completes an entry of the week is a transaction (`recordWith`). The daily quota
     * counts the results of the day it was played.
     * Played from the week (`schedule_entry_id`), the same transaction completes that entry for the
     * week it was played in, the way a tick does, when it is this child's entry for this activity;
     * any other id completes nothing. Every server is told after it commits.
     *
     * Once per `Idempotency-Key` and child, forever: a repeat within a day is answered by the
     * idempotency plugin; later (the key no longer in its store, say a device that sends its queue
     * days after), the key kept on the row answers here with that row, whatever changed since,
     * writing nothing. Two saves of one key at once still make one row (the unique index; the one
     * that loses answers the winner's row) (docs/product.md#idempotency).
     */
    async record(
      { child, parentSubscription }: ChildAccess,
      body: CreateProgressInput,
      key: string | null,
    ): Promise<ProgressEntry> {
      const now = clock.now();
      const played = body.played_at === undefined ? { date: now } : playedAtToRecord(new Date(body.played_at), now);
      const day = localDayBounds('date' in played ? played.date : now);
      // In memory: its kind (docs/product.md#game-levels) goes with the first read.
      const activity = await catalogue.find(body.activity_id);
      const kind = activity ? levelledKindOf(activity) : null;
      const [before] = await beforeSaveQuery(db).execute({
        childId: child.id,
        key,
        kind,
        since: day.start,
        until: day.end,
      });
      if (key && before!.existing !== null) return firstSave(child.id, key);
      if (!activity) throw notFound(ACTIVITY_NOT_FOUND);
      const { tier } = subscriptions.standingOf(parentSubscription);
      const access = {
        is_premium: activity.isPremium,
        required_subscription_months: activity.requiredSubscriptionMonths,
      };
      if (!isActivityUnlocked(access, tier)) throw new HttpError(403, ACTIVITY_LOCKED);
      if ('problem' in played) throw fieldError('played_at', played.problem);
      if (before!.n >= PROGRESS_DAILY_LIMIT) {
        throw asRefusal(new HttpError(429, PROGRESS_DAILY_LIMIT_REACHED), 'rate_limited');
      }
      const secondsSpent = body.seconds_spent ?? (body.time_spent ?? 0) * 60;
      const status = body.status ?? 'completed';
      const score = body.score ?? null;
      const values: NewProgress = {
        childId: child.id,
        activityId: activity.id,
        activityTitle: activity.title,
        activityCategory: activity.category,
        status,
        score,
        secondsSpent,
        timeSpent: Math.ceil(secondsSpent / 60),
        completionDate: played.date,
        parentNotes: body.parent_notes || null,
        idempotencyKey: key,
        level: kind ? (body.level ?? before!.level ?? START_LEVEL) : null,
        newLevel: null,
      };
      const result: Result = {
        kind,
        score: status === 'completed' ? score : null,
        stars: starsForResult(status, score),
        entryId: body.schedule_entry_id,
        level: body.level as GameLevel | undefined,
        now,
      };
      const [row] =
        result.entryId || result.stars > 0 || (kind && result.score !== null)
          ? await db.transaction((tx) => recordWith(tx, values, activity, result))
          : (await insertQuery(db).execute(values)).map((inserted) => ({ ...inserted, stars: 0 }));
      // Nothing inserted: the same key was saved at the same moment by another request.
      if (!row) return firstSave(child.id, key!);
      await progressChanged(child.parentUserId);
      return toProgressEntry(row);
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
