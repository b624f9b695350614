import { readFileSync } from 'node:fs';
import { adminMoneyApi, type RevenueReport } from '@neurobridge/shared/api/admin-money';
import { desc, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeMercadoPago } from '../../../test/fake-mercado-pago';
import type { TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/admin';
import { createMercadoPagoTestApp } from '../payments/payments-testing';
import { adminCookies, februaryBusiness, FEBRUARY_NOW } from './admin-money-testing';
import { bucketDaysFor } from './admin-money-service';

/**
 * The revenue (docs/product.md#admin-revenue) of the business in admin-money-testing.ts
 * (`februaryBusiness`), every figure worked out by hand below. Plans: Plano Mensal R$ 49,90
 * (1 month), Trimestral R$ 149,00 (3), Semestral R$ 264,00 (6), Anual R$ 479,00 (12); in cents
 * 4990, 14900, 26400 and 47900.
 */

let t: TestApp;
let fake: FakeMercadoPago;
let close: () => Promise<void>;
let cookies: Awaited<ReturnType<typeof adminCookies>>;
beforeAll(async () => {
  ({ t, fake, close } = await createMercadoPagoTestApp());
  await februaryBusiness(t, fake);
  cookies = await adminCookies(t);
}, 120_000);
afterAll(() => close());

const revenue = (query: string, cookie = cookies.owner) =>
  t.app.inject({ method: 'GET', url: `${adminMoneyApi.revenue.path}?${query}`, headers: { cookie } });
const report = async (query: string) => {
  const res = await revenue(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RevenueReport>();
};
const money = (paid: [number, number], refunded: [number, number], chargedBack: [number, number], net: number) => ({
  paid_count: paid[0],
  paid_cents: paid[1],
  refunded_count: refunded[0],
  refunded_cents: refunded[1],
  charged_back_count: chargedBack[0],
  charged_back_cents: chargedBack[1],
  net_cents: net,
});
const NONE = money([0, 0], [0, 0], [0, 0], 0);
const plan = (plan_type: string, plan_name: string) => ({ plan_type, plan_name });
const QUARTERLY = plan('quarterly', 'Plano Trimestral');
const BIANNUAL = plan('biannual', 'Plano Semestral');
const ANNUAL = plan('annual', 'Plano Anual');
const MONTHLY = plan('monthly', 'Plano Mensal');

describe('GET /api/admin/revenue, February 2026 (a custom range; docs/product.md#admin-revenue)', () => {
  let feb: RevenueReport;
  beforeAll(async () => {
    feb = await report('period=custom&from=2026-02-01&to=2026-02-28');
  });

  it('the period: 1 to 28 February, São Paulo days', () => {
    expect(feb).toMatchObject({ period: 'custom', from: '2026-02-01', to: '2026-02-28', bucket_days: 1 });
  });

  it('totals: approvals in the period, refunds and chargebacks on their own days', () => {
    // Approved from 01/02 00:00 to 28/02 23:59:59 (São Paulo):
    //   Gabi 4990 (01/02 00:00, the period's first instant), Ana 4990 (05/02), João 14900 (06/02),
    //   Carla 47900 (10/02), Lia 26400 (14/02), Hugo's renewal 4990 (27/02), Fábio 47900 (28/02 23:30).
    //   Not Hugo's first payment (31/01 23:59:59), nor Iara's (pending, refused), nor anything in March.
    //   7 payments: 3 × 4990 + 14900 + 2 × 47900 + 26400 = 14970 + 14900 + 95800 + 26400 = 152070.
    // Refunded in the period: Carla's 47900 (12/02). João's refund (02/03) is in March.
    // Charged back in the period: Elisa's 26400 (20/02; her payment was in January).
    // Net: 152070 − 47900 − 26400 = 77770.
    expect(feb.totals).toEqual(money([7, 152070], [1, 47900], [1, 26400], 77770));
  });

  it('by plan, in the plans’ order, each plan with its name, zeros included', () => {
    // Trimestral: João 14900.                       Net 14900.
    // Semestral: Lia 26400; Elisa's chargeback.     Net 26400 − 26400 = 0.
    // Anual: Carla 47900 + Fábio 47900; Carla's refund 47900.   Net 95800 − 47900 = 47900.
    // Mensal: Gabi, Ana, Hugo's renewal, 3 × 4990 = 14970.      Net 14970.
    // (14900 + 0 + 47900 + 14970 = 77770, the total's net.)
    expect(feb.by_plan).toEqual([
      { ...QUARTERLY, ...money([1, 14900], [0, 0], [0, 0], 14900) },
      { ...BIANNUAL, ...money([1, 26400], [0, 0], [1, 26400], 0) },
      { ...ANNUAL, ...money([2, 95800], [1, 47900], [0, 0], 47900) },
      { ...MONTHLY, ...money([3, 14970], [0, 0], [0, 0], 14970) },
    ]);
  });

  it('conversion: trials started in the period, paid within 30 days of their start', () => {
    // Trials started in February: Ana (02/02), Bruno (10/02), Marcos (27/02). Carla's (20/01) is not.
    // Ana paid on 05/02 (3 days): converted. Marcos paid on 10/03 (11 days, after the period, within
    // 30 days): converted. Bruno paid on 14/03, 32 days after: not converted.
    // 2 of 3 = 66.7 % → 67.
    expect(feb.conversion).toEqual({ trials_started: 3, converted: 2, rate_percent: 67 });
  });

  it('churn: paid periods that ended in the period, before now, with no later payment of the family', () => {
    // Periods ending from 01/02 00:00 to 28/02 23:59:59 (São Paulo):
    //   Daniel's quarterly (paid 28/11, ended 28/02 10:00), never renewed: churned.
    //   Hugo's first month (ended 28/02 23:59:59): his renewal of 27/02 pays up to a later end: not churned.
    //   Gabi's month ends 01/03 00:00, the first instant after the period: not in it.
    //   Carla's and João's refunded payments and Elisa's charged-back one are no paid periods.
    expect(feb.churn).toEqual({
      ended: 1,
      by_plan: [
        { ...QUARTERLY, ended: 1 },
        { ...BIANNUAL, ended: 0 },
        { ...ANNUAL, ended: 0 },
        { ...MONTHLY, ended: 0 },
      ],
    });
  });

  it('active paid plans now (15/03 12:00), whatever the period, and the MRR', () => {
    // In force now: Ana's renewal (05/03–05/04, monthly), Bruno (14/03–14/04, monthly), Hugo's
    // renewal (01/03–31/03 23:59:59, monthly), Marcos (10/03–10/06, quarterly), Fábio (28/02 to
    // 28/02/2027, annual). Not: Ana's first month (ended 05/03), Gabi (ended 01/03), Daniel
    // (ended 28/02), Carla and João (refunded), Elisa (charged back), Lia (account deleted),
    // Kátia (granted by the team, no payment), Iara (nothing approved).
    expect(feb.active_by_plan).toEqual([
      { ...QUARTERLY, active: 1 },
      { ...BIANNUAL, active: 0 },
      { ...ANNUAL, active: 1 },
      { ...MONTHLY, active: 3 },
    ]);
    // MRR: 3 × 4990 (1 month each) + round(14900 ÷ 3) + round(47900 ÷ 12)
    //    = 14970 + round(4966.67) + round(3991.67) = 14970 + 4967 + 3992 = 23929.
    expect(feb.mrr_cents).toBe(23929);
  });

  it('the series: one bar per São Paulo day, zeros included, paid and given back', () => {
    expect(feb.series).toHaveLength(28);
    expect(feb.series[0]!.date).toBe('2026-02-01');
    expect(feb.series[27]!.date).toBe('2026-02-28');
    const nonZero = feb.series.filter((s) => s.paid_cents || s.given_back_cents);
    // Gabi 01/02, Ana 05/02, João 06/02, Carla 10/02 and her refund 12/02, Lia 14/02, Elisa's
    // chargeback 20/02, Hugo 27/02, Fábio 28/02 (23:30 in São Paulo, already 01/03 in UTC).
    expect(nonZero).toEqual([
      { date: '2026-02-01', paid_cents: 4990, given_back_cents: 0 },
      { date: '2026-02-05', paid_cents: 4990, given_back_cents: 0 },
      { date: '2026-02-06', paid_cents: 14900, given_back_cents: 0 },
      { date: '2026-02-10', paid_cents: 47900, given_back_cents: 0 },
      { date: '2026-02-12', paid_cents: 0, given_back_cents: 47900 },
      { date: '2026-02-14', paid_cents: 26400, given_back_cents: 0 },
      { date: '2026-02-20', paid_cents: 0, given_back_cents: 26400 },
      { date: '2026-02-27', paid_cents: 4990, given_back_cents: 0 },
      { date: '2026-02-28', paid_cents: 47900, given_back_cents: 0 },
    ]);
  });
});

describe('GET /api/admin/revenue, the last 30 days (14/02 to 15/03)', () => {
  it('every figure', async () => {
    const last30 = await report('period=last_30_days');
    expect(last30).toMatchObject({ period: 'last_30_days', from: '2026-02-14', to: '2026-03-15', bucket_days: 1 });
    // Approved: Lia 26400 (14/02), Hugo 4990 (27/02), Fábio 47900 (28/02), Ana 4990 (01/03),
    // Marcos 14900 (10/03), Bruno 4990 (14/03): 6 payments, 26400 + 3 × 4990 + 47900 + 14900 = 104170.
    // Refunded: João 14900 (02/03, Mercado Pago's notice). Charged back: Elisa 26400 (20/02).
    // Net: 104170 − 14900 − 26400 = 62870.
    expect(last30.totals).toEqual(money([6, 104170], [1, 14900], [1, 26400], 62870));
    // Trials: Marcos (27/02), converted on 10/03: 1 of 1 = 100 %.
    expect(last30.conversion).toEqual({ trials_started: 1, converted: 1, rate_percent: 100 });
    // Churn from 14/02 to now: Daniel's quarterly (28/02) and Gabi's month (ended 01/03 00:00, never
    // renewed). Not Hugo's first month (renewed) nor Ana's (ended 05/03, renewed on 01/03).
    expect(last30.churn.ended).toBe(2);
    expect(last30.churn.by_plan.filter((p) => p.ended)).toEqual([
      { ...QUARTERLY, ended: 1 },
      { ...MONTHLY, ended: 1 },
    ]);
    expect(last30.series).toHaveLength(30);
    expect(last30.mrr_cents).toBe(23929);
  });

  it('a period without anything: zeros, no conversion rate, every bar', async () => {
    const empty = await report('period=custom&from=2024-01-01&to=2024-01-31');
    expect(empty.totals).toEqual(NONE);
    expect(empty.by_plan.map((p) => p.net_cents)).toEqual([0, 0, 0, 0]);
    expect(empty.conversion).toEqual({ trials_started: 0, converted: 0, rate_percent: null });
    expect(empty.churn.ended).toBe(0);
    expect(empty.series).toHaveLength(31);
    expect(empty.series.every((s) => s.paid_cents === 0 && s.given_back_cents === 0)).toBe(true);
    // Now's plans do not depend on the period.
    expect(empty.mrr_cents).toBe(23929);
  });

  it('a day of its own: Fábio’s 28/02 23:30 payment and nothing of 01/03 00:00', async () => {
    const day = await report('period=custom&from=2026-02-28&to=2026-02-28');
    // Fábio 47900 (28/02 23:30). Hugo's first payment (31/01 23:59:59) and Gabi's (01/02 00:00) are
    // out; Daniel's period ended that day at 10:00 and Hugo's first at 23:59:59 (renewed).
    expect(day.totals).toEqual(money([1, 47900], [0, 0], [0, 0], 47900));
    expect(day.series).toEqual([{ date: '2026-02-28', paid_cents: 47900, given_back_cents: 0 }]);
    expect(day.churn.ended).toBe(1);
  });

  it('defaults to the last 30 days', async () => {
    expect((await report('')).period).toBe('last_30_days');
  });
});

describe('the chart’s bars (docs/product.md#admin-revenue)', () => {
  it('a day up to 90 days, 7 days up to 366, 30 beyond', () => {
    expect([1, 90, 91, 366, 367, 731].map(bucketDaysFor)).toEqual([1, 1, 7, 7, 30, 30]);
  });

  it.each([
    ['period=last_7_days', 1, 7, '2026-03-09'],
    ['period=last_3_months', 1, 90, '2025-12-16'],
    ['period=last_year', 7, 53, '2025-03-16'],
    ['period=custom&from=2025-12-01&to=2026-03-01', 7, 13, '2025-12-01'],
    ['period=custom&from=2024-03-16&to=2026-03-15', 30, 25, '2024-03-16'],
  ])('%s: %i-day bars, %i of them, from %s', async (query, days, bars, first) => {
    const r = await report(query);
    expect(r.bucket_days).toBe(days);
    expect(r.series).toHaveLength(bars);
    expect(r.series[0]!.date).toBe(first);
  });

  it('a 7-day bar sums its days: the week of 01/02 to 07/02 holds Gabi, Ana and João', async () => {
    // 1 February to 2 May: 91 days.
    const r = await report('period=custom&from=2026-02-01&to=2026-05-02');
    expect(r.bucket_days).toBe(7);
    // 01/02–07/02: 4990 + 4990 + 14900 = 24880; 08/02–14/02: 47900 + 26400 paid, 47900 back.
    expect(r.series.slice(0, 2)).toEqual([
      { date: '2026-02-01', paid_cents: 24880, given_back_cents: 0 },
      { date: '2026-02-08', paid_cents: 74300, given_back_cents: 47900 },
    ]);
    // The period's totals are the bars' sums.
    expect(r.series.reduce((sum, s) => sum + s.paid_cents, 0)).toBe(r.totals.paid_cents);
    expect(r.series.reduce((sum, s) => sum + s.given_back_cents, 0)).toBe(
      r.totals.refunded_cents + r.totals.charged_back_cents,
    );
  });
});

describe('GET /api/admin/revenue/export (docs/product.md#admin-revenue)', () => {
  it('the CSV: ; separated, money as 1234,56, every section; audited', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${adminMoneyApi.revenueExport.path}?period=custom&from=2026-02-01&to=2026-02-28`,
      headers: { cookie: cookies.owner },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="neurobridge_receita_2026-02-01_2026-02-28.csv"',
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines.slice(0, 31)).toEqual([
      'Receita;01/02/2026 a 28/02/2026',
      '',
      'Totais',
      'aprovados;valor aprovado (R$);reembolsos;valor reembolsado (R$);estornos;valor estornado (R$);receita líquida (R$)',
      '7;1520,70;1;479,00;1;264,00;777,70',
      '',
      'Por plano',
      'plano;aprovados;valor aprovado (R$);reembolsos;valor reembolsado (R$);estornos;valor estornado (R$);receita líquida (R$)',
      'Plano Trimestral;1;149,00;0;0,00;0;0,00;149,00',
      'Plano Semestral;1;264,00;0;0,00;1;264,00;0,00',
      'Plano Anual;2;958,00;1;479,00;0;0,00;479,00',
      'Plano Mensal;3;149,70;0;0,00;0;0,00;149,70',
      '',
      'Conversão do teste (pagamento em até 30 dias do início do teste)',
      'testes iniciados;convertidos;taxa (%)',
      '3;2;67',
      '',
      'Cancelamentos (planos pagos encerrados sem renovação)',
      'plano;encerrados',
      'Plano Trimestral;1',
      'Plano Semestral;0',
      'Plano Anual;0',
      'Plano Mensal;0',
      'Total;1',
      '',
      'Planos pagos ativos hoje',
      'plano;ativos',
      'Plano Trimestral;1',
      'Plano Semestral;0',
      'Plano Anual;1',
      'Plano Mensal;3',
    ]);
    expect(lines.slice(31, 35)).toEqual(['MRR (R$);239,29', '', 'Série', 'dia;aprovado (R$);devolvido (R$)']);
    expect(lines.slice(35, 37)).toEqual(['2026-02-01;49,90;0,00', '2026-02-02;0,00;0,00']);
    expect(lines[46]).toBe('2026-02-12;0,00;479,00');
    expect(lines[62]).toBe('2026-02-28;479,00;0,00');
    expect(lines.slice(63)).toEqual(['']);
    const [entry] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'revenue.exported',
      actorType: 'admin',
      details: { period: 'custom', from: '2026-02-01', to: '2026-02-28' },
    });
    expect(entry!.actorLabel).toMatch(/^owner-/);
  });

  it('a negative net and a plan name a spreadsheet would run are written safely', async () => {
    // A plan renamed by the admin to something that starts like a formula.
    await t.db.execute(sql`update plans set name = '=HYPERLINK("x")' where id = 'biannual'`);
    const res = await t.app.inject({
      method: 'GET',
      url: `${adminMoneyApi.revenueExport.path}?period=custom&from=2026-02-20&to=2026-02-20`,
      headers: { cookie: cookies.owner },
    });
    await t.db.execute(sql`update plans set name = 'Plano Semestral' where id = 'biannual'`);
    const lines = res.body.split('\r\n');
    // Only Elisa's chargeback that day: net −264,00, written as text after an apostrophe like every
    // cell starting with '-' (docs/product.md#csv-files).
    expect(lines[4]).toBe("0;0,00;0;0,00;1;264,00;'-264,00");
    expect(lines).toContain(`"'=HYPERLINK(""x"")";0;0,00;0;0,00;1;264,00;'-264,00`);
  });
});

describe('who may read the revenue (docs/product.md#admin-team)', () => {
  it('the owner; support and content get 403; nobody 401', async () => {
    for (const e of [adminMoneyApi.revenue, adminMoneyApi.revenueExport]) {
      for (const [cookie, status] of [
        [cookies.owner, 200],
        [cookies.support, 403],
        [cookies.content, 403],
        ['', 401],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url: e.path, headers: cookie ? { cookie } : {} });
        expect(res.statusCode, `${e.path} ${cookie}`).toBe(status);
        if (status === 403) expect(res.json().error).toBe('Sua função na equipe não permite esta ação.');
      }
    }
  });
});

