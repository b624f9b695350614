import type { Plan } from '@neurobridge/shared/api/plans';
import type { PlanId } from '@neurobridge/shared/domain/plans';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { useUpgrade } from '../api/upgrade';
import { subscriptionMessages } from '../messages';
import { upgradeErrorText } from '../payment-errors';
import { PlanCard } from './plan-card';

interface PlanCardsProps {
  plans: Plan[];
  /** 'none': access granted by the team, nothing to buy; 'renew': extends the paid plan. */
  mode: 'buy' | 'renew' | 'none';
  /** The buttons wait (the subscription is not known yet, or the prices are the fallback's). */
  disabled?: boolean;
}

/**
 * docs/product.md#subscription-page: the plans and their buy buttons. One checkout at a time: while
 * one is asked for (and while the browser leaves for it), every button waits.
 */
export function PlanCards({ plans, mode, disabled }: PlanCardsProps) {
  const t = subscriptionMessages.plans;
  const upgrade = useUpgrade();
  const run = useLockedMutation(upgrade);
  const { reset } = upgrade;
  const leaving = upgrade.isPending || upgrade.isSuccess;
  // Back from the checkout through the browser's cache: the page is usable again.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && reset();
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);
  const buy = (plan: PlanId) => run({ plan, idempotencyKey: newIdempotencyKey() });

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan}>
            {mode !== 'none' && (
              <Button
                className="w-full"
                variant={plan.popular ? 'primary' : 'secondary'}
                disabled={disabled || leaving}
                pending={leaving && upgrade.variables?.plan === plan.id}
                pendingLabel={t.opening}
                onClick={() => buy(plan.id)}
              >
                {fmt(mode === 'renew' ? t.renew : t.buy, { name: plan.name })}
              </Button>
            )}
          </PlanCard>
        ))}
      </div>
      {upgrade.isError && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-red-900">
          {upgradeErrorText(upgrade.error)}
        </p>
      )}
      {mode === 'renew' && <p className="mt-4 font-medium">{t.renewNote}</p>}
      <p className="mt-4 text-muted">{t.guarantee}</p>
      <p className="mt-1 text-muted">{t.secure}</p>
    </>
  );
}
