import {
  NOT_ENOUGH_STARS,
  REQUEST_ALREADY_DECIDED,
  REQUEST_NOT_FOUND,
  REWARD_NOT_FOUND,
} from '@neurobridge/shared/api/stars';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { giveStars, ledgerRows, ledgerSum, requestRows, SAMPLE_REWARD, starsCalls } from './stars-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A parent, a child with `stars` and a reward of `price` in the child's shop. */
async function shopWith(stars: number, price = 5) {
  const parent = await createSignedInUser(t);
  const child = await createChild(t.db, parent.user.id, { name: 'Lucas Souza' });
  const api = starsCalls(t, { cookie: parent.cookie }, child.id);
  if (stars > 0) await giveStars(t, child.id, stars);
  const reward = (await api.add({ ...SAMPLE_REWARD, price })).json();
  return { parent, child, api, reward };
}

describe('the child asks for a reward (docs/product.md#stars-and-the-reward-shop)', () => {
  it('makes a waiting request (201) that spends nothing; asking again answers the same one', async () => {
    const { child, api, reward } = await shopWith(7);
    const res = await api.ask(reward.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      child_id: child.id,
      child_name: 'Lucas Souza',
      reward_id: reward.id,
      reward_name: 'Sorvete no sábado',
      reward_picture: 'sorvete',
      price: 5,
      size: 'pequena',
      status: 'pending',
      requested_at: t.clock.now().toISOString(),
      decided_at: null,
      balance: 7,
    });
    const again = await api.ask(reward.id);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(res.json());
    expect(await requestRows(t, child.id)).toHaveLength(1);
    expect(await ledgerSum(t, child.id)).toBe(7);
    expect((await api.shop()).json().items[0].pending_request_id).toBe(res.json().id);
  });

  it('two tabs asking at the same moment make one request', async () => {
    const { child, api, reward } = await shopWith(5);
    const answers = await Promise.all([api.ask(reward.id), api.ask(reward.id), api.ask(reward.id)]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(await requestRows(t, child.id)).toHaveLength(1);
  });

  it('with fewer stars than the price: 409, nothing written', async () => {
    const { child, api, reward } = await shopWith(4);
    const res = await api.ask(reward.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: NOT_ENOUGH_STARS });
    expect(NOT_ENOUGH_STARS).toBe('Ainda não há estrelas suficientes para esta recompensa.');
    expect(await requestRows(t, child.id)).toEqual([]);
    await giveStars(t, child.id, 1);
    expect((await api.ask(reward.id)).statusCode).toBe(201);
  });

  it('an unknown, removed or another child’s reward is 404', async () => {
    const { parent, api, reward } = await shopWith(9);
    const sibling = await createChild(t.db, parent.user.id);
    const theirs = (await starsCalls(t, { cookie: parent.cookie }, sibling.id).add()).json();
    for (const id of [theirs.id, 999_999]) {
      const res = await api.ask(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: REWARD_NOT_FOUND });
    }
    await api.remove(reward.id);
    expect((await api.ask(reward.id)).statusCode).toBe(404);
    expect((await api.ask('1e3')).statusCode).toBe(400);
  });

  it('after an answer the child may ask again: a new request', async () => {
    const { child, api, reward } = await shopWith(12);
    const first = (await api.ask(reward.id)).json();
    await api.decline(first.id);
    const second = (await api.ask(reward.id)).json();
    expect(second.id).not.toBe(first.id);
    await api.approve(second.id);
    const third = (await api.ask(reward.id)).json();
    expect(third).toMatchObject({ status: 'pending', balance: 7 });
    expect((await requestRows(t, child.id)).map((r) => r.status)).toEqual(['declined', 'approved', 'pending']);
  });
});

