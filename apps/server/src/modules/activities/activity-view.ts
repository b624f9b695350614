import type { Activity } from '@neurobridge/shared/api/activities';
import { isActivityUnlocked, type ActivityTier } from '@neurobridge/shared/domain/tiers';
import type { activities } from '../../db/schema/activities';

export type ActivityRow = typeof activities.$inferSelect;

/**
 * What unlocks a premium activity, in words, shown with the lock icon (docs/product.md#locking): the
 * admin's own text when one was written (docs/product.md#activity-editor), else the tier's.
 */
export function unlockDescription(
  row: Pick<ActivityRow, 'isPremium' | 'requiredSubscriptionMonths' | 'unlockDescription'>,
): string | null {
  if (!row.isPremium) return null;
  if (row.unlockDescription) return row.unlockDescription;
  if (row.requiredSubscriptionMonths === 0) return 'Disponível em todos os planos pagos.';
  return `Disponível a partir do ${row.requiredSubscriptionMonths}º mês de assinatura.`;
}

/** The activity as the API answers it, locked per caller: a locked one goes without its content (docs/product.md#locking). */
export function toActivity(row: ActivityRow, tier: ActivityTier): Activity {
  const locked = !isActivityUnlocked(
    { is_premium: row.isPremium, required_subscription_months: row.requiredSubscriptionMonths },
    tier,
  );
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    content: locked ? null : row.content,
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
    is_active: row.isActive,
    required_subscription_months: row.requiredSubscriptionMonths,
    unlock_description: unlockDescription(row),
    learning_objectives: row.learningObjectives,
    is_premium: row.isPremium,
    is_locked: locked,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
