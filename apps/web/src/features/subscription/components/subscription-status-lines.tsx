import type { Subscription } from '@neurobridge/shared/api/subscription';
import { formatDate } from '@neurobridge/shared/domain/format';
import { fmt } from '../../../locales/pt-BR/messages';
import { subscriptionMessages } from '../messages';
import { refundNotice } from '../refund-notice';
import { TrialBadge } from './trial-badge';

const day = (value: string | null) => (value ? formatDate(value) : '');

/** The subscription's state in words (docs/product.md#subscription-page). */
export function SubscriptionStatusLines({
  subscription: sub,
  planName,
}: {
  subscription: Subscription | null;
  planName: string;
}) {
  const t = subscriptionMessages.page;
  const lead = 'text-xl font-bold';
  if (!sub) {
    return (
      <>
        <p className={lead}>{t.none}</p>
        <p className="mt-1 text-muted">{t.noneHint}</p>
      </>
    );
  }
  // A plan a refund ended: its one message says what is left (docs/product.md#refunded-plan).
  const refunded = refundNotice(sub);
  if (sub.status === 'trial') {
    return (
      <>
        <TrialBadge subscription={sub} />
        <p className="mt-2">{refunded ?? fmt(t.trialEnds, { date: day(sub.trial_end_date) })}</p>
      </>
    );
  }
  if (refunded) return <p className={lead}>{refunded}</p>;
  if (sub.status === 'expired') {
    const text = sub.plan_type === 'trial' ? t.trialEnded : fmt(t.ended, { date: day(sub.subscription_end_date) });
    return <p className={lead}>{text}</p>;
  }
  const end = day(sub.subscription_end_date);
  if (sub.status === 'cancelled') return <p className={lead}>{fmt(t.cancelled, { date: end })}</p>;
  if (sub.plan_type === 'admin_granted') return <p className={lead}>{fmt(t.granted, { date: end })}</p>;
  return (
    <>
      <p className={lead}>{fmt(t.paidActive, { plan: planName })}</p>
      <p className="mt-1">{fmt(t.validUntil, { date: end })}</p>
      {sub.money_back_until && (
        <p className="mt-2 text-muted">{fmt(t.moneyBack, { date: day(sub.money_back_until) })}</p>
      )}
    </>
  );
}
