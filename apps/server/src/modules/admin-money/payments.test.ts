import { adminMoneyApi, type PaymentDetail, type PaymentsPage } from '@neurobridge/shared/api/admin-money';
import { pathFor } from '@neurobridge/shared/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeMercadoPago } from '../../../test/fake-mercado-pago';
import type { TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/admin';
import { payments } from '../../db/schema/billing';
import { createMercadoPagoTestApp } from '../payments/payments-testing';
import { adminCookies, februaryBusiness, type Family } from './admin-money-testing';

/** The payments list and a payment's page (docs/product.md#admin-payments), on the February fixture. */

let t: TestApp;
let fake: FakeMercadoPago;
let close: () => Promise<void>;
let cookies: Awaited<ReturnType<typeof adminCookies>>;
let f: Awaited<ReturnType<typeof februaryBusiness>>['families'];
/** Each Mercado Pago id's row id. */
const idOf = new Map<string, number>();
beforeAll(async () => {
  ({ t, fake, close } = await createMercadoPagoTestApp());
  f = (await februaryBusiness(t, fake)).families;
  cookies = await adminCookies(t);
  for (const row of await t.db.select().from(payments)) idOf.set(row.providerPaymentId, row.id);
}, 120_000);
afterAll(() => close());

const list = async (query = '', cookie = cookies.owner) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${adminMoneyApi.payments.path}?${query}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentsPage>();
};
const detail = (id: number | string, cookie = cookies.owner) =>
  t.app.inject({ method: 'GET', url: pathFor(adminMoneyApi.payment, { id: String(id) }), headers: { cookie } });
/** The Mercado Pago ids of a page, to compare with the families' payments. */
const ids = (page: PaymentsPage) => page.payments.map((p) => p.provider_payment_id);
const paid = (family: Family, n = 0) => family.paid[n]!;

