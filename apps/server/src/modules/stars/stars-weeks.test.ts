import { fromLocal } from '@neurobridge/shared/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addToLedger } from './ledger';
import { ledgerWeeks, starsWeeks } from './stars-weeks';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('starsWeeks (docs/product.md#stars-and-the-reward-shop)', () => {
  it('sums each São Paulo week by its Sunday: earned, spent and the rewards approved', async () => {
    const user = await createUser(t.db);
    const child = await createChild(t.db, user.id);
    const other = await createChild(t.db, user.id);
    const row = (
      delta: number,
      reason: 'activity' | 'routine' | 'reward',
      source: string,
      at: Date,
      childId = child.id,
    ) => addToLedger(t.db, { childId, delta, reason, source, label: source, at });
    // 2031-03-09 is a Sunday. Saturday 23:59 in São Paulo is still the week before.
    await row(3, 'activity', 'progress:1', fromLocal(2031, 3, 8, 23, 59));
    await row(2, 'activity', 'progress:2', fromLocal(2031, 3, 9, 0, 0));
    await row(1, 'routine', 'completion:1', fromLocal(2031, 3, 15, 23, 59));
    await row(-4, 'reward', 'request:1', fromLocal(2031, 3, 12, 10));
    await row(5, 'activity', 'progress:3', fromLocal(2031, 3, 17, 9));
    await row(-2, 'reward', 'request:2', fromLocal(2031, 3, 18, 9));
    await row(-1, 'reward', 'request:3', fromLocal(2031, 3, 19, 9));
    await row(9, 'activity', 'progress:9', fromLocal(2031, 3, 10, 9), other.id); // another child's

    expect(await starsWeeks(t.db, child.id, ['2031-03-16', '2031-03-02', '2031-03-09', '2031-03-23'])).toEqual([
      { week_start: '2031-03-16', earned: 5, spent: 3, rewards_received: 2 },
      { week_start: '2031-03-02', earned: 3, spent: 0, rewards_received: 0 },
      { week_start: '2031-03-09', earned: 3, spent: 4, rewards_received: 1 },
      { week_start: '2031-03-23', earned: 0, spent: 0, rewards_received: 0 },
    ]);
    expect(await starsWeeks(t.db, child.id, ['2031-03-09'])).toEqual([
      { week_start: '2031-03-09', earned: 3, spent: 4, rewards_received: 1 },
    ]);
    expect(await starsWeeks(t.db, child.id, [])).toEqual([]);
    // With the balance, the whole ledger's sum (weeks asked for or not), in the same query.
    expect(await ledgerWeeks(t.db, child.id, [])).toEqual({ balance: 4, weeks: [] });
    expect((await ledgerWeeks(t.db, other.id, ['2031-03-02'])).balance).toBe(9);
    expect(await ledgerWeeks(t.db, (await createChild(t.db, user.id)).id, ['2031-03-09'])).toEqual({
      balance: 0,
      weeks: [{ week_start: '2031-03-09', earned: 0, spent: 0, rewards_received: 0 }],
    });
  });
});
