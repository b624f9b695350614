import { sql } from 'drizzle-orm';
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