describe('GET /api/admin/payments (docs/product.md#admin-payments)', () => {
  it('every payment, newest first, with its family, plan, cents and Mercado Pago’s link', async () => {
    const page = await list();
    // 15 payments: Daniel, Elisa, Hugo ×2, Gabi, Ana ×2, João, Carla, Lia, Iara ×2, Fábio, Marcos, Bruno.
    expect(page.payments).toHaveLength(15);
    expect(page.next_cursor).toBeNull();
    expect(page.payments.map((p) => p.id)).toEqual([...page.payments.map((p) => p.id)].sort((a, b) => b - a));
    const bruno = page.payments[0]!;
    expect(bruno).toEqual({
      id: idOf.get(paid(f.bruno)),
      created_at: '2026-03-14T13:00:00.000Z',
      status: 'approved',
      plan_type: 'monthly',
      plan_name: 'Plano Mensal',
      amount_cents: 4990,
      currency: 'BRL',
      provider: 'mercado_pago',
      provider_payment_id: paid(f.bruno),
      provider_url: `https://www.mercadopago.com.br/activities?q=${paid(f.bruno)}`,
      family: { id: f.bruno.user.id, name: 'Bruno Lima', email: 'bruno@example.com' },
    });
    expect(page.payments.find((p) => p.provider_payment_id === paid(f.carla))).toMatchObject({
      status: 'refunded',
      plan_name: 'Plano Anual',
      amount_cents: 47900,
    });
  });

  it('a deleted family’s payment stays, without the family, and the search no longer finds it by name', async () => {
    const page = await list();
    expect(page.payments.find((p) => p.provider_payment_id === paid(f.lia))).toMatchObject({
      family: null,
      status: 'approved',
      amount_cents: 26400,
    });
    expect((await list('q=Lia Ramos')).payments).toEqual([]);
  });

  it('pages by cursor: 5, 5 and the last 5, none twice', async () => {
    const first = await list('limit=5');
    expect(first.payments).toHaveLength(5);
    expect(first.next_cursor).toBe(String(first.payments[4]!.id));
    const second = await list(`limit=5&cursor=${first.next_cursor}`);
    const third = await list(`limit=5&cursor=${second.next_cursor}`);
    expect(third.next_cursor).toBeNull();
    const all = [...ids(first), ...ids(second), ...ids(third)];
    expect(all).toEqual(ids(await list()));
  });

  it.each([
    ['status=refunded', () => [paid(f.carla), paid(f.joao)]],
    ['status=charged_back', () => [paid(f.elisa)]],
    ['status=pending', () => [paid(f.iara, 0)]],
    ['status=refused', () => [paid(f.iara, 1)]],
    ['plan=quarterly', () => [paid(f.marcos), paid(f.joao), paid(f.daniel)]],
    // São Paulo days: Gabi's 01/02 00:00 is on 1 February, Hugo's 31/01 23:59:59 is not.
    ['from=2026-02-01&to=2026-02-01', () => [paid(f.gabi)]],
    ['to=2026-01-31', () => [paid(f.hugo, 0), paid(f.elisa), paid(f.daniel)]],
    ['from=2026-03-10', () => [paid(f.bruno), paid(f.marcos)]],
    ['plan=monthly&status=approved&from=2026-02-27&to=2026-03-01', () => [paid(f.ana, 1), paid(f.hugo, 1)]],
  ])('%s', async (query, expected) => {
    expect(ids(await list(query))).toEqual(expected());
  });

  it.each([
    ['q=SOUZA', () => [paid(f.ana, 1), paid(f.ana, 0)]],
    ['q=hugo@EXAMPLE', () => [paid(f.hugo, 1), paid(f.hugo, 0)]],
    ['q=fábio', () => [paid(f.fabio)]],
  ])('searches the family’s name or e-mail, ignoring case: %s', async (query, expected) => {
    expect(ids(await list(query))).toEqual(expected());
  });

  it('searches Mercado Pago’s id, whole or in part', async () => {
    expect(ids(await list(`q=${paid(f.joao)}`))).toEqual([paid(f.joao)]);
    expect(ids(await list(`q=${paid(f.joao).slice(-3)}`))).toContain(paid(f.joao));
  });

  it('% and _ are searched as themselves', async () => {
    expect((await list('q=%25')).payments).toEqual([]);
    expect((await list('q=_')).payments).toEqual([]);
  });

  it('the demo’s payments have no Mercado Pago link', async () => {
    const [row] = await t.db
      .insert(payments)
      .values({
        userId: f.gabi.user.id,
        provider: 'test',
        providerPaymentId: 'test-demo-1',
        planType: 'annual',
        amount: '479.00',
        status: 'rejected',
        createdAt: t.clock.now(),
      })
      .returning();
    const page = await list('q=test-demo-1');
    expect(page.payments).toEqual([
      expect.objectContaining({ id: row!.id, provider: 'test', provider_url: null, plan_name: 'Plano Anual' }),
    ]);
    await t.db.delete(payments).where(eq(payments.id, row!.id));
  });
});

