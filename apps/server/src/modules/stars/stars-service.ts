import {
  NOT_ENOUGH_STARS,
  REQUEST_ALREADY_DECIDED,
  REQUEST_NOT_FOUND,
  REWARD_NOT_FOUND,
  SHOP_FULL,
  type ChildShop,
  type ChildStars,
  type RewardRequest,
  type RewardRequestList,
  type ShopReward,
  type shopRewardBody,
  type updateShopRewardBody,
} from '@neurobridge/shared/api/stars';
import { SHOP_MAX_ITEMS } from '@neurobridge/shared/domain/stars';
import { addWeeks, weekOf } from '@neurobridge/shared/domain/time';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { children } from '../../db/schema/children';
import { rewardRequests, shopRewards, starLedger } from '../../db/schema/stars';
import { HttpError, notFound } from '../../lib/http-error';
import type { ChildRow } from '../children/child-access';
import { ownChildren } from '../children/child-access';
import { lockChild } from '../schedule/schedule-completion';
import { addToLedger, balanceOf } from './ledger';
import { ledgerWeeks } from './stars-weeks';
import { toRewardRequest, toShopReward } from './stars-view';

export type RewardInput = z.output<typeof shopRewardBody>;
export type RewardChanges = z.output<typeof updateShopRewardBody>;

/** The weeks GET /stars answers: this São Paulo week and the 7 before it. */
export const STARS_WEEKS = 8;

/** A reward still in the shop (not removed) of this child. */
const liveReward = (childId: number, rewardId: number) =>
  and(eq(shopRewards.id, rewardId), eq(shopRewards.childId, childId), isNull(shopRewards.removedAt));

const isPending = eq(rewardRequests.status, 'pending');

/** The ledger's sum for the row's child, as a column (docs/product.md#stars-and-the-reward-shop). */
const balanceColumn =
  sql<number>`(select coalesce(sum(${starLedger.delta}), 0) from ${starLedger} where ${starLedger.childId} = ${children.id})`.mapWith(
    Number,
  );

/**
 * Stars and the reward shop (docs/product.md#stars-and-the-reward-shop). The stars are only ever
 * written through the ledger (ledger.ts); the shop's rewards are the parent's, and a request the
 * child makes spends nothing until the parent approves it — once, whoever taps twice.
 */
