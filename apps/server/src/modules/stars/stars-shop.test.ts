import {
  REWARD_NAME_REQUIRED,
  REWARD_NAME_TOO_LONG,
  REWARD_NOT_FOUND,
  REWARD_NOTHING_TO_CHANGE,
  REWARD_PICTURE_INVALID,
  REWARD_PRICE_INVALID,
  REWARD_SIZE_INVALID,
  SHOP_FULL,
} from '@neurobridge/shared/api/stars';
import { SHOP_MAX_ITEMS } from '@neurobridge/shared/domain/stars';
import { addWeeks, fromLocal, weekOf } from '@neurobridge/shared/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { giveStars, requestRows, rewardRows, SAMPLE_REWARD, starsCalls } from './stars-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function family() {
  const parent = await createSignedInUser(t);
  const child = await createChild(t.db, parent.user.id);
  return { parent, child, api: starsCalls(t, { cookie: parent.cookie }, child.id) };
}

describe('GET /stars: the balance and the last 8 weeks (docs/product.md#stars-and-the-reward-shop)', () => {
  it('a child without stars: 0 and eight empty weeks, oldest first, this one last', async () => {
    t.clock.set(fromLocal(2031, 5, 14, 10)); // a Wednesday
    const { api } = await family();
    const res = await api.stars();
    expect(res.statusCode).toBe(200);
    const thisWeek = weekOf(t.clock.now());
    expect(thisWeek).toBe('2031-05-11');
    expect(res.json()).toEqual({
      balance: 0,
      weeks: Array.from({ length: 8 }, (_, i) => ({
        week_start: addWeeks(thisWeek, i - 7),
        earned: 0,
        spent: 0,
        rewards_received: 0,
      })),
    });
  });

  it('earnings and approved rewards count in their week; the balance is the whole ledger, older weeks too', async () => {
    const { child, api } = await family();
    t.clock.set(fromLocal(2031, 1, 8, 9)); // ten weeks before: in the balance, not in the weeks
    await giveStars(t, child.id, 4);
    t.clock.set(fromLocal(2031, 5, 6, 9)); // last week
    await giveStars(t, child.id, 3);
    const reward = (await api.add({ ...SAMPLE_REWARD, price: 5 })).json();
    const request = (await api.ask(reward.id)).json();
    t.clock.set(fromLocal(2031, 5, 12, 9)); // this week: approved
    expect((await api.approve(request.id)).statusCode).toBe(200);
    await giveStars(t, child.id, 2);
    const body = (await api.stars()).json();
    expect(body.balance).toBe(4 + 3 - 5 + 2);
    expect(body.weeks.slice(-2)).toEqual([
      { week_start: '2031-05-04', earned: 3, spent: 0, rewards_received: 0 },
      { week_start: '2031-05-11', earned: 2, spent: 5, rewards_received: 1 },
    ]);
    expect(body.weeks.slice(0, 6).every((w: { earned: number }) => w.earned === 0)).toBe(true);
  });

  it('costs the child check and one query', async () => {
    const { child, api } = await family();
    await giveStars(t, child.id, 2);
    await api.stars();
    t.queries.length = 0;
    await api.stars();
    expect(t.queries).toHaveLength(2);
  });
});

