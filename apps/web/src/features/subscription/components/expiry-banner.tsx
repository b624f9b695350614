import type { Subscription } from '@neurobridge/shared/api/subscription';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { subscriptionMessages } from '../messages';
import { refundNotice } from '../refund-notice';
import { isEnding, isTrialPlan } from '../trial-state';

/**
 * The dashboard's subscription banner (docs/product.md#trial-badge-and-banner): a trial ending or
 * over, a plan ended, or a plan a refund ended (docs/product.md#refunded-plan), with "Assinar agora".
 */
export function ExpiryBanner({ subscription }: { subscription: Subscription | null | undefined }) {
  const refunded = refundNotice(subscription);
  if (!subscription || (!refunded && !isEnding(subscription))) return null;
  const t = subscriptionMessages;
  return (
    <div
      role="status"
      className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border-2 border-red-200 bg-red-50 p-4"
    >
      <p className="font-medium text-red-900">
        {refunded ??
          (subscription.status !== 'expired'
            ? t.bannerEnding
            : isTrialPlan(subscription)
              ? t.bannerExpired
              : t.bannerPlanEnded)}
      </p>
      <ButtonLink to={paths.subscription}>{t.upgrade}</ButtonLink>
    </div>
  );
}
