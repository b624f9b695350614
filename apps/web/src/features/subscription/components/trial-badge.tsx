import type { Subscription } from '@neurobridge/shared/api/subscription';
import { Badge } from '../../../components/ui/badge';
import { fmt } from '../../../locales/pt-BR/messages';
import { subscriptionMessages } from '../messages';
import { refundNotice } from '../refund-notice';
import { isEnding, isTrialPlan } from '../trial-state';

export function TrialBadge({ subscription }: { subscription: Subscription }) {
  const t = subscriptionMessages;
  // A plan a refund ended has no badge of its own: the banner says it (docs/product.md#refunded-plan).
  if (subscription.status !== 'trial' && refundNotice(subscription)) return null;
  const tone = isEnding(subscription) ? 'danger' : subscription.status === 'active' ? 'success' : 'info';
  let text: string;
  if (subscription.status === 'expired') text = isTrialPlan(subscription) ? t.expiredBadge : t.planEndedBadge;
  else if (subscription.status === 'cancelled') text = t.cancelledBadge;
  else if (subscription.status === 'trial') {
    const days = subscription.trial_days_left ?? 0;
    text = days > 1 ? fmt(t.trialBadge, { days }) : days === 1 ? t.trialBadgeOne : t.trialLastDay;
  } else text = subscription.plan_type === 'admin_granted' ? t.grantedBadge : t.activeBadge;
  return (
    <span data-testid="trial-badge" data-ending={isEnding(subscription) || undefined}>
      <Badge tone={tone}>{text}</Badge>
    </span>
  );
}
