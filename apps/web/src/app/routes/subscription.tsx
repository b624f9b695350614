import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { plansQueryOptions } from '../../features/plans/api/get-plans';
import { subscriptionQueryOptions } from '../../features/subscription/api/subscription';
import { PlanCards } from '../../features/subscription/components/plan-cards';
import { SubscriptionStatusCard } from '../../features/subscription/components/subscription-status-card';
import { subscriptionMessages } from '../../features/subscription/messages';
import { buyMode, enabledPlans, fallbackPlans, planName } from '../../features/subscription/plan-state';
import { messages } from '../../locales/pt-BR/messages';

/** /subscription (docs/product.md#subscription-page): the status, the plans, buying and cancelling. */
export function SubscriptionRoute() {
  const t = subscriptionMessages;
  const subscription = useQuery(subscriptionQueryOptions);
  const plans = useQuery(plansQueryOptions);
  // The server's prices; the browser's own set, for display only, when they cannot be loaded.
  const shown = plans.isError ? fallbackPlans() : enabledPlans(plans.data);
  const sub = subscription.data;

  return (
    <>
      <Link to={paths.dashboard} className="mb-6 inline-flex min-h-12 items-center gap-2 font-semibold text-brand-700">
        <ArrowLeft aria-hidden className="size-5" />
        {t.page.back}
      </Link>
      <h1 className="mb-6 text-3xl font-bold">{t.page.title}</h1>
      <SubscriptionStatusCard
        query={subscription}
        planName={sub ? planName(shown, sub.plan_type, t.page.planFallbackName) : ''}
      />
      <section className="mt-8" aria-busy={plans.isPending || undefined}>
        {plans.isError && (
          <div
            role="alert"
            className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-amber-50 p-4"
          >
            <p className="font-medium text-amber-900">{t.plans.loadError}</p>
            <Button variant="secondary" onClick={() => void plans.refetch()}>
              {messages.common.retry}
            </Button>
          </div>
        )}
        {shown ? (
          <PlanCards plans={shown} mode={buyMode(sub)} disabled={plans.isError || subscription.isPending} />
        ) : (
          <Spinner label={t.plans.loading} />
        )}
      </section>
    </>
  );
}
