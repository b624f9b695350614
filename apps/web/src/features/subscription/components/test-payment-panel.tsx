import type { PaymentView } from '@neurobridge/shared/api/payments';
import { formatBRL } from '@neurobridge/shared/domain/format';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError, errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { testCheckoutQueryOptions, useTestPay } from '../api/test-checkout';
import { subscriptionMessages } from '../messages';
import { serverMessage } from '../payment-errors';

const t = subscriptionMessages.demo;

/** The demo checkout page's body (docs/product.md#demo-payment); `checkoutId` null: none in the address. */
export function TestPaymentPanel({ checkoutId }: { checkoutId: string | null }) {
  if (!checkoutId) return <Unavailable />;
  return <Checkout checkoutId={checkoutId} />;
}

function Unavailable() {
  return (
    <Card className="text-center">
      <p role="alert" className="text-lg font-semibold">
        {t.unavailable}
      </p>
      <ButtonLink className="mt-4" to={paths.subscription}>
        {t.back}
      </ButtonLink>
    </Card>
  );
}

const resultPath = (p: Pick<PaymentView, 'status' | 'plan_type' | 'id'>) =>
  paths.paymentResult({ status: p.status, plan: p.plan_type, paymentId: p.id });

function Checkout({ checkoutId }: { checkoutId: string }) {
  const navigate = useNavigate();
  const checkout = useQuery(testCheckoutQueryOptions(checkoutId));
  const pay = useTestPay(checkoutId);
  const run = useLockedMutation(pay);
  const choose = (outcome: 'approved' | 'rejected') =>
    run(outcome, { onSuccess: (payment) => navigate(resultPath(payment), { replace: true }) });

  if (checkout.isPending) return <Spinner label={t.loading} />;
  if (checkout.isError) {
    // Mercado Pago is configured, or it is production, or not the caller's checkout (404).
    if (checkout.error instanceof ApiError && checkout.error.status < 500) return <Unavailable />;
    return (
      <Card role="alert" className="text-center">
        <p>{serverMessage(checkout.error) ?? errorText(checkout.error, messages.common.genericError)}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void checkout.refetch()}>
          {messages.common.retry}
        </Button>
      </Card>
    );
  }
  const c = checkout.data;
  // Paid once already: the result page asks the server how it went.
  if (c.payment_id)
    return <Navigate to={paths.paymentResult({ plan: c.plan_type, paymentId: c.payment_id })} replace />;
  const busy = pay.isPending || pay.isSuccess;
  return (
    <Card>
      <p className="rounded-xl bg-amber-50 p-3 text-amber-900">{t.note}</p>
      <h2 className="mt-4 text-xl font-bold">{c.plan_name}</h2>
      <p className="mt-1 text-lg">{fmt(t.amount, { amount: formatBRL(c.amount) })}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button
          onClick={() => choose('approved')}
          disabled={busy}
          pending={pay.isPending && pay.variables === 'approved'}
        >
          {t.approve}
        </Button>
        <Button
          variant="secondary"
          onClick={() => choose('rejected')}
          disabled={busy}
          pending={pay.isPending && pay.variables === 'rejected'}
        >
          {t.reject}
        </Button>
      </div>
      {pay.isError && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-red-900">
          {serverMessage(pay.error) ?? t.error}
        </p>
      )}
    </Card>
  );
}
