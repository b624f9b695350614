import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { plans } from '../../db/schema/billing';
import { toPlans } from './plans-view';

type PlanRow = typeof plans.$inferSelect;

function planRow(overrides: Partial<PlanRow> & Pick<PlanRow, 'id' | 'months' | 'price'>): PlanRow {
  return {
    name: `Plano ${overrides.id}`,
    currency: 'BRL',
    billingCycle: 'a cada período',
    description: '',
    enabled: true,
    popular: false,
    sortOrder: 0,
    updatedAt: new Date(),
    ...overrides,
  };
}

describe('GET /api/subscription/plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is public and serves the seeded plans priced by the server (docs/product.md#plans)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/subscription/plans' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['annual', 'biannual', 'quarterly']);
    expect(body.quarterly).toMatchObject({
      id: 'quarterly',
      name: 'Plano Trimestral',
      duration: '3 meses',
      months: 3,
      price: 149,
      monthlyPrice: 49.67,
      enabled: true,
    });
    expect(body.biannual).toMatchObject({
      id: 'biannual',
      name: 'Plano Semestral',
      duration: '6 meses',
      months: 6,
      price: 264,
      monthlyPrice: 44,
      enabled: true,
    });
    expect(body.annual).toMatchObject({
      id: 'annual',
      name: 'Plano Anual',
      duration: '12 meses',
      months: 12,
      price: 396,
      monthlyPrice: 33,
      enabled: true,
    });
  });

  it('measures discounts against the dearest monthly equivalent', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/subscription/plans' })).json();
    expect(body.quarterly).toMatchObject({ originalPrice: 149, discount: 0, savings: 0 });
    expect(body.biannual).toMatchObject({ originalPrice: 298, discount: 11, savings: 34 });
    expect(body.annual).toMatchObject({ originalPrice: 596, discount: 34, savings: 200 });
  });
});

describe('toPlans', () => {
  const rows = [
    planRow({ id: 'monthly', months: 1, price: '69.90', enabled: false }),
    planRow({ id: 'quarterly', months: 3, price: '149.00' }),
    planRow({ id: 'annual', months: 12, price: '396.00' }),
  ];

  it('still lists a disabled plan, marked as disabled', () => {
    const out = toPlans(rows);
    expect(out.monthly).toMatchObject({ enabled: false, price: 69.9, monthlyPrice: 69.9 });
    expect(out.quarterly!.enabled).toBe(true);
  });

  it('does not use a disabled plan as the discount base', () => {
    const out = toPlans(rows);
    // Had the monthly plan (69.90) been the base, the quarterly plan would show a discount.
    expect(out.quarterly).toMatchObject({ originalPrice: 149, discount: 0, savings: 0 });
    expect(out.annual).toMatchObject({ originalPrice: 596, discount: 34, savings: 200 });
    expect(out.monthly).toMatchObject({ discount: 0, savings: 0 });
  });
});
