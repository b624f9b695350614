import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { children } from './children';
import { createdAt, id, tsz, updatedAt } from './common';

export const activities = pgTable(
  'activities',
  {
    id: id(),
    /** Stable key from the seed catalogue; null for activities an admin created. */
    seedKey: text('seed_key'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** JSON text with a non-empty string `type` (docs/product.md#reading-content). */
    content: text('content'),
    category: text('category').notNull(),
    difficultyLevel: smallint('difficulty_level').notNull().default(1),
    forTea: boolean('for_tea').notNull().default(true),
    forTdah: boolean('for_tdah').notNull().default(true),
    teaLevel: smallint('tea_level'),
    tdahLevel: smallint('tdah_level'),
    minAge: smallint('min_age').notNull().default(3),
    maxAge: smallint('max_age').notNull().default(17),
    activityType: text('activity_type').notNull().default('game'),
    estimatedDuration: smallint('estimated_duration'),
    isActive: boolean('is_active').notNull().default(true),
    isPremium: boolean('is_premium').notNull().default(false),
    requiredSubscriptionMonths: smallint('required_subscription_months').notNull().default(0),
    learningObjectives: text('learning_objectives'),
    /** The admin's own words for what unlocks a premium activity; null: the product's text for the tier. */
    unlockDescription: text('unlock_description'),
    /** Set when an admin edits: the seed never overwrites an edited activity. */
    adminEditedAt: tsz('admin_edited_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('activities_seed_key_uq').on(t.seedKey), index('activities_category_idx').on(t.category)],
);

export const progressEntries = pgTable(
  'progress_entries',
  {
    id: id(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    /** Snapshots so history survives an activity being deleted. */
    activityTitle: text('activity_title').notNull(),
    activityCategory: text('activity_category').notNull(),
    status: text('status').notNull(),
    score: smallint('score'),
    /** Time played, in seconds (docs/product.md#score-and-time). */
    secondsSpent: integer('seconds_spent').notNull().default(0),
    /**
     * The same time in whole minutes, rounded up: read only by servers of the previous release
     * during a rolling upgrade (docs/product.md#score-and-time). Drop it in a later release.
     */
    timeSpent: integer('time_spent').notNull().default(0),
    completionDate: tsz('completion_date').notNull().defaultNow(),
    parentNotes: text('parent_notes'),
    /**
     * The save's `Idempotency-Key`: a result is recorded once per key and child forever, not only
     * while the idempotency store keeps the key (docs/product.md#recording-progress). Null on rows
     * saved before it was kept and on rows written by tests or imports.
     */
    idempotencyKey: text('idempotency_key'),
    /** The level the game was played at (docs/product.md#game-levels); null for a kind without levels and older rows. */
    level: smallint('level'),
    /** The level this result moved the child to; null when it stayed. */
    newLevel: smallint('new_level'),
    createdAt: createdAt(),
  },
  (t) => [
    // One row per child and key: a save sent again days later finds the first one.
    uniqueIndex('progress_child_key_uq')
      .on(t.childId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    // Pages of a child's list, newest first, and this week's counts: one range scan each.
    index('progress_child_date_id_idx').on(t.childId, t.completionDate, t.id),
    index('progress_date_idx').on(t.completionDate),
    index('progress_activity_idx').on(t.activityId),
    // A child's results of one activity over time: the measures of goals linked to activities and the
    // home programme's weeks (docs/product.md#goals), without reading the child's other results.
    index('progress_child_activity_date_idx').on(t.childId, t.activityId, t.completionDate),
    // Completed activities per child (the admin's users list, detail and export): counted from the index alone.
    index('progress_child_completed_idx')
      .on(t.childId)
      .where(sql`${t.status} = 'completed'`),
  ],
);
