import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, grantAccess } from '../../../test/child-factories';
import {
  adminGranted,
  DAY,
  MONTH,
  paid,
  parentWith as createParent,
  trial,
  type Sub,
} from '../../../test/subscription-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const parentWith = (sub: ((start: Date) => Sub) | null, later = 0) => createParent(t, sub, later);

async function list(cookie: string | undefined, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/activities${query}`, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json() };
}
const unlocked = (body: { is_locked: boolean }[]) => body.filter((a) => !a.is_locked).length;

describe('GET /api/activities: the tiers (docs/product.md#tiers)', () => {
  // Months are whole 30-day steps from the paid start (docs/product.md#counting-months).
  it.each([
    ['no subscription', 10, null, 0],
    ['trial', 10, trial, 0],
    ['expired trial', 10, trial, 9 * DAY],
    ['paid, month 0', 47, paid, 60_000],
    ['paid, month 5', 47, paid, 5 * MONTH + 60_000],
    ['paid, a minute before month 6', 47, paid, 6 * MONTH - 60_000],
    ['paid, month 6', 69, paid, 6 * MONTH + 60_000],
    ['paid, month 12', 111, paid, 12 * MONTH + 60_000],
    ['admin_granted', 111, adminGranted, 0],
  ] as const)('%s: %i of 111 unlocked', async (_label, expected, sub, later) => {
    const { cookie } = await parentWith(sub, later);
    const { status, body } = await list(cookie);
    expect(status).toBe(200);
    expect(body).toHaveLength(111);
    expect(unlocked(body)).toBe(expected);
  });

  it('a locked activity has no content and says how to unlock it; unlocked ones come first', async () => {
    const { cookie } = await parentWith(null);
    const { body } = await list(cookie);
    const locked = body.filter((a: { is_locked: boolean }) => a.is_locked);
    expect(
      locked.every((a: { content: unknown; unlock_description: string }) => a.content === null && a.unlock_description),
    ).toBe(true);
    expect(
      body.slice(0, 10).every((a: { is_locked: boolean; is_premium: boolean }) => !a.is_locked && !a.is_premium),
    ).toBe(true);
    expect(body.slice(0, 10).every((a: { content: string }) => JSON.parse(a.content).type)).toBeTruthy();
    expect(
      locked.some(
        (a: { unlock_description: string }) => a.unlock_description === 'Disponível a partir do 6º mês de assinatura.',
      ),
    ).toBe(true);
  });

  it('an active paid plan sees Premium activities unlocked with their content', async () => {
    const { cookie } = await parentWith(paid);
    const { body } = await list(cookie);
    const premium = body.find((a: { is_premium: boolean; is_locked: boolean }) => a.is_premium && !a.is_locked);
    expect(premium.content).toEqual(expect.any(String));
  });
});

describe('GET /api/activities: filters (docs/product.md#library-filters)', () => {
  it('filters by category', async () => {
    const { cookie } = await parentWith(null);
    const { body } = await list(cookie, '?category=math');
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((a: { category: string }) => a.category === 'math')).toBe(true);
  });

  it('filters by specialization, and by level including activities for any level', async () => {
    const { cookie } = await parentWith(null);
    const tea = (await list(cookie, '?for_tea=true')).body;
    expect(tea.every((a: { for_tea: number }) => a.for_tea === 1)).toBe(true);
    const level2 = (await list(cookie, '?for_tea=true&tea_level=2')).body;
    expect(level2.length).toBeGreaterThan(0);
    expect(level2.every((a: { tea_level: number | null }) => a.tea_level === 2 || a.tea_level === null)).toBe(true);
    expect(level2.length).toBeLessThanOrEqual(tea.length);
    const tdah = (await list(cookie, '?category=focus&for_tdah=true&tdah_level=3')).body;
    expect(
      tdah.every(
        (a: { category: string; for_tdah: number; tdah_level: number | null }) =>
          a.category === 'focus' && a.for_tdah === 1 && (a.tdah_level === 3 || a.tdah_level === null),
      ),
    ).toBe(true);
  });

  it.each([
    ['?tea_level=2', 'O nível de TEA só pode ser usado junto com a especialização TEA.'],
    ['?for_tdah=true&tdah_level=4', 'O nível deve ser 1, 2 ou 3.'],
    ['?category=cooking', 'Categoria inválida.'],
    ['?for_tea=yes', 'Use "true" para filtrar pela especialização.'],
    ['?sort=title', 'Campo não permitido: sort.'],
  ])('%s → 400 %s', async (query, message) => {
    const { cookie } = await parentWith(null);
    const { status, body } = await list(cookie, query);
    expect(status).toBe(400);
    expect(body.error).toContain(message);
  });

  it('anonymous callers get 401', async () => {
    expect((await list(undefined)).status).toBe(401);
  });
});

describe('GET /api/activities?child=: whose plan decides', () => {
  it("a professional with access sees the tier of the child's parent; without access, 404", async () => {
    const family = await parentWith(paid, 12 * MONTH + 60_000);
    const child = await createChild(t.db, family.user.id);
    const pro = await parentWith(null);
    const stranger = await parentWith(null);
    await grantAccess(t.db, child, pro.user.id);
    expect(unlocked((await list(pro.cookie)).body)).toBe(10);
    expect(unlocked((await list(pro.cookie, `?child=${child.id}`)).body)).toBe(111);
    expect((await list(stranger.cookie, `?child=${child.id}`)).status).toBe(404);
    expect(unlocked((await list(family.cookie, `?child=${child.id}`)).body)).toBe(111);
  });
});
