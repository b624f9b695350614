import { isActivityUnlocked } from '@neurobridge/shared/domain/tiers';
import type { AppDeps } from '../../app-deps';
import type { ActivityRow } from '../activities/activity-view';
import type { ChildAccess } from '../children/child-access';

/**
 * An active activity of the catalogue and whether the child's parent's plan unlocks it
 * (docs/product.md#locking); null when it is unknown or inactive. What goes into a child's week
 * checks it: the family's add (docs/product.md#calendar) and a professional's assignment
 * (docs/product.md#home-programme), each answering with its own refusal.
 */
export async function planActivity(
  { catalogue, subscriptions }: Pick<AppDeps, 'catalogue' | 'subscriptions'>,
  activityId: number,
  parentSubscription: ChildAccess['parentSubscription'],
): Promise<{ activity: ActivityRow; unlocked: boolean } | null> {
  const activity = await catalogue.find(activityId);
  if (!activity) return null;
  const { tier } = subscriptions.standingOf(parentSubscription);
  const access = { is_premium: activity.isPremium, required_subscription_months: activity.requiredSubscriptionMonths };
  return { activity, unlocked: isActivityUnlocked(access, tier) };
}
