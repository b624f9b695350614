import { paymentsApi } from '@neurobridge/shared/api/payments';
import type { PlanId } from '@neurobridge/shared/domain/plans';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { browser } from '../../../lib/navigation';

export interface UpgradeInput {
  plan: PlanId;
  /** One per click on a buy button: a doubled request is answered once (docs/product.md#idempotency). */
  idempotencyKey: string;
}

/**
 * docs/product.md#paying: the client names the plan, the server prices it and answers where to
 * pay (Mercado Pago's checkout, or the demo page); the browser goes there.
 */
export function useUpgrade() {
  return useMutation({
    mutationFn: ({ plan, idempotencyKey }: UpgradeInput) =>
      callApi(paymentsApi.upgrade, { body: { plan_type: plan, payment_method: 'mercado_pago' }, idempotencyKey }),
    onSuccess: (answer) => browser.assign(answer.payment.init_point),
  });
}