describe('bad input: 400 in pt-BR, nothing written', () => {
  it.each([
    ['period=ontem', 'Período inválido: use last_7_days, last_30_days, last_3_months, last_year ou custom.'],
    [
      'period=last_30_days&period=last_7_days',
      'Período inválido: use last_7_days, last_30_days, last_3_months, last_year ou custom.',
    ],
    ['period=custom', 'Informe o início e o fim do período.'],
    ['period=custom&from=2026-02-01', 'Informe o início e o fim do período.'],
    ['period=custom&from=2026-02-31&to=2026-03-01', 'Data inválida: use AAAA-MM-DD.'],
    ['period=custom&from=01/02/2026&to=2026-03-01', 'Data inválida: use AAAA-MM-DD.'],
    ['period=custom&from=2026-03-02&to=2026-03-01', 'O fim do período deve ser igual ou posterior ao início.'],
    // 1 January 2024 to 1 January 2026: 732 days, one more than two years.
    ['period=custom&from=2024-01-01&to=2026-01-01', 'O período pode ter no máximo 2 anos.'],
    ['period=last_year&extra=1', null],
  ])('%s', async (query, message) => {
    const before = await t.db.select().from(auditLog);
    for (const e of [adminMoneyApi.revenue, adminMoneyApi.revenueExport]) {
      const res = await t.app.inject({ method: 'GET', url: `${e.path}?${query}`, headers: { cookie: cookies.owner } });
      expect(res.statusCode, `${e.path}?${query}`).toBe(400);
      if (message) expect(res.json().error).toBe(message);
      else expect(res.json().error).toEqual(expect.any(String));
    }
    expect(await t.db.select().from(auditLog)).toEqual(before);
  });

  it('two years exactly (731 days, both ends included) is allowed', async () => {
    const r = await report('period=custom&from=2024-01-01&to=2025-12-31');
    expect(r.bucket_days).toBe(30);
    expect(r.series).toHaveLength(25);
  });
});

