import { paymentsApi, type PaymentView } from '@neurobridge/shared/api/payments';
import { subscriptionApi } from '@neurobridge/shared/api/subscription';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiKey, apiQuery } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { refreshTierQueries } from './plan-queries';

/** The caller's own payment, as the server confirmed it with the provider (docs/product.md#payment-result). */
export const paymentQueryOptions = (paymentId: string) =>
  queryOptions({ ...apiQuery(paymentsApi.payment, { params: { paymentId } }), retry: false, staleTime: 0 });

/** docs/product.md#payment-result: 2 s of "Processando pagamento...", then a question every 2 s, 5 at most. */
export const FIRST_CHECK_MS = 2_000;
export const CHECK_EVERY_MS = 2_000;
export const MAX_CHECKS = 5;
const SETTLED = new Set<PaymentView['status']>(['approved', 'rejected', 'refunded']);

export type PaymentCheck =
  | { state: 'checking' }
  | { state: 'approved'; payment: PaymentView }
  /**
   * `pending`: the last answer was "still pending" (the confirmation may still come); `refused`:
   * the server said the payment was refused or not finished, so nothing was charged.
   */
  | { state: 'not-confirmed'; pending: boolean; refused: boolean };

/**
 * Asks the server about `paymentId` until it is settled or the tries run out; only the server's
 * answer decides, never the page's query string. Mount it anew (a `key`) for another payment.
 */
export function usePaymentCheck(paymentId: string | null): PaymentCheck {
  const queryClient = useQueryClient();
  const [check, setCheck] = useState<PaymentCheck>({ state: 'checking' });

  useEffect(() => {
    let stopped = false;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    const ask = async (id: string) => {
      tries += 1;
      let last: PaymentView | undefined;
      let settled: boolean;
      try {
        last = await queryClient.fetchQuery(paymentQueryOptions(id));
        settled = SETTLED.has(last.status);
      } catch (err) {
        // A 4xx (404: not the caller's payment) will not change by asking again; a 5xx or no
        // connection may.
        settled = err instanceof ApiError && err.status < 500;
      }
      if (stopped) return;
      if (last?.status === 'approved') {
        void queryClient.invalidateQueries({ queryKey: apiKey(subscriptionApi.get) });
        refreshTierQueries(queryClient);
        setCheck({ state: 'approved', payment: last });
      } else if (settled || tries >= MAX_CHECKS) {
        setCheck({ state: 'not-confirmed', pending: last?.status === 'pending', refused: last?.status === 'rejected' });
      } else {
        timer = setTimeout(() => void ask(id), CHECK_EVERY_MS);
      }
    };
    timer = setTimeout(() => {
      if (paymentId) void ask(paymentId);
      else setCheck({ state: 'not-confirmed', pending: false, refused: false });
    }, FIRST_CHECK_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [paymentId, queryClient]);

  return check;
}
