import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { activities } from '../schema/activities';
import { CATALOGUE } from './catalogue/index';
import { TIER_ACCESS, type CatalogueActivity } from './catalogue/types';

type ActivityInsert = typeof activities.$inferInsert;

/** The columns the catalogue owns: refreshed from it on every seed unless an admin edited the row. */
const SEEDED_COLUMNS = [
  'title',
  'description',
  'content',
  'category',
  'difficultyLevel',
  'forTea',
  'forTdah',
  'teaLevel',
  'tdahLevel',
  'minAge',
  'maxAge',
  'activityType',
  'estimatedDuration',
  'isPremium',
  'requiredSubscriptionMonths',
  'learningObjectives',
] as const satisfies readonly (keyof ActivityInsert)[];

export function catalogueRow(a: CatalogueActivity): ActivityInsert {
  const access = TIER_ACCESS[a.tier];
  return {
    seedKey: a.key,
    title: a.title,
    description: a.description,
    content: JSON.stringify(a.content),
    category: a.category,
    difficultyLevel: a.difficulty_level,
    forTea: a.for_tea,
    forTdah: a.for_tdah,
    teaLevel: a.tea_level,
    tdahLevel: a.tdah_level,
    minAge: a.min_age,
    maxAge: a.max_age,
    activityType: a.activity_type,
    estimatedDuration: a.estimated_duration,
    isPremium: access.isPremium,
    requiredSubscriptionMonths: access.requiredSubscriptionMonths,
    learningObjectives: a.learning_objectives,
  };
}

const excluded = (column: (typeof SEEDED_COLUMNS)[number]) => sql`excluded.${sql.identifier(activities[column].name)}`;

/**
 * Seeds the catalogue idempotently by seed key in one statement: missing activities are
 * inserted; seeded ones are brought in line with the catalogue (so fixes propagate) unless an
 * admin edited them (`admin_edited_at` set). Rows already equal are not rewritten, so a restart
 * touches nothing. `is_active` is left to the admin.
 */
export async function seedActivities(db: Db): Promise<void> {
  const current = sql.join(
    SEEDED_COLUMNS.map((c) => activities[c]),
    sql`, `,
  );
  const incoming = sql.join(SEEDED_COLUMNS.map(excluded), sql`, `);
  await db
    .insert(activities)
    .values(CATALOGUE.map(catalogueRow))
    .onConflictDoUpdate({
      target: activities.seedKey,
      set: {
        ...Object.fromEntries(SEEDED_COLUMNS.map((c) => [c, excluded(c)])),
        updatedAt: sql`now()`,
      },
      setWhere: sql`${activities.adminEditedAt} is null and (${current}) is distinct from (${incoming})`,
    });
}

/** What 'Gerar Templates' did: the standard activities it inserted and those it brought back. */
export interface RestoredStandard {
  inserted: string[];
  reactivated: string[];
}

/**
 * 'Gerar Templates' (docs/product.md#activity-editor): inserts the standard activities whose seed
 * key is missing and reactivates the standard ones an admin deleted. Nothing else is written, so
 * an admin's edits stay. Pass the transaction it belongs to: the insert skips a key another admin
 * inserted meanwhile (the seed-key unique index), and a reactivation counts only the rows this
 * call flipped, so two admins at once never add the same activity twice. `now` is the app clock's
 * time for the rows it brings back (the database's when not given).
 */
export async function restoreStandardActivities(db: Db, now?: Date): Promise<RestoredStandard> {
  const inserted = await db
    .insert(activities)
    .values(CATALOGUE.map(catalogueRow))
    .onConflictDoNothing({ target: activities.seedKey })
    .returning({ key: activities.seedKey });
  const reactivated = await db
    .update(activities)
    .set({ isActive: true, updatedAt: now ?? sql`now()` })
    .where(
      and(
        eq(activities.isActive, false),
        inArray(
          activities.seedKey,
          CATALOGUE.map((a) => a.key),
        ),
      ),
    )
    .returning({ key: activities.seedKey });
  const keys = (rows: { key: string | null }[]) => rows.map((r) => r.key!).sort();
  return { inserted: keys(inserted), reactivated: keys(reactivated) };
}
