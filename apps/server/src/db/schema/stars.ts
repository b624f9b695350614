import { index, integer, pgTable, primaryKey, smallint, text, boolean, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { children } from './children';
import { createdAt, id, tsz } from './common';
import { users } from './users';

/**
 * A child's level per game kind (docs/product.md#game-levels). No row: the kind is at the start level,
 * unpinned. `high_run` / `low_run` are the finished results in a row at ≥ 80 % / below 40 % since the
 * level last changed (`applyResult` in packages/shared/src/domain/game-levels.ts).
 */
export const childGameLevels = pgTable(
  'child_game_levels',
  {
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    level: smallint('level').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    highRun: smallint('high_run').notNull().default(0),
    lowRun: smallint('low_run').notNull().default(0),
    /** When the level last changed or was pinned. */
    changedAt: tsz('changed_at'),
  },
  (t) => [primaryKey({ columns: [t.childId, t.kind] })],
);

/**
 * The child's stars, append-only (docs/product.md#stars-and-the-reward-shop): every earning (+) and
 * spending (−) is a row, the balance is the sum. `source` names what the row is for
 * (`progress:<id>`, `completion:<id>`, `request:<id>`), unique per child, so nothing is counted twice.
 */
export const starLedger = pgTable(
  'star_ledger',
  {
    id: id(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** `activity`, `routine` or `reward`. */
    reason: text('reason').notNull(),
    source: text('source').notNull(),
    /** What it was for, as the child saw it (the activity's, the task's or the reward's name). */
    label: text('label').notNull(),
    /** When it happened: the result's played_at, the tick's completed_at, the approval. */
    at: tsz('at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('star_ledger_child_source_uq').on(t.childId, t.source),
    // The weeks by (child, at); the balance reads the same index alone (delta is its last column).
    index('star_ledger_child_at_idx').on(t.childId, t.at, t.delta),
  ],
);

/** The rewards the parent put in the child's shop; a removed one keeps its row (`removed_at`) for the requests. */
export const shopRewards = pgTable(
  'shop_rewards',
  {
    id: id(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    picture: text('picture').notNull(),
    price: smallint('price').notNull(),
    size: text('size').notNull(),
    removedAt: tsz('removed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('shop_rewards_child_idx').on(t.childId)],
);

/** A child's request for a reward: pending until the parent approves (the stars are spent then) or declines. */
export const rewardRequests = pgTable(
  'reward_requests',
  {
    id: id(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    rewardId: integer('reward_id').references(() => shopRewards.id, { onDelete: 'set null' }),
    rewardName: text('reward_name').notNull(),
    rewardPicture: text('reward_picture').notNull(),
    price: smallint('price').notNull(),
    size: text('size').notNull(),
    /** `pending`, `approved` or `declined`. */
    status: text('status').notNull().default('pending'),
    requestedAt: tsz('requested_at').notNull().defaultNow(),
    decidedAt: tsz('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One waiting request per reward: two taps or two tabs ask once.
    uniqueIndex('reward_requests_pending_uq')
      .on(t.rewardId)
      .where(sql`${t.status} = 'pending'`),
    index('reward_requests_child_idx').on(t.childId, t.status),
  ],
);