describe('the shop: add, list, change, remove', () => {
  it('adds a reward (201) and lists the shop oldest first, with the balance', async () => {
    const { child, api } = await family();
    expect((await api.shop()).json()).toEqual({ balance: 0, items: [] });
    const added = await api.add({ name: '  Parquinho  ', picture: 'parquinho', price: 12, size: 'media' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      id: expect.any(Number),
      name: 'Parquinho',
      picture: 'parquinho',
      price: 12,
      size: 'media',
      pending_request_id: null,
      created_at: t.clock.now().toISOString(),
    });
    t.clock.advance(1000);
    await api.add(SAMPLE_REWARD);
    await giveStars(t, child.id, 7);
    const shop = (await api.shop()).json();
    expect(shop.balance).toBe(7);
    expect(shop.items.map((i: { name: string }) => i.name)).toEqual(['Parquinho', 'Sorvete no sábado']);
  });

  it('the same Idempotency-Key adds once and answers the same reward', async () => {
    const { parent, child } = await family();
    const headers = { cookie: parent.cookie, 'idempotency-key': 'uma-chave-da-loja' };
    const send = () =>
      t.app.inject({ method: 'POST', url: `/api/children/${child.id}/shop`, headers, payload: SAMPLE_REWARD });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await rewardRows(t, child.id)).toHaveLength(1);
  });

  it(`holds at most ${SHOP_MAX_ITEMS} rewards: the next is 409; a removed one frees its place`, async () => {
    const { child, api } = await family();
    const ids: number[] = [];
    for (let i = 0; i < SHOP_MAX_ITEMS; i++) ids.push((await api.add({ ...SAMPLE_REWARD, name: `R${i}` })).json().id);
    const full = await api.add();
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: SHOP_FULL });
    expect(SHOP_FULL).toBe('A loja desta criança já tem 30 recompensas. Remova uma para adicionar outra.');
    expect(await rewardRows(t, child.id)).toHaveLength(SHOP_MAX_ITEMS);
    expect((await api.remove(ids[0]!)).statusCode).toBe(204);
    expect((await api.add()).statusCode).toBe(201);
  });

  it('concurrent adds for the last place: only one passes', async () => {
    const { child, api } = await family();
    for (let i = 0; i < SHOP_MAX_ITEMS - 1; i++) await api.add();
    const codes = (await Promise.all([api.add(), api.add(), api.add()])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    expect(await rewardRows(t, child.id)).toHaveLength(SHOP_MAX_ITEMS);
  });

  it('changes only the fields sent; a waiting request keeps what the child asked for', async () => {
    const { child, api } = await family();
    await giveStars(t, child.id, 10);
    const reward = (await api.add()).json();
    const request = (await api.ask(reward.id)).json();
    const res = await api.update(reward.id, { price: 8, name: 'Sorvete grande' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...reward,
      name: 'Sorvete grande',
      price: 8,
      pending_request_id: request.id,
    });
    expect((await requestRows(t, child.id))[0]).toMatchObject({ rewardName: 'Sorvete no sábado', price: 5 });
    expect((await api.update(reward.id, { size: 'grande' })).json()).toMatchObject({ size: 'grande', price: 8 });
  });

  it('an empty change is 400; an unknown, removed or another child’s reward is 404; nothing changes', async () => {
    const { parent, child, api } = await family();
    const sibling = await createChild(t.db, parent.user.id);
    const theirs = (await starsCalls(t, { cookie: parent.cookie }, sibling.id).add()).json();
    const mine = (await api.add()).json();
    const empty = await api.update(mine.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: REWARD_NOTHING_TO_CHANGE });
    expect(REWARD_NOTHING_TO_CHANGE).toBe('Nada para alterar.');
    for (const id of [theirs.id, 999_999]) {
      const res = await api.update(id, { price: 9 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: REWARD_NOT_FOUND });
    }
    await api.remove(mine.id);
    expect((await api.update(mine.id, { price: 9 })).statusCode).toBe(404);
    expect((await api.update('abc', { price: 9 })).statusCode).toBe(400);
    expect((await rewardRows(t, sibling.id))[0]!.price).toBe(5);
    expect((await rewardRows(t, child.id))[0]!.price).toBe(5);
  });

  it('removes a reward (204): it leaves the shop, keeps its row, and its waiting request is declined', async () => {
    const { parent, child, api } = await family();
    await giveStars(t, child.id, 10);
    const reward = (await api.add()).json();
    const kept = (await api.add({ ...SAMPLE_REWARD, name: 'Filme' })).json();
    const request = (await api.ask(reward.id)).json();
    const removed = await api.remove(reward.id);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await api.shop()).json().items.map((i: { id: number }) => i.id)).toEqual([kept.id]);
    expect((await rewardRows(t, child.id))[0]!.removedAt).toEqual(t.clock.now());
    expect((await requestRows(t, child.id))[0]).toMatchObject({
      id: request.id,
      status: 'declined',
      decidedBy: parent.user.id,
    });
    expect((await api.pending()).json().items).toEqual([]);
    const again = await api.remove(reward.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: REWARD_NOT_FOUND });
    expect((await api.ask(reward.id)).statusCode).toBe(404);
  });

  it('the shop costs the child check and one query, whatever its size', async () => {
    const { child, api } = await family();
    await giveStars(t, child.id, 10);
    for (let i = 0; i < 4; i++) await api.add({ ...SAMPLE_REWARD, name: `R${i}` });
    await api.ask((await rewardRows(t, child.id))[0]!.id);
    await api.shop();
    t.queries.length = 0;
    const shop = (await api.shop()).json();
    expect(shop.items).toHaveLength(4);
    expect(shop.items[0].pending_request_id).toEqual(expect.any(Number));
    expect(t.queries).toHaveLength(2);
  });
});

