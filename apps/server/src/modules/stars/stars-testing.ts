// For tests: calls to the stars and shop routes, the stars a child is given, and reads of what was written.
import { asc, eq } from 'drizzle-orm';
import { callerOf } from '../../../test/idempotency-key';
import type { TestApp } from '../../../test/test-app';
import { rewardRequests, shopRewards, starLedger } from '../../db/schema/stars';
import { addToLedger } from './ledger';

let given = 0;
/** Stars earned as a finished result would earn them (a ledger row of its own), dated now. */
export async function giveStars(t: TestApp, childId: number, stars: number): Promise<void> {
  given += 1;
  await addToLedger(t.db, {
    childId,
    delta: stars,
    reason: 'activity',
    source: `progress:test-${given}`,
    label: 'Memória',
    at: t.clock.now(),
  });
}

export const ledgerRows = (t: TestApp, childId: number) =>
  t.db.select().from(starLedger).where(eq(starLedger.childId, childId)).orderBy(asc(starLedger.id));

export const ledgerSum = async (t: TestApp, childId: number) =>
  (await ledgerRows(t, childId)).reduce((sum, row) => sum + row.delta, 0);

export const rewardRows = (t: TestApp, childId: number) =>
  t.db.select().from(shopRewards).where(eq(shopRewards.childId, childId)).orderBy(asc(shopRewards.id));

export const requestRows = (t: TestApp, childId: number) =>
  t.db.select().from(rewardRequests).where(eq(rewardRequests.childId, childId)).orderBy(asc(rewardRequests.id));

export const SAMPLE_REWARD = { name: 'Sorvete no sábado', picture: 'sorvete', price: 5, size: 'pequena' } as const;

/**
 * A child's shop with something under every route: 10 stars, a reward with a request waiting for
 * it (`reward`, `request`) and one nobody asked for yet (`free`). Written directly, so no caller's
 * access is needed.
 */
export async function shopWorld(t: TestApp, childId: number) {
  await giveStars(t, childId, 10);
  const [reward, free] = await t.db
    .insert(shopRewards)
    .values([
      { childId, ...SAMPLE_REWARD },
      { childId, ...SAMPLE_REWARD, name: 'Filme', picture: 'filme' },
    ])
    .returning();
  const [request] = await t.db
    .insert(rewardRequests)
    .values({
      childId,
      rewardId: reward!.id,
      rewardName: reward!.name,
      rewardPicture: reward!.picture,
      price: reward!.price,
      size: reward!.size,
    })
    .returning();
  return { reward: reward!, free: free!, request: request! };
}

export function starsCalls(t: TestApp, headers: Record<string, string>, childId: number | string) {
  const base = `/api/children/${childId}`;
  const inject = callerOf(t, headers);
  return {
    stars: () => inject('GET', `${base}/stars`),
    shop: () => inject('GET', `${base}/shop`),
    add: (body: unknown = SAMPLE_REWARD) => inject('POST', `${base}/shop`, body, true),
    update: (rewardId: number | string, body: unknown) => inject('PATCH', `${base}/shop/${rewardId}`, body),
    remove: (rewardId: number | string) => inject('DELETE', `${base}/shop/${rewardId}`),
    ask: (rewardId: number | string) => inject('POST', `${base}/shop/${rewardId}/requests`, undefined, true),
    pending: () => inject('GET', '/api/reward-requests'),
    approve: (requestId: number | string) => inject('POST', `${base}/reward-requests/${requestId}/approve`),
    decline: (requestId: number | string) => inject('POST', `${base}/reward-requests/${requestId}/decline`),
  };
}
