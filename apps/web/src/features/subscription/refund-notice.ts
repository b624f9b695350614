import type { Subscription } from '@neurobridge/shared/api/subscription';
import { formatBRL, formatDate } from '@neurobridge/shared/domain/format';
import { refundedPlan } from '@neurobridge/shared/domain/refund';
import { fmt } from '../../locales/pt-BR/messages';
import { subscriptionMessages } from './messages';

/**
 * The one message of a plan a refund ended (docs/product.md#refunded-plan), for the subscription
 * page, the dashboard's banner and the message after cancelling; null when no refund ended it.
 */
export function refundNotice(sub: Subscription | null | undefined): string | null {
  const refunded = refundedPlan(sub);
  if (!refunded) return null;
  const t = subscriptionMessages.refunded;
  const amount = formatBRL(refunded.amount);
  const { access } = refunded;
  if (access.kind === 'paid') return fmt(t.paidContinues, { amount, date: formatDate(access.until) });
  const ended = fmt(t.ended, { amount });
  return access.kind === 'trial' ? `${ended} ${fmt(t.trialContinues, { date: formatDate(access.until) })}` : ended;
}
