import { date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities } from './activities';
import { children } from './children';
import { createdAt, id } from './common';

/** A weekly, repeating calendar slot (docs/product.md#calendar). */
export const scheduleEntries = pgTable(
  'schedule_entries',
  {
    id: id(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    timeSlot: text('time_slot').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('schedule_child_idx').on(t.childId)],
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
