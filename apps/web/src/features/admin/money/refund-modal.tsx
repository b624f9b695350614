import {
  ADMIN_REFUND_REASON_MAX,
  adminMoneyApi,
  adminRefundBody,
  type PaymentDetail,
} from '@neurobridge/shared/api/admin-money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { formErrors, hasErrors, serverFieldErrors } from '../../../lib/form-errors';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { adminCall, adminKey } from '../api/admin-client';
import { focusFirstInvalid } from '../shell/focus-invalid';
import { refundMessages as m } from './refund-messages';

/*
 * Loaded when 'Reembolsar' is pressed (payment-screen.tsx), so the money screens' chunk carries
 * none of it; it takes what it shows from its caller, and its texts from refund-messages.ts.
 */

/**
 * Refunds a payment through the family's own cancel path (docs/product.md#admin-payments-screen).
 * The answer is the payment after it: the page shows it at once, and every payments list and
 * revenue figure is read again; after a refusal too (another admin or the family may have acted
 * first), and then the payment as well.
 */
function useRefundPayment(id: number) {
  const queryClient = useQueryClient();
  const paymentKey = adminKey(adminMoneyApi.payment, { id: String(id) });
  return useMutation({
    mutationFn: (reason: string) => adminCall(adminMoneyApi.refund, { params: { id: String(id) }, body: { reason } }),
    onSuccess: (payment: PaymentDetail) => queryClient.setQueryData(paymentKey, payment),
    onSettled: (_data, error) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKey(adminMoneyApi.payments) }),
        queryClient.invalidateQueries({ queryKey: adminKey(adminMoneyApi.revenue) }),
        ...(error ? [queryClient.invalidateQueries({ queryKey: paymentKey })] : []),
      ]),
  });
}

/**
 * 'Reembolsar' asks first (docs/product.md#admin-payments-screen): what happens, and the reason
 * (required, at most 500 characters, kept in the payment's history and the audit trail), checked
 * with the contract's schema and marked beside the field. A double click refunds once; while the
 * request runs, nothing closes the dialog. `onDone` runs after the refund.
 */
export function RefundModal({
  paymentId,
  money,
  family,
  onCancel,
  onDone,
}: {
  paymentId: number;
  /** The amount, as the page shows it. */
  money: string;
  family: string;
  onCancel: () => void;
  onDone: () => void;
}) {
  const toast = useToast();
  const refund = useRefundPayment(paymentId);
  const run = useLockedMutation(refund);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const body = useRef<HTMLDivElement>(null);

  function confirm() {
    const found = formErrors(adminRefundBody, { reason });
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return focusFirstInvalid(body.current);
    run(reason.trim(), {
      onSuccess: () => {
        toast(fmt(m.done, { money }), 'success');
        onDone();
      },
      onError: (err) => {
        const fields = serverFieldErrors(err);
        if (hasErrors(fields)) {
          setErrors(fields);
          focusFirstInvalid(body.current);
        } else setFailure(errorText(err, m.error));
      },
    });
  }

  return (
    <Dialog
      open
      title={m.title}
      onClose={refund.isPending ? undefined : onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={refund.isPending}>
            {messages.common.cancel}
          </Button>
          <Button variant="danger" onClick={confirm} pending={refund.isPending} pendingLabel={m.refunding}>
            {m.confirm}
          </Button>
        </>
      }
    >
      <div ref={body}>
        <p className="mb-4">{fmt(m.text, { money, family })}</p>
        <TextAreaField
          label={m.reason}
          hint={m.reasonHint}
          limit={ADMIN_REFUND_REASON_MAX}
          required
          value={reason}
          error={errors.reason}
          onChange={(e) => {
            setReason(e.target.value);
            setErrors({});
          }}
        />
        {failure && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
            {failure}
          </p>
        )}
      </div>
    </Dialog>
  );
}