describe('the parent answers: approve spends once, decline spends nothing', () => {
  it('approves (200): the request is approved, the price spent once, dated now, labelled with the reward', async () => {
    const { parent, child, api, reward } = await shopWith(8);
    const request = (await api.ask(reward.id)).json();
    t.clock.advance(60_000);
    const res = await api.approve(request.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...request,
      status: 'approved',
      decided_at: t.clock.now().toISOString(),
      balance: 3,
    });
    const spending = (await ledgerRows(t, child.id)).filter((r) => r.delta < 0);
    expect(spending).toEqual([
      expect.objectContaining({
        delta: -5,
        reason: 'reward',
        source: `request:${request.id}`,
        label: 'Sorvete no sábado',
        at: t.clock.now(),
      }),
    ]);
    expect((await requestRows(t, child.id))[0]).toMatchObject({ decidedBy: parent.user.id });
    expect((await api.shop()).json()).toMatchObject({ balance: 3, items: [{ pending_request_id: null }] });
  });

  it('approving again answers the same approval (200) and spends nothing more', async () => {
    const { child, api, reward } = await shopWith(8);
    const request = (await api.ask(reward.id)).json();
    const first = await api.approve(request.id);
    const again = await api.approve(request.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ledgerSum(t, child.id)).toBe(3);
  });

  it('a double tap and two tabs approving at once: one spending', async () => {
    const { child, api, reward } = await shopWith(10);
    const request = (await api.ask(reward.id)).json();
    const answers = await Promise.all([api.approve(request.id), api.approve(request.id), api.approve(request.id)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((r) => r.json().status)).toEqual(['approved', 'approved', 'approved']);
    expect((await ledgerRows(t, child.id)).filter((r) => r.delta < 0)).toHaveLength(1);
    expect(await ledgerSum(t, child.id)).toBe(5);
  });

  it('two requests of the same child approved at once, with stars for one: one spends, the other is 409', async () => {
    const { child, api, reward } = await shopWith(5);
    const other = (await api.add({ ...SAMPLE_REWARD, name: 'Filme', price: 5 })).json();
    const a = (await api.ask(reward.id)).json();
    const b = (await api.ask(other.id)).json();
    const answers = await Promise.all([api.approve(a.id), api.approve(b.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await ledgerSum(t, child.id)).toBe(0);
    expect((await requestRows(t, child.id)).map((r) => r.status).sort()).toEqual(['approved', 'pending']);
  });

  it('with too few stars at the approval: 409, nothing changes', async () => {
    const { child, api, reward } = await shopWith(5);
    const other = (await api.add({ ...SAMPLE_REWARD, name: 'Filme', price: 3 })).json();
    const a = (await api.ask(reward.id)).json();
    const b = (await api.ask(other.id)).json();
    expect((await api.approve(b.id)).statusCode).toBe(200); // 2 left, the other costs 5
    const res = await api.approve(a.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: NOT_ENOUGH_STARS });
    expect(await ledgerSum(t, child.id)).toBe(2);
    expect((await requestRows(t, child.id)).find((r) => r.id === a.id)).toMatchObject({
      status: 'pending',
      decidedAt: null,
    });
  });

  it('declines (200): nothing spent; declining again answers it; approving it then is 409', async () => {
    const { parent, child, api, reward } = await shopWith(6);
    const request = (await api.ask(reward.id)).json();
    const res = await api.decline(request.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...request,
      status: 'declined',
      decided_at: t.clock.now().toISOString(),
      balance: 6,
    });
    expect((await api.decline(request.id)).json()).toEqual(res.json());
    const approve = await api.approve(request.id);
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toEqual({ error: REQUEST_ALREADY_DECIDED });
    expect(REQUEST_ALREADY_DECIDED).toBe('Este pedido já foi respondido.');
    expect(await ledgerSum(t, child.id)).toBe(6);
    expect((await requestRows(t, child.id))[0]).toMatchObject({ decidedBy: parent.user.id });
  });

  it('declining an approved request is 409 and gives nothing back', async () => {
    const { child, api, reward } = await shopWith(6);
    const request = (await api.ask(reward.id)).json();
    await api.approve(request.id);
    const res = await api.decline(request.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: REQUEST_ALREADY_DECIDED });
    expect(await ledgerSum(t, child.id)).toBe(1);
  });

  it('an unknown or another child’s request is 404', async () => {
    const { parent, api, reward } = await shopWith(6);
    const sibling = await createChild(t.db, parent.user.id);
    await giveStars(t, sibling.id, 6);
    const siblingApi = starsCalls(t, { cookie: parent.cookie }, sibling.id);
    const theirs = (await siblingApi.ask((await siblingApi.add()).json().id)).json();
    await api.ask(reward.id);
    for (const call of [api.approve, api.decline]) {
      for (const id of [theirs.id, 999_999]) {
        const res = await call(id);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: REQUEST_NOT_FOUND });
      }
    }
    expect((await requestRows(t, sibling.id))[0]!.status).toBe('pending');
  });
});

describe('GET /api/reward-requests: what waits for the parent', () => {
  it("every own child's waiting requests, oldest first, with each child's balance; never another family's", async () => {
    const { parent, child, api, reward } = await shopWith(9);
    const sibling = await createChild(t.db, parent.user.id, { name: 'Ana' });
    await giveStars(t, sibling.id, 3);
    const siblingApi = starsCalls(t, { cookie: parent.cookie }, sibling.id);
    const cheap = (await siblingApi.add({ ...SAMPLE_REWARD, name: 'Bola', picture: 'bola', price: 2 })).json();
    const stranger = await shopWith(9);
    await stranger.api.ask(stranger.reward.id);

    const first = (await api.ask(reward.id)).json();
    t.clock.advance(1000);
    const second = (await siblingApi.ask(cheap.id)).json();
    t.clock.advance(1000);
    const other = (await api.add({ ...SAMPLE_REWARD, name: 'Filme', price: 1 })).json();
    const third = (await api.ask(other.id)).json();
    await api.decline(third.id);

    const res = await api.pending();
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([first, second]);
    expect(res.json().items.map((r: { child_id: number }) => r.child_id)).toEqual([child.id, sibling.id]);
    // A professional sees only their own children's requests (here none).
    const pro = await createSignedInUser(t);
    expect((await starsCalls(t, { cookie: pro.cookie }, child.id).pending()).json()).toEqual({ items: [] });
  });

  it('costs one query', async () => {
    const { api, reward } = await shopWith(9);
    await api.ask(reward.id);
    await api.pending();
    t.queries.length = 0;
    expect((await api.pending()).json().items).toHaveLength(1);
    expect(t.queries).toHaveLength(1);
  });
});
