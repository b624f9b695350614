import { ACTIVITY_NOT_FOUND } from '@neurobridge/shared/api/activities';
import {
  SCHEDULE_ENTRY_NOT_FOUND,
  SLOT_FULL,
  type CompleteScheduleEntryResponse,
  type Reward,
  type ScheduleEntry,
} from '@neurobridge/shared/api/schedule';
import {
  REMOVAL_REASON_REQUIRED,
  type createScheduleEntryBody,
  type moveScheduleEntryBody,
} from '@neurobridge/shared/api/schedule-changes';
import type { TimeSlot } from '@neurobridge/shared/domain/calendar';
import { completedAtToRecord } from '@neurobridge/shared/domain/played-at';
import { localDateString, weekOf } from '@neurobridge/shared/domain/time';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { activities } from '../../db/schema/activities';
import { homeEntryRemovals } from '../../db/schema/goals';
import { rewards, scheduleEntries } from '../../db/schema/schedule';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import { preparedQuery } from '../../lib/prepared-query';
import type { ChildAccess, ChildRow } from '../children/child-access';
import { ACTIVITY_LOCKED } from '../progress/progress-service';
import { fileSlug, firstName } from '../reports/pdf/file-name';
import { completeEntry, lockChild } from './schedule-completion';
import { NOT_ASSIGNED, readContents, readWeek, ROUTINE_CATEGORY, type WeekEntryRow } from './schedule-queries';
import { toReward, toScheduleEntry } from './schedule-view';
import { planActivity } from './plan-activity';
import { printableWeekPdf } from './printable-week';
import { fullDay } from './slots';
import { activityPicture, routinePicture } from './week-pictures';

export type CreateScheduleEntryInput = z.output<typeof createScheduleEntryBody>;
export type MoveScheduleEntryInput = z.output<typeof moveScheduleEntryBody>;

const rewardsQuery = preparedQuery((db) =>
  db
    .select()
    .from(rewards)
    .where(eq(rewards.childId, sql.placeholder('childId')))
    .orderBy(desc(rewards.earnedAt), desc(rewards.id))
    .prepare('schedule_rewards'),
);

