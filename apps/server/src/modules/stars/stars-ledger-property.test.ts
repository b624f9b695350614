import { TIME_SLOTS } from '@neurobridge/shared/domain/calendar';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { scheduleCalls } from '../schedule/schedule-testing';
import { ledgerSum, requestRows, SAMPLE_REWARD, starsCalls } from './stars-testing';

/**
 * The ledger's property (docs/product.md#stars-and-the-reward-shop), through the real routes: for
 * any sequence of earning (a routine entry ticked), adding and removing rewards, asking, approving
 * (sometimes twice at once) and declining, after every step the balance the routes answer is the
 * ledger's sum, never negative, and equals the stars earned minus the prices of the approved requests.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Step =
  | { do: 'earn' }
  | { do: 'add'; price: number }
  | { do: 'ask'; pick: number }
  | { do: 'approve'; pick: number; twice: boolean }
  | { do: 'decline'; pick: number }
  | { do: 'remove'; pick: number };

const pick = fc.nat({ max: 9 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.constant({ do: 'earn' as const }), weight: 3 },
  { arbitrary: fc.record({ do: fc.constant('add' as const), price: fc.integer({ min: 1, max: 4 }) }), weight: 2 },
  { arbitrary: fc.record({ do: fc.constant('ask' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ do: fc.constant('approve' as const), pick, twice: fc.boolean() }), weight: 2 },
  { arbitrary: fc.record({ do: fc.constant('decline' as const), pick }), weight: 1 },
  { arbitrary: fc.record({ do: fc.constant('remove' as const), pick }), weight: 1 },
);

const chosen = <T>(list: T[], i: number): T | undefined => (list.length ? list[i % list.length] : undefined);

describe('the ledger through the routes (fast-check)', () => {
  it('the balance is always the ledger’s sum, never negative, and earned − approved prices', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const parent = await createSignedInUser(t);
        const child = await createChild(t.db, parent.user.id);
        const stars = starsCalls(t, { cookie: parent.cookie }, child.id);
        const week = scheduleCalls(t, parent.cookie, child.id);
        const rewards: number[] = [];
        const requests: number[] = [];
        let earned = 0;
        let entries = 0;
        for (const s of steps) {
          if (s.do === 'earn') {
            const slot = { day_of_week: entries % 7, time_slot: TIME_SLOTS[Math.floor(entries / 7) % 3] };
            entries += 1;
            const entry = (
              await week.add({ kind: 'routine', title: 'Escovar os dentes', picture: 'escovar_dentes', ...slot })
            ).json();
            earned += (await week.complete(entry.id)).json().stars;
          } else if (s.do === 'add') {
            const res = await stars.add({ ...SAMPLE_REWARD, price: s.price });
            if (res.statusCode === 201) rewards.push(res.json().id);
          } else if (s.do === 'ask') {
            const id = chosen(rewards, s.pick);
            const res = id && (await stars.ask(id));
            if (res && res.statusCode === 201 && !requests.includes(res.json().id)) requests.push(res.json().id);
          } else if (s.do === 'approve') {
            const id = chosen(requests, s.pick);
            if (id) await Promise.all(s.twice ? [stars.approve(id), stars.approve(id)] : [stars.approve(id)]);
          } else if (s.do === 'decline') {
            const id = chosen(requests, s.pick);
            if (id) await stars.decline(id);
          } else {
            const id = chosen(rewards, s.pick);
            if (id) await stars.remove(id);
          }
          const balance = (await stars.stars()).json().balance;
          const approved = (await requestRows(t, child.id)).filter((r) => r.status === 'approved');
          expect(balance).toBe(await ledgerSum(t, child.id));
          expect((await stars.shop()).json().balance).toBe(balance);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(balance).toBe(earned - approved.reduce((sum, r) => sum + r.price, 0));
        }
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
