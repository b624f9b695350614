import { ACTIVITY_NOT_FOUND } from '@neurobridge/shared/api/activities';
import {
  SCHEDULE_ENTRY_NOT_FOUND,
  SLOT_FULL,
  type CompleteScheduleEntryResponse,
  type createScheduleEntryBody,
  type Reward,
  type ScheduleEntry,
} from '@neurobridge/shared/api/schedule';
import { MAX_ENTRIES_PER_SLOT } from '@neurobridge/shared/domain/calendar';
import { completedAtToRecord } from '@neurobridge/shared/domain/played-at';
import { isActivityUnlocked } from '@neurobridge/shared/domain/tiers';
import { localDateString, weekOf } from '@neurobridge/shared/domain/time';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { rewards, scheduleEntries } from '../../db/schema/schedule';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { preparedQuery } from '../../lib/prepared-query';
import type { ChildAccess, ChildRow } from '../children/child-access';
import { ACTIVITY_LOCKED } from '../progress/progress-service';
import { fileSlug, firstName } from '../reports/pdf/file-name';
import { completeEntry, lockChild } from './schedule-completion';
import { readContents, readWeek } from './schedule-queries';
import { toReward, toScheduleEntry } from './schedule-view';
import { printableWeekPdf } from './printable-week';
import { activityPicture } from './week-pictures';

export type CreateScheduleEntryInput = z.output<typeof createScheduleEntryBody>;

const rewardsQuery = preparedQuery((db) =>
  db
    .select()
    .from(rewards)
    .where(eq(rewards.childId, sql.placeholder('childId')))
    .orderBy(desc(rewards.earnedAt), desc(rewards.id))
    .prepare('schedule_rewards'),
);

/**
 * The weekly calendar, its streaks and rewards (docs/product.md#calendar,
 * docs/product.md#streaks-and-rewards). "This week" is the São Paulo week of the app clock.
 */
export function createScheduleService({
  db,
  clock,
  subscriptions,
  catalogue,
}: Pick<AppDeps, 'db' | 'clock' | 'subscriptions' | 'catalogue'>) {
  return {
    /** The week in one query after the child check. */
    async list(childId: number): Promise<ScheduleEntry[]> {
      const week = weekOf(clock.now());
      return (await readWeek(db, childId, week)).map((row) => toScheduleEntry(row, week));
    },

    /**
     * An active activity unlocked for the child's parent's plan, in a slot with room
     * (MAX_ENTRIES_PER_SLOT); otherwise nothing is written.
     */
    async add({ child, parentSubscription }: ChildAccess, body: CreateScheduleEntryInput): Promise<ScheduleEntry> {
      const activity = await catalogue.find(body.activity_id);
      if (!activity) throw notFound(ACTIVITY_NOT_FOUND);
      const { tier } = subscriptions.standingOf(parentSubscription);
      const access = {
        is_premium: activity.isPremium,
        required_subscription_months: activity.requiredSubscriptionMonths,
      };
      if (!isActivityUnlocked(access, tier)) throw new HttpError(403, ACTIVITY_LOCKED);
      const row = await db.transaction(async (tx) => {
        await lockChild(tx, child.id);
        const slot = and(
          eq(scheduleEntries.childId, child.id),
          eq(scheduleEntries.dayOfWeek, body.day_of_week),
          eq(scheduleEntries.timeSlot, body.time_slot),
        );
        const [taken] = await tx.select({ n: count() }).from(scheduleEntries).where(slot);
        if ((taken?.n ?? 0) >= MAX_ENTRIES_PER_SLOT) throw new HttpError(409, SLOT_FULL);
        const [inserted] = await tx
          .insert(scheduleEntries)
          .values({
            childId: child.id,
            activityId: activity.id,
            dayOfWeek: body.day_of_week,
            timeSlot: body.time_slot,
            createdAt: clock.now(),
          })
          .returning();
        return inserted!;
      });
      return {
        id: row.id,
        activity_id: activity.id,
        activity_title: activity.title,
        activity_category: activity.category,
        day_of_week: row.dayOfWeek,
        time_slot: body.time_slot,
        is_completed: false,
        streak_count: 0,
        reward_earned: false,
      };
    },

    /**
     * Ticks an entry (docs/product.md#calendar) for the week it was ticked in: `completedAt`, the
     * device's moment (a tick made offline and sent later, docs/product.md#offline-play), else now;
     * ahead of the app clock it counts as now, more than 30 days back it is refused (400, nothing
     * written). Another child's or unknown entry: 404. The answer is the entry as this week shows it,
     * whichever week the tick counted for (one more read only when that was an earlier week).
     */
    async complete(child: ChildRow, entryId: number, completedAt?: string): Promise<CompleteScheduleEntryResponse> {
      const now = clock.now();
      const when = completedAt === undefined ? { date: now } : completedAtToRecord(new Date(completedAt), now);
      if ('problem' in when) throw fieldError('completed_at', when.problem);
      const thisWeek = weekOf(now);
      const done = await db.transaction(async (tx) => {
        const completed = await completeEntry(tx, { childId: child.id, entryId, at: when.date });
        if (!completed || weekOf(when.date) === thisWeek) return completed;
        const row = (await readWeek(tx, child.id, thisWeek, true)).find((r) => r.id === entryId)!;
        return { ...completed, entry: toScheduleEntry(row, thisWeek) };
      });
      if (!done) throw notFound(SCHEDULE_ENTRY_NOT_FOUND);
      return done;
    },

    /** Owner only (the contract's `manage`); the rewards it earned stay. */
    async remove(childId: number, entryId: number): Promise<void> {
      const deleted = await db
        .delete(scheduleEntries)
        .where(and(eq(scheduleEntries.id, entryId), eq(scheduleEntries.childId, childId)))
        .returning({ id: scheduleEntries.id });
      if (deleted.length === 0) throw notFound(SCHEDULE_ENTRY_NOT_FOUND);
    },

    /** This week as an A4 landscape PDF for the fridge, named after the child and today's date. */
    async printableWeek(child: ChildRow): Promise<{ filename: string; body: Buffer }> {
      const now = clock.now();
      const week = weekOf(now);
      const entries = (await readWeek(db, child.id, week)).map((row) => toScheduleEntry(row, week));
      const contents = await readContents(db, [...new Set(entries.map((e) => e.activity_id))]);
      const printable = entries.map((e) => ({
        ...e,
        picture: activityPicture(contents.get(e.activity_id), e.activity_category),
      }));
      const body = await printableWeekPdf({ childName: firstName(child.name), week, entries: printable, now });
      return { filename: `neurobridge_semana_${fileSlug(child.name)}_${localDateString(now)}.pdf`, body };
    },

    /** Newest first; at most one per milestone. */
    async rewards(childId: number): Promise<Reward[]> {
      return (await rewardsQuery(db).execute({ childId })).map(toReward);
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