const entryOf = (childId: number, entryId: number) =>
  and(eq(scheduleEntries.id, entryId), eq(scheduleEntries.childId, childId));

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
  /** The activity, if active and unlocked for the parent's plan: 404 or 403 otherwise. */
  async function unlockedActivity(activityId: number, parentSubscription: ChildAccess['parentSubscription']) {
    const found = await planActivity({ catalogue, subscriptions }, activityId, parentSubscription);
    if (!found) throw notFound(ACTIVITY_NOT_FOUND);
    if (!found.unlocked) throw new HttpError(403, ACTIVITY_LOCKED);
    return found.activity;
  }

  return {
    /** The week in one query after the child check. */
    async list(childId: number): Promise<ScheduleEntry[]> {
      const week = weekOf(clock.now());
      return (await readWeek(db, childId, week)).map((row) => toScheduleEntry(row, week));
    },

    /**
     * An entry in a slot with room (MAX_ENTRIES_PER_SLOT, entries of both kinds counted): an active
     * activity unlocked for the child's parent's plan, or a routine entry with its own title and
     * picture (docs/product.md#routine-entries); otherwise nothing is written.
     */
    async add({ child, parentSubscription }: ChildAccess, body: CreateScheduleEntryInput): Promise<ScheduleEntry> {
      const activity = body.kind === 'activity' ? await unlockedActivity(body.activity_id!, parentSubscription) : null;
      const row = await db.transaction(async (tx) => {
        await lockChild(tx, child.id);
        if ((await fullDay(tx, child.id, body.time_slot, [body.day_of_week])) !== null) {
          throw new HttpError(409, SLOT_FULL);
        }
        const routine = body.kind === 'routine';
        const [inserted] = await tx
          .insert(scheduleEntries)
          .values({
            childId: child.id,
            kind: body.kind,
            activityId: activity?.id ?? null,
            title: routine ? body.title! : null,
            picture: routine ? body.picture! : null,
            timerMinutes: routine ? (body.timer_minutes ?? null) : null,
            time: body.time ?? null,
            dayOfWeek: body.day_of_week,
            timeSlot: body.time_slot,
            createdAt: clock.now(),
          })
          .returning();
        return inserted!;
      });
      const fresh: WeekEntryRow = {
        ...row,
        activityTitle: activity?.title ?? row.title!,
        activityCategory: activity?.category ?? ROUTINE_CATEGORY,
        weeks: [],
        rewardEarned: false,
        ...NOT_ASSIGNED,
      };
      return toScheduleEntry(fresh, weekOf(clock.now()));
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

    /**
     * Owner only (the contract's `manage`): an entry, the family's own or a professional's, to another
     * day and/or time of day with room in it (else 409, nothing changed). Its completions, streak and
     * rewards go with it. Answers the entry as this week shows it.
     */
    async move(childId: number, entryId: number, body: MoveScheduleEntryInput): Promise<ScheduleEntry> {
      const week = weekOf(clock.now());
      const row = await db.transaction(async (tx) => {
        await lockChild(tx, childId);
        const [entry] = await tx.select().from(scheduleEntries).where(entryOf(childId, entryId));
        if (!entry) throw notFound(SCHEDULE_ENTRY_NOT_FOUND);
        const day = body.day_of_week ?? entry.dayOfWeek;
        const slot = (body.time_slot ?? entry.timeSlot) as TimeSlot;
        if (day !== entry.dayOfWeek || slot !== entry.timeSlot) {
          if ((await fullDay(tx, childId, slot, [day])) !== null) throw new HttpError(409, SLOT_FULL);
          await tx
            .update(scheduleEntries)
            .set({ dayOfWeek: day, timeSlot: slot })
            .where(eq(scheduleEntries.id, entryId));
        }
        return (await readWeek(tx, childId, week, true)).find((r) => r.id === entryId)!;
      });
      return toScheduleEntry(row, week);
    },

    /**
     * Owner only (the contract's `manage`); the rewards it earned stay. A professional's entry
     * (docs/product.md#home-programme) goes only with a `reason` (400 otherwise, nothing removed),
     * kept with its title and day for the professional in the same transaction; the family's own
     * entry ignores one.
     */
    async remove(childId: number, entryId: number, reason: string | undefined, removedBy: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [entry] = await tx
          .select({
            assignmentId: scheduleEntries.assignmentId,
            dayOfWeek: scheduleEntries.dayOfWeek,
            title: sql<string>`coalesce(${activities.title}, ${scheduleEntries.title}, '')`,
          })
          .from(scheduleEntries)
          .leftJoin(activities, eq(activities.id, scheduleEntries.activityId))
          .where(entryOf(childId, entryId))
          .for('update', { of: scheduleEntries });
        if (!entry) throw notFound(SCHEDULE_ENTRY_NOT_FOUND);
        if (entry.assignmentId !== null) {
          if (!reason) throw new HttpError(400, REMOVAL_REASON_REQUIRED);
          await tx.insert(homeEntryRemovals).values({
            assignmentId: entry.assignmentId,
            activityTitle: entry.title,
            dayOfWeek: entry.dayOfWeek,
            reason,
            removedBy,
            removedAt: clock.now(),
          });
        }
        await tx.delete(scheduleEntries).where(eq(scheduleEntries.id, entryId));
      });
    },

    /** This week as an A4 landscape PDF for the fridge, named after the child and today's date. */
    async printableWeek(child: ChildRow): Promise<{ filename: string; body: Buffer }> {
      const now = clock.now();
      const week = weekOf(now);
      const entries = (await readWeek(db, child.id, week)).map((row) => toScheduleEntry(row, week));
      const activityIds = entries.flatMap((e) => (e.activity_id === null ? [] : [e.activity_id]));
      const contents = await readContents(db, [...new Set(activityIds)]);
      const printable = entries.map((e) => ({
        ...e,
        picture:
          e.activity_id === null
            ? routinePicture(e.picture)
            : activityPicture(contents.get(e.activity_id), e.activity_category),
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