export function createStarsService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  /** The request of this child, with what the answer needs, inside `tx`; null when there is none. */
  async function readRequest(tx: Db, childId: number, requestId: number) {
    const [row] = await tx
      .select({ request: rewardRequests, childName: children.name, balance: balanceColumn })
      .from(rewardRequests)
      .innerJoin(children, eq(children.id, rewardRequests.childId))
      .where(and(eq(rewardRequests.id, requestId), eq(rewardRequests.childId, childId)));
    return row ?? null;
  }

  async function answerRequest(tx: Db, childId: number, requestId: number): Promise<RewardRequest> {
    const row = await readRequest(tx, childId, requestId);
    if (!row) throw notFound(REQUEST_NOT_FOUND);
    return toRewardRequest(row.request, row.childName, row.balance);
  }

  /**
   * The parent's answer, in one transaction holding the child's row (so two answers, or an answer
   * and a removal, run one after the other): the request goes from waiting to `to`, and an approval
   * adds the ledger's −price row (`request:<id>`), dated now. The same answer again answers the
   * request as it is; the other answer to a decided request is 409.
   */
  async function decide(
    childId: number,
    requestId: number,
    userId: number,
    to: 'approved' | 'declined',
  ): Promise<RewardRequest> {
    return db.transaction(async (tx) => {
      await lockChild(tx, childId);
      const found = await readRequest(tx, childId, requestId);
      if (!found) throw notFound(REQUEST_NOT_FOUND);
      const { request, childName, balance } = found;
      if (request.status === to) return toRewardRequest(request, childName, balance);
      if (request.status !== 'pending') throw new HttpError(409, REQUEST_ALREADY_DECIDED);
      const spent = to === 'approved' ? request.price : 0;
      if (balance < spent) throw new HttpError(409, NOT_ENOUGH_STARS);
      const now = clock.now();
      const [decided] = await tx
        .update(rewardRequests)
        .set({ status: to, decidedAt: now, decidedBy: userId })
        .where(and(eq(rewardRequests.id, requestId), isPending))
        .returning();
      if (!decided) throw new HttpError(409, REQUEST_ALREADY_DECIDED);
      if (spent > 0) {
        await addToLedger(tx, {
          childId,
          delta: -spent,
          reason: 'reward',
          source: `request:${requestId}`,
          label: request.rewardName,
          at: now,
        });
      }
      return toRewardRequest(decided, childName, balance - spent);
    });
  }

  return {
    /** The balance and the last 8 São Paulo weeks, oldest first, in one query. */
    async stars(childId: number): Promise<ChildStars> {
      const thisWeek = weekOf(clock.now());
      const weeks = Array.from({ length: STARS_WEEKS }, (_, i) => addWeeks(thisWeek, i - STARS_WEEKS + 1));
      return ledgerWeeks(db, childId, weeks);
    },

    /** The balance and the rewards in the shop, oldest first, each with its waiting request, in one query. */
    async shop(childId: number): Promise<ChildShop> {
      const rows = await db
        .select({ reward: shopRewards, pendingRequestId: rewardRequests.id, balance: balanceColumn })
        .from(children)
        .leftJoin(shopRewards, and(eq(shopRewards.childId, children.id), isNull(shopRewards.removedAt)))
        .leftJoin(rewardRequests, and(eq(rewardRequests.rewardId, shopRewards.id), isPending))
        .where(eq(children.id, childId))
        .orderBy(asc(shopRewards.createdAt), asc(shopRewards.id));
      return {
        balance: rows[0]?.balance ?? 0,
        items: rows.flatMap((r) => (r.reward ? [toShopReward(r.reward, r.pendingRequestId)] : [])),
      };
    },

    /** A new reward, while the shop has fewer than SHOP_MAX_ITEMS (409 otherwise, nothing written). */
    async addReward(child: ChildRow, body: RewardInput): Promise<ShopReward> {
      return db.transaction(async (tx) => {
        // Two adds at once cannot both take the last place.
        await lockChild(tx, child.id);
        const [live] = await tx
          .select({ n: count() })
          .from(shopRewards)
          .where(and(eq(shopRewards.childId, child.id), isNull(shopRewards.removedAt)));
        if ((live?.n ?? 0) >= SHOP_MAX_ITEMS) throw new HttpError(409, SHOP_FULL);
        const [row] = await tx
          .insert(shopRewards)
          .values({ childId: child.id, ...body, createdAt: clock.now() })
          .returning();
        return toShopReward(row!, null);
      });
    },

    /**
     * Changes what the body names. A request already waiting keeps what the child asked for (its
     * name, picture and price are copied at the asking).
     */
    async updateReward(childId: number, rewardId: number, body: RewardChanges): Promise<ShopReward> {
      const [row] = await db.update(shopRewards).set(body).where(liveReward(childId, rewardId)).returning();
      if (!row) throw notFound(REWARD_NOT_FOUND);
      const [pending] = await db
        .select({ id: rewardRequests.id })
        .from(rewardRequests)
        .where(and(eq(rewardRequests.rewardId, rewardId), isPending));
      return toShopReward(row, pending?.id ?? null);
    },

    /** Takes the reward out of the shop (its row stays for the requests); a waiting request is declined. */
    async removeReward(childId: number, rewardId: number, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        // After an approval being made at this moment, never in the middle of it.
        await lockChild(tx, childId);
        const now = clock.now();
        const removed = await tx
          .update(shopRewards)
          .set({ removedAt: now })
          .where(liveReward(childId, rewardId))
          .returning({ id: shopRewards.id });
        if (removed.length === 0) throw notFound(REWARD_NOT_FOUND);
        await tx
          .update(rewardRequests)
          .set({ status: 'declined', decidedAt: now, decidedBy: userId })
          .where(and(eq(rewardRequests.rewardId, rewardId), isPending));
      });
    },

    /**
     * The child asks for a reward. One waiting request per reward: asking again (two taps, two tabs)
     * answers the waiting one, and the partial unique index makes two asks at the same moment one
     * row. A new request needs the balance at the price (409 otherwise, nothing written); the stars
     * are spent only when the parent approves.
     */
    async requestReward(child: ChildRow, rewardId: number): Promise<RewardRequest> {
      const [reward] = await db.select().from(shopRewards).where(liveReward(child.id, rewardId));
      if (!reward) throw notFound(REWARD_NOT_FOUND);
      const waiting = async () => {
        const [row] = await db
          .select({ id: rewardRequests.id })
          .from(rewardRequests)
          .where(and(eq(rewardRequests.rewardId, rewardId), isPending));
        return row ? answerRequest(db, child.id, row.id) : null;
      };
      const before = await waiting();
      if (before) return before;
      const balance = await balanceOf(db, child.id);
      if (balance < reward.price) throw new HttpError(409, NOT_ENOUGH_STARS);
      const [inserted] = await db
        .insert(rewardRequests)
        .values({
          childId: child.id,
          rewardId,
          rewardName: reward.name,
          rewardPicture: reward.picture,
          price: reward.price,
          size: reward.size,
          requestedAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning();
      if (inserted) return toRewardRequest(inserted, child.name, balance);
      // Another ask made the waiting request between the read and the insert: answer that one.
      const winner = await waiting();
      if (!winner) throw notFound(REWARD_NOT_FOUND);
      return winner;
    },

    /** The requests waiting for this parent, of every own child, oldest first (the dashboard). */
    async pendingRequests(parentId: number): Promise<RewardRequestList> {
      const rows = await db
        .select({ request: rewardRequests, childName: children.name, balance: balanceColumn })
        .from(rewardRequests)
        .innerJoin(children, eq(children.id, rewardRequests.childId))
        .where(and(ownChildren(parentId), isPending))
        .orderBy(asc(rewardRequests.requestedAt), asc(rewardRequests.id));
      return { items: rows.map((r) => toRewardRequest(r.request, r.childName, r.balance)) };
    },

    /**
     * Approves and spends the price, once (docs/product.md#stars-and-the-reward-shop). Approving it
     * again (two taps, two tabs) answers it as it is and spends nothing; a declined one is 409; a
     * balance below the price is 409 and nothing changes.
     */
    approveRequest: (childId: number, requestId: number, userId: number) =>
      decide(childId, requestId, userId, 'approved'),

    /** Declines a waiting request (nothing is spent); declining it again answers it; an approved one is 409. */
    declineRequest: (childId: number, requestId: number, userId: number) =>
      decide(childId, requestId, userId, 'declined'),
  };
}

export type StarsService = ReturnType<typeof createStarsService>;