describe('GET /api/admin/payments/:id (docs/product.md#admin-payments)', () => {
  it('the history, oldest first, with who moved it; refunded: no refund from here', async () => {
    const res = await detail(idOf.get(paid(f.carla))!);
    expect(res.statusCode).toBe(200);
    const body = res.json<PaymentDetail>();
    expect(body).toMatchObject({
      status: 'refunded',
      family: { id: f.carla.user.id, name: 'Carla Dias', email: 'carla@example.com' },
      refunded_at: '2026-02-12T12:00:00.000Z',
      period_end_date: '2027-02-10T17:00:00.000Z',
      refundable: false,
      refund_blocked: 'Este pagamento já foi reembolsado.',
    });
    expect(body.history).toEqual([
      { status: 'approved', at: '2026-02-10T17:00:00.000Z', source: 'provider', actor: null, note: null },
      { status: 'refunded', at: '2026-02-12T12:00:00.000Z', source: 'family', actor: null, note: 'Não usamos.' },
    ]);
  });

  it.each([
    ['a chargeback', () => paid(f.elisa), 'Este pagamento foi estornado (chargeback); não há o que reembolsar.'],
    ['pending', () => paid(f.iara, 0), 'Só um pagamento aprovado pode ser reembolsado.'],
    ['refused (a wrong amount)', () => paid(f.iara, 1), 'Só um pagamento aprovado pode ser reembolsado.'],
    [
      'a deleted family',
      () => paid(f.lia),
      'A família excluiu a conta; não há plano a encerrar. Um reembolso só pode ser feito no Mercado Pago.',
    ],
    ['a period renewed since', () => paid(f.hugo, 0), 'Só o pagamento do plano atual da família pode ser reembolsado.'],
    // Approved 01/03 02:30Z (28/02 23:30 in São Paulo): the 7 days ended 08/03 02:30Z, 07/03 there.
    ['past the 7 days', () => paid(f.fabio), 'A garantia de 7 dias deste pagamento terminou em 07/03/2026.'],
  ])('%s: not refundable, and why', async (_label, payment, why) => {
    const body = (await detail(idOf.get(payment())!)).json<PaymentDetail>();
    expect(body).toMatchObject({ refundable: false, refund_blocked: why });
  });

  it('the current payment, a day old: refundable', async () => {
    const body = (await detail(idOf.get(paid(f.bruno))!)).json<PaymentDetail>();
    expect(body).toMatchObject({ refundable: true, refund_blocked: null, status: 'approved' });
    expect(body.history).toEqual([
      { status: 'approved', at: '2026-03-14T13:00:00.000Z', source: 'provider', actor: null, note: null },
    ]);
  });

  it('the pending then refused payments show each status they took', async () => {
    const body = (await detail(idOf.get(paid(f.iara, 1))!)).json<PaymentDetail>();
    expect(body.history.map((h) => h.status)).toEqual(['refused']);
  });

  it('404 for a payment that does not exist; 400 for an id that is none', async () => {
    const missing = await detail(999_999);
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: 'Pagamento não encontrado.' }]);
    for (const id of ['abc', '0', '-1', '99999999999']) {
      const res = await detail(id);
      expect([res.statusCode, res.json().error], id).toEqual([400, 'Pagamento inválido.']);
    }
  });
});

describe('bad input of the list: 400 in pt-BR', () => {
  it.each([
    ['status=pago', 'Situação de pagamento inválida.'],
    ['plan=Anual!', 'Plano inválido.'],
    ['from=2026-02-30', 'Data inválida: use AAAA-MM-DD.'],
    ['to=ontem', 'Data inválida: use AAAA-MM-DD.'],
    ['limit=0', 'O limite deve ser de 1 a 100.'],
    ['limit=101', 'O limite deve ser de 1 a 100.'],
    ['limit=dez', 'O limite deve ser de 1 a 100.'],
    ['cursor=abc', 'Cursor inválido.'],
    [`q=${'x'.repeat(101)}`, 'A busca pode ter no máximo 100 caracteres.'],
    ['q=a&q=b', 'A busca pode ter no máximo 100 caracteres.'],
    ['pagina=2', 'Campo não permitido: pagina.'],
  ])('%s', async (query, message) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${adminMoneyApi.payments.path}?${query}`,
      headers: { cookie: cookies.owner },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });
});

describe('who may read payments (docs/product.md#admin-team)', () => {
  it('the owner; support and content 403; nobody 401; none of them writes to the trail', async () => {
    const before = (await t.db.select().from(auditLog)).length;
    const id = String(idOf.get(paid(f.bruno)));
    for (const e of [adminMoneyApi.payments, adminMoneyApi.payment]) {
      const url = pathFor(e, { id });
      for (const [cookie, status] of [
        [cookies.owner, 200],
        [cookies.support, 403],
        [cookies.content, 403],
        ['', 401],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        expect(res.statusCode, `${url} ${cookie}`).toBe(status);
      }
    }
    expect((await t.db.select().from(auditLog)).length).toBe(before);
  });
});