// The fixture's clock: a test that moved it would change "now" for the others.
it('the clock stayed at the fixture’s now', () => {
  expect(t.clock.now().toISOString()).toBe(FEBRUARY_NOW);
});

// Migration 0026's last two statements: the sums of the history written before it.
const backfill = readFileSync(new URL('../../db/migrations/0026_revenue_day_sums.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .slice(-2);

describe('the sums the revenue reads, kept with the history (docs/product.md#admin-revenue)', () => {
  const history = sql`select (e.at at time zone 'America/Sao_Paulo')::date::text as day, p.plan_type, e.status,
                        count(*)::int as count, sum(round(p.amount * 100))::bigint::text as cents
                      from payment_status_events e inner join payments p on p.id = e.payment_id
                      where e.status in ('approved', 'refunded', 'charged_back') group by 1, 2, 3 order by 1, 2, 3`;
  const kept = sql`select day::text, plan_type, status, count, cents::text from payment_days order by 1, 2, 3`;
  const firstPaid = sql`select s.first_paid_at,
                          (select min(e.at) from payment_status_events e inner join payments p on p.id = e.payment_id
                           where p.user_id = s.parent_user_id and e.status = 'approved') as first_approval
                        from subscriptions s`;
  const rowsOf = async (query: SQL) => ((await t.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  const agree = async () => {
    const expected = await rowsOf(history);
    // The fixture's approvals, refunds and chargebacks, two of them either side of a São Paulo midnight.
    expect(expected.length).toBeGreaterThan(10);
    expect(await rowsOf(kept)).toEqual(expected);
    const rows = (await rowsOf(firstPaid)) as { first_paid_at: unknown; first_approval: unknown }[];
    expect(rows.filter((r) => r.first_paid_at !== null).length).toBeGreaterThan(5);
    for (const row of rows) expect(row.first_paid_at).toEqual(row.first_approval);
  };

  it("each São Paulo day's money and each family's first approval agree with the history they come from", agree);

  it('the migration makes the same sums from a history written before it', async () => {
    await t.db.execute(sql`delete from payment_days`);
    await t.db.execute(sql`update subscriptions set first_paid_at = null`);
    for (const statement of backfill) await t.db.execute(sql.raw(statement));
    await agree();
  });
});
