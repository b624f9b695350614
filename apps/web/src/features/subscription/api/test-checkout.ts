import { paymentsApi } from '@neurobridge/shared/api/payments';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiQuery, callApi } from '../../../lib/api';

/** The demo's checkout (docs/product.md#demo-payment): asked for afresh, it may have been paid meanwhile. */
export const testCheckoutQueryOptions = (checkoutId: string) =>
  queryOptions({ ...apiQuery(paymentsApi.testCheckout, { params: { checkoutId } }), staleTime: 0 });

/** Approves or declines the demo payment; the server applies it as it would a verified one. */
export function useTestPay(checkoutId: string) {
  return useMutation({
    mutationFn: (outcome: 'approved' | 'rejected') =>
      callApi(paymentsApi.testPay, { params: { checkoutId }, body: { outcome } }),
  });
}
