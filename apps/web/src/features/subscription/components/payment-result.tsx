import { formatDate } from '@neurobridge/shared/domain/format';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { fmt } from '../../../locales/pt-BR/messages';
import { usePaymentCheck } from '../api/payment';
import { subscriptionMessages } from '../messages';

/**
 * docs/product.md#payment-result: "Processando pagamento..." while the server is asked; approved
 * only when the server says so; otherwise what happened and what to do next, with the support
 * contact when there is one (`supportEmail`). Give it a `key` of the payment id.
 */
export function PaymentResult({ paymentId, supportEmail }: { paymentId: string | null; supportEmail?: string | null }) {
  const t = subscriptionMessages.result;
  const check = usePaymentCheck(paymentId);
  return (
    <Card className="mx-auto max-w-xl text-center">
      {/* One live region for the whole wait, so the outcome that replaces the wait is read out. */}
      <div role="status">
        {check.state === 'checking' && (
          <div className="flex flex-col items-center gap-4 py-6">
            <span
              className="size-10 animate-spin rounded-full border-4 border-brand-600 border-t-transparent motion-reduce:animate-none"
              aria-hidden
            />
            <h1 className="text-2xl font-bold">{t.processing}</h1>
          </div>
        )}
        {check.state === 'approved' && (
          <>
            <h1 className="text-3xl font-bold text-green-800">{t.approved}</h1>
            <p className="mt-3 text-lg">
              {fmt(t.approvedText, {
                plan: check.payment.plan_name,
                date: check.payment.subscription_end_date ? formatDate(check.payment.subscription_end_date) : '',
              })}
            </p>
          </>
        )}
        {check.state === 'not-confirmed' && (
          <>
            <h1 className="text-3xl font-bold">{t.notConfirmed}</h1>
            <p className="mt-3 text-lg">{check.pending ? t.pending : check.refused ? t.refused : t.unknown}</p>
            {!check.pending && <p className="mt-2">{t.nextStep}</p>}
          </>
        )}
      </div>
      {check.state === 'approved' && (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.activities()}>{t.activities}</ButtonLink>
          <ButtonLink variant="secondary" to={paths.dashboard}>
            {t.dashboard}
          </ButtonLink>
        </div>
      )}
      {check.state === 'not-confirmed' && (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.subscription}>{t.retry}</ButtonLink>
          {supportEmail && (
            <a
              href={`mailto:${supportEmail}?subject=${encodeURIComponent(t.supportSubject)}`}
              className="inline-flex min-h-12 items-center font-semibold text-brand-700 underline"
            >
              {t.support}
            </a>
          )}
        </div>
      )}
    </Card>
  );
}
