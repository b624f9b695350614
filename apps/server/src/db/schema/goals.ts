import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activities } from './activities';
import { children } from './children';
import { createdAt, id, tsz, updatedAt } from './common';
import { professionalSessions } from './professionals';
import { users } from './users';

/**
 * A child's goal (docs/product.md#goals): a measurable criterion over game scores, session trials or
 * yes/no observations. `met_at` is written once, by the rule, the first time the criterion holds.
 */
export const goals = pgTable(
  'goals',
  {
    id: id(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    /** Who created it; null once that account is deleted (the goal stays the child's). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** `parent` or `professional`: what the creator was to the child. */
    createdByRole: text('created_by_role').notNull(),
    /** The creator's name when the goal was made, for after the account is gone. */
    createdByName: text('created_by_name').notNull(),
    title: text('title').notNull(),
    /** A `GOAL_AREAS` key. */
    area: text('area').notNull(),
    criterionPercent: smallint('criterion_percent').notNull(),
    criterionCount: smallint('criterion_count').notNull(),
    /** `sessions` or `days`. */
    criterionUnit: text('criterion_unit').notNull(),
    /** `game_score`, `trials` or `observation`. */
    measure: text('measure').notNull(),
    startDate: date('start_date').notNull(),
    reviewDate: date('review_date'),
    /** `active`, `met`, `paused` or `ended`. */
    status: text('status').notNull().default('active'),
    metAt: tsz('met_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('goals_child_status_idx').on(t.childId, t.status), index('goals_created_by_idx').on(t.createdBy)],
);

/** The catalogue activities whose results count toward a goal. */
export const goalActivities = pgTable(
  'goal_activities',
  {
    goalId: integer('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
  },
  // The progress save finds the goals an activity counts toward by the second index.
  (t) => [primaryKey({ columns: [t.goalId, t.activityId] }), index('goal_activities_activity_idx').on(t.activityId)],
);

/** What happened to a goal, who did it and what changed (`changes`: field → [before, after]). */
export const goalEvents = pgTable(
  'goal_events',
  {
    id: id(),
    goalId: integer('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    /** Null for the rule (the goal was met) or a deleted account. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    /** `created`, `updated`, `status`, `met`, `observation`. */
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>(),
    at: createdAt(),
  },
  (t) => [
    index('goal_events_goal_idx').on(t.goalId, t.at),
    // Deleting an account finds the history it wrote in other families' plans (docs/product.md#account-deletion).
    index('goal_events_actor_idx').on(t.actorUserId),
  ],
);

/** A yes/no observation of a goal on a day. */
export const goalObservations = pgTable(
  'goal_observations',
  {
    id: id(),
    goalId: integer('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    recorderUserId: integer('recorder_user_id').references(() => users.id, { onDelete: 'set null' }),
    recorderName: text('recorder_name').notNull(),
    observedOn: date('observed_on').notNull(),
    achieved: boolean('achieved').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('goal_observations_goal_idx').on(t.goalId, t.observedOn),
    // Deleting an account finds its observations.
    index('goal_observations_recorder_idx').on(t.recorderUserId),
  ],
);

/**
 * One trial of a session for a goal, as one recorder saw it (docs/product.md#session-trials):
 * `position` orders a recorder's trials, and trial i of two recorders is compared for agreement.
 */
export const sessionTrials = pgTable(
  'session_trials',
  {
    id: id(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => professionalSessions.id, { onDelete: 'cascade' }),
    goalId: integer('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    recorderUserId: integer('recorder_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** `TRIAL_RESULTS`. */
    result: text('result').notNull(),
    /** `PROMPT_LEVELS`. */
    prompt: text('prompt').notNull(),
    recordedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('session_trials_uq').on(t.sessionId, t.goalId, t.recorderUserId, t.position),
    // A goal's session measures: its trials by session, read from this index.
    index('session_trials_goal_idx').on(t.goalId, t.sessionId),
    // Deleting an account finds the trials it recorded.
    index('session_trials_recorder_idx').on(t.recorderUserId),
  ],
);

/**
 * Practice a professional assigned to the family's week (docs/product.md#home-programme): its
 * activities land in the week as schedule entries that carry `assignment_id`. `times_per_week` is
 * the chosen days' count, or the 'n vezes por semana'; ending it removes its entries.
 */
export const homeAssignments = pgTable(
  'home_assignments',
  {
    id: id(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    professionalUserId: integer('professional_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goalId: integer('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    activityIds: integer('activity_ids').array().notNull(),
    /** The days chosen (0 Sunday … 6 Saturday); null for 'n vezes por semana'. */
    daysOfWeek: smallint('days_of_week').array(),
    timesPerWeek: smallint('times_per_week').notNull(),
    timeSlot: text('time_slot').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    endedAt: tsz('ended_at'),
  },
  (t) => [
    index('home_assignments_child_idx').on(t.childId),
    index('home_assignments_pro_idx')
      .on(t.professionalUserId, t.childId)
      .where(sql`${t.endedAt} is null`),
    index('home_assignments_goal_idx').on(t.goalId),
  ],
);

/** A professional's entry the family removed from the week, and why: the professional sees it. */
export const homeEntryRemovals = pgTable(
  'home_entry_removals',
  {
    id: id(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => homeAssignments.id, { onDelete: 'cascade' }),
    activityTitle: text('activity_title').notNull(),
    dayOfWeek: smallint('day_of_week').notNull(),
    reason: text('reason').notNull(),
    removedBy: integer('removed_by').references(() => users.id, { onDelete: 'set null' }),
    removedAt: createdAt(),
  },
  (t) => [
    index('home_entry_removals_assignment_idx').on(t.assignmentId),
    // Deleting an account finds the removals it made.
    index('home_entry_removals_removed_by_idx').on(t.removedBy),
  ],
);