describe('bad input → pt-BR 400 naming the field, nothing written', () => {
  const long = 'a'.repeat(61);
  it.each([
    [{ name: undefined }, 'name', REWARD_NAME_REQUIRED],
    [{ name: '' }, 'name', REWARD_NAME_REQUIRED],
    [{ name: '   ' }, 'name', REWARD_NAME_REQUIRED],
    [{ name: 12 }, 'name', REWARD_NAME_REQUIRED],
    [{ name: long }, 'name', REWARD_NAME_TOO_LONG],
    [{ picture: 'unicornio' }, 'picture', REWARD_PICTURE_INVALID],
    [{ picture: null }, 'picture', REWARD_PICTURE_INVALID],
    [{ price: 0 }, 'price', REWARD_PRICE_INVALID],
    [{ price: 501 }, 'price', REWARD_PRICE_INVALID],
    [{ price: 2.5 }, 'price', REWARD_PRICE_INVALID],
    [{ price: '5' }, 'price', REWARD_PRICE_INVALID],
    [{ size: 'enorme' }, 'size', REWARD_SIZE_INVALID],
    [{ size: undefined }, 'size', REWARD_SIZE_INVALID],
  ])('add %j → %s', async (override, field, message) => {
    const { child, api } = await family();
    const res = await api.add({ ...SAMPLE_REWARD, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, fields: { [field]: message } });
    expect(await rewardRows(t, child.id)).toEqual([]);
  });

  it('names an unknown field, on add and on change', async () => {
    const { child, api } = await family();
    const add = await api.add({ ...SAMPLE_REWARD, cor: 'azul' });
    expect(add.statusCode).toBe(400);
    expect(add.json().error).toBe('Campo não permitido: cor.');
    expect(await rewardRows(t, child.id)).toEqual([]);
    const reward = (await api.add()).json();
    const change = await api.update(reward.id, { price: 7, status: 'x' });
    expect(change.statusCode).toBe(400);
    expect(change.json().error).toBe('Campo não permitido: status.');
    expect((await rewardRows(t, child.id))[0]!.price).toBe(5);
  });

  it.each([
    [{ name: long }, 'name', REWARD_NAME_TOO_LONG],
    [{ picture: 'unicornio' }, 'picture', REWARD_PICTURE_INVALID],
    [{ price: -1 }, 'price', REWARD_PRICE_INVALID],
    [{ size: 'G' }, 'size', REWARD_SIZE_INVALID],
  ])('change %j → %s', async (body, field, message) => {
    const { child, api } = await family();
    const reward = (await api.add()).json();
    const res = await api.update(reward.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, fields: { [field]: message } });
    expect(await rewardRows(t, child.id)).toMatchObject([{ name: SAMPLE_REWARD.name, price: 5, size: 'pequena' }]);
  });
});
