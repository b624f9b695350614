import type { AdminActivity, AdminActivityValues } from '@neurobridge/shared/api/admin-activities';
import type { activities } from '../../db/schema/activities';
import type { ActivityRow } from '../activities/activity-view';

type ActivityInsert = typeof activities.$inferInsert;

/** An activity as the editor reads it: every field, locked or not, deleted or not (docs/product.md#activity-editor). */
export function toAdminActivity(row: ActivityRow): AdminActivity {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    content: row.content,
    category: row.category,
    difficulty_level: row.difficultyLevel,
    for_tea: row.forTea ? 1 : 0,
    for_tdah: row.forTdah ? 1 : 0,
    tea_level: row.teaLevel,
    tdah_level: row.tdahLevel,
    min_age: row.minAge,
    max_age: row.maxAge,
    activity_type: row.activityType,
    estimated_duration: row.estimatedDuration,
    learning_objectives: row.learningObjectives,
    is_premium: row.isPremium,
    required_subscription_months: row.requiredSubscriptionMonths,
    unlock_description: row.unlockDescription,
    is_active: row.isActive,
    is_standard: row.seedKey !== null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The columns an admin's form writes: all of them, a PUT replaces every field. */
export function toColumns(values: AdminActivityValues) {
  return {
    title: values.title,
    description: values.description,
    content: JSON.stringify(values.content),
    category: values.category,
    difficultyLevel: values.difficulty_level,
    forTea: values.for_tea === 1,
    forTdah: values.for_tdah === 1,
    teaLevel: values.tea_level,
    tdahLevel: values.tdah_level,
    minAge: values.min_age,
    maxAge: values.max_age,
    activityType: values.activity_type,
    estimatedDuration: values.estimated_duration,
    learningObjectives: values.learning_objectives,
    isPremium: values.is_premium,
    requiredSubscriptionMonths: values.required_subscription_months,
    unlockDescription: values.unlock_description,
  } satisfies Partial<ActivityInsert>;
}

type Field = keyof AdminActivityValues;

/** Parsed JSON with sorted keys, so content that differs only in key order is the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function parsedContent(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A hand-written row: shown as the text it holds.
    return text;
  }
}

/**
 * The fields an edit changes, with their old and new values, for the audit trail (content as
 * objects, compared without regard to key order).
 */
export function changedFields(before: ActivityRow, after: AdminActivityValues) {
  const old = toAdminActivity(before);
  const changes: Partial<Record<Field, { old: unknown; new: unknown }>> = {};
  for (const field of Object.keys(after) as Field[]) {
    const from = field === 'content' ? parsedContent(old.content) : old[field];
    const to = after[field];
    if (canonical(from) !== canonical(to)) changes[field] = { old: from, new: to };
  }
  return changes;
}
