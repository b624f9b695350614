import { date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities } from './activities';
import { children } from './children';
import { createdAt, id } from './common';
import { homeAssignments } from './goals';

/** A weekly, repeating calendar slot (docs/product.md#calendar). */
export const scheduleEntries = pgTable(
  'schedule_entries',
  {
    id: id(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** `activity` or `routine` (docs/product.md#routine-entries). */
    kind: text('kind').notNull().default('activity'),
    /** Null for a routine entry. */
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
    /** A routine entry's title and picture (a `PICTURES` key) and optional timer; null for an activity. */
    title: text('title'),
    picture: text('picture'),
    timerMinutes: smallint('timer_minutes'),
    /** Optional 'HH:MM' shown in 'Meu dia'. */
    time: text('time'),
    dayOfWeek: smallint('day_of_week').notNull(),
    timeSlot: text('time_slot').notNull(),
    /** The professional's assignment this entry came from (docs/product.md#home-programme); null for the family's own. */
    assignmentId: integer('assignment_id').references(() => homeAssignments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('schedule_child_idx').on(t.childId), index('schedule_assignment_idx').on(t.assignmentId)],
);

/** One row per entry and São Paulo week in which it was completed; streaks are counted from these. */
export const scheduleCompletions = pgTable(
  'schedule_completions',
  {
    id: id(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => scheduleEntries.id, { onDelete: 'cascade' }),
    weekStart: date('week_start').notNull(),
    completedAt: createdAt(),
  },
  (t) => [uniqueIndex('schedule_completion_week_uq').on(t.entryId, t.weekStart)],
);

export const rewards = pgTable(
  'rewards',
  {
    id: id(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** Milestone key; unique per child so a reward is never granted twice. */
    milestone: text('milestone').notNull(),
    /**
     * The schedule completion that earned it, so the week shows which entry's completion was
     * rewarded (`reward_earned`); null once that entry is removed (the reward stays).
     */
    completionId: integer('completion_id').references(() => scheduleCompletions.id, { onDelete: 'set null' }),
    rewardIcon: text('reward_icon').notNull(),
    rewardTitle: text('reward_title').notNull(),
    rewardDescription: text('reward_description').notNull(),
    earnedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rewards_child_milestone_uq').on(t.childId, t.milestone),
    // Removing an entry sets its completions' rewards' link to null: found by this index, not a scan.
    index('rewards_completion_idx').on(t.completionId),
  ],
);
