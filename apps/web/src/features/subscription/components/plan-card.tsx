import type { Plan } from '@neurobridge/shared/api/plans';
import { formatBRL } from '@neurobridge/shared/domain/format';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { fmt } from '../../../locales/pt-BR/messages';
import { subscriptionMessages } from '../messages';

/** One plan (docs/product.md#subscription-page): name, price, duration, per month, discount, and its button. */
export function PlanCard({ plan, children }: { plan: Plan; children?: ReactNode }) {
  const t = subscriptionMessages.plans;
  return (
    <Card className={`flex flex-col gap-2 ${plan.popular ? 'ring-2 ring-brand-600' : ''}`} data-testid="plan-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold">{plan.name}</h2>
        {plan.popular && <Badge tone="info">{t.popular}</Badge>}
      </div>
      <p className="text-3xl font-bold">{formatBRL(plan.price)}</p>
      <p className="text-muted">{plan.duration}</p>
      <p className="font-semibold">{fmt(t.perMonth, { price: formatBRL(plan.monthlyPrice) })}</p>
      {plan.discount > 0 && (
        <p>
          <Badge tone="success">{fmt(t.save, { discount: plan.discount })}</Badge>
        </p>
      )}
      {plan.description && <p className="text-muted">{plan.description}</p>}
      {children && <div className="mt-auto pt-2">{children}</div>}
    </Card>
  );
}
