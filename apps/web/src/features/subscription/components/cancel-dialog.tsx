import type { Subscription } from '@neurobridge/shared/api/subscription';
import { formatBRL, formatDate } from '@neurobridge/shared/domain/format';
import { accessAfterRefund } from '@neurobridge/shared/domain/refund';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { clock } from '../../../lib/clock';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { useCancelSubscription } from '../api/cancel';
import { subscriptionMessages } from '../messages';
import { serverMessage } from '../payment-errors';
import { refundable } from '../plan-state';
import { refundNotice } from '../refund-notice';

const REASON_MAX = 500;
const day = (value: string | null) => (value ? formatDate(value) : '');

/**
 * docs/product.md#money-back: within the 7-day guarantee cancelling refunds and ends the plan now;
 * later it keeps the access until the end date. One request per dialog (one idempotency key).
 */
export function CancelDialog({ subscription: sub, onClose }: { subscription: Subscription; onClose: () => void }) {
  const t = subscriptionMessages.cancel;
  const toast = useToast();
  const cancel = useCancelSubscription();
  const run = useLockedMutation(cancel);
  const [idempotencyKey] = useIdempotencyKey();
  const [reason, setReason] = useState('');
  // Decided once, when the dialog opens: the text the parent confirms is the one that applies,
  // with the trial's remaining days that a refund gives back (docs/product.md#refunded-plan).
  const [refund] = useState(() => refundable(sub));
  const [left] = useState(() => {
    const trialEnd = sub.trial_end_date ? new Date(sub.trial_end_date) : null;
    return accessAfterRefund(clock.now(), { paidUntil: null, trialEnd });
  });
  const confirm = () =>
    run(
      { reason, idempotencyKey },
      {
        onSuccess: (answer) => {
          toast(
            refundNotice(answer.subscription) ?? fmt(t.done, { date: day(answer.subscription.subscription_end_date) }),
            'success',
          );
          onClose();
        },
      },
    );

  return (
    <Dialog
      open
      title={refund ? t.refundTitle : t.title}
      onClose={cancel.isPending ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            {t.keep}
          </Button>
          <Button variant="danger" onClick={confirm} pending={cancel.isPending} pendingLabel={t.confirming}>
            {t.confirm}
          </Button>
        </>
      }
    >
      <p>
        {refund
          ? fmt(t.refundText, { amount: formatBRL(sub.amount_paid ?? 0) })
          : fmt(t.text, { date: day(sub.subscription_end_date) })}
        {refund && left.kind === 'trial' && (
          <> {fmt(subscriptionMessages.refunded.trialContinues, { date: formatDate(left.until) })}</>
        )}
      </p>
      <div className="mt-4">
        <TextAreaField
          label={t.reason}
          value={reason}
          maxLength={REASON_MAX}
          disabled={cancel.isPending}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      {cancel.isError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
          {serverMessage(cancel.error) ?? t.error}
        </p>
      )}
    </Dialog>
  );
}
