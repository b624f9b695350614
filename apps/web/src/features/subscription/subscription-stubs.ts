import type { Plan } from '@neurobridge/shared/api/plans';
import type { PaymentView } from '@neurobridge/shared/api/payments';
import type { Subscription } from '@neurobridge/shared/api/subscription';
import { sampleTrial, stubSignedInParent, type Handler } from '../../test/fetch-stub';

/** Test data and stubs for the subscription screens' tests (not shipped: only tests import it). */
export function samplePlan(overrides: Partial<Plan> & Pick<Plan, 'id' | 'name' | 'months' | 'price'>): Plan {
  return {
    duration: `${overrides.months} meses`,
    monthlyPrice: Math.round((overrides.price / overrides.months) * 100) / 100,
    originalPrice: overrides.price,
    discount: 0,
    savings: 0,
    period: `a cada ${overrides.months} meses`,
    description: `Acesso por ${overrides.months} meses.`,
    popular: false,
    enabled: true,
    ...overrides,
  };
}

/** The seeded plans (docs/product.md#plans), and a disabled monthly plan listed first. */
export const samplePlans = {
  monthly: samplePlan({
    id: 'monthly',
    name: 'Plano Mensal',
    months: 1,
    price: 69.9,
    duration: '1 mês',
    enabled: false,
  }),
  quarterly: samplePlan({ id: 'quarterly', name: 'Plano Trimestral', months: 3, price: 149 }),
  biannual: samplePlan({
    id: 'biannual',
    name: 'Plano Semestral',
    months: 6,
    price: 264,
    originalPrice: 298,
    discount: 11,
    savings: 34,
    popular: true,
  }),
  annual: samplePlan({
    id: 'annual',
    name: 'Plano Anual',
    months: 12,
    price: 396,
    originalPrice: 596,
    discount: 34,
    savings: 200,
  }),
};

/** An active annual plan paid on 2026-11-20, with its end date and the refund window. */
export function samplePaid(overrides: Partial<Subscription> = {}): Subscription {
  return {
    ...(sampleTrial as Subscription),
    status: 'active',
    plan_type: 'annual',
    trial_days_left: null,
    subscription_start_date: '2026-11-20T12:00:00.000Z',
    subscription_end_date: '2027-11-20T12:00:00.000Z',
    amount_paid: 396,
    payment_provider: 'mercado_pago',
    payment_reference: '123',
    money_back_until: null,
    ...overrides,
  };
}

export function samplePayment(overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    id: '123',
    status: 'approved',
    plan_type: 'annual',
    plan_name: 'Plano Anual',
    amount: 396,
    currency: 'BRL',
    subscription_end_date: '2027-11-20T12:00:00.000Z',
    ...overrides,
  };
}

/** A signed-in parent on the subscription page: `subscription` (null: none) and the sample plans. */
export function stubSubscriptionPage(subscription: Subscription | null, overrides: Record<string, Handler> = {}) {
  return stubSignedInParent({
    'GET /api/subscription': () => ({ body: subscription }),
    'GET /api/subscription/plans': () => ({ body: samplePlans }),
    ...overrides,
  });
}
