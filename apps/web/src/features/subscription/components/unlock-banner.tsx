import type { Subscription } from '@neurobridge/shared/api/subscription';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { fmt } from '../../../locales/pt-BR/messages';
import { subscriptionMessages } from '../messages';
import { isTrialPlan } from '../trial-state';

/**
 * docs/product.md#unlock-banner: the content-unlock banner by plan tier. A family without a
 * subscription (it chose 'Agora não' on the trial welcome) is not told about a trial it has not
 * started.
 */
export function UnlockBanner({ subscription, unlocked }: { subscription: Subscription | null; unlocked: number }) {
  const t = subscriptionMessages.unlock;
  let text: string;
  if (!subscription) text = fmt(t.none, { n: unlocked });
  else if (subscription.status === 'trial') text = fmt(t.trial, { n: unlocked });
  else if (subscription.status === 'active')
    text = fmt(subscription.plan_type === 'admin_granted' ? t.all : t.paid, { n: unlocked });
  // A cancelled plan keeps its tier until its end date (docs/product.md#money-back).
  else if (subscription.status === 'cancelled') text = fmt(t.paid, { n: unlocked });
  else text = fmt(isTrialPlan(subscription) ? t.expired : t.planEnded, { n: unlocked });
  const canUpgrade = !subscription || subscription.status !== 'active';
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100"
    >
      <p className="font-medium">{text}</p>
      {canUpgrade && (
        <Link to={paths.subscription} className="font-semibold text-brand-700 underline">
          {t.seePlans}
        </Link>
      )}
    </div>
  );
}
