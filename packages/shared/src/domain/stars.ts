/**
 * Stars and the reward shop (docs/product.md#stars-and-the-reward-shop): what a finished activity or
 * a routine entry earns, and the shop's sizes and limits. The server writes every earning and
 * spending to an append-only ledger; the balance is always its sum.
 */

/** Stars for a finished activity by its score: 80–100 → 3, 50–79 → 2, 0–49 (or no score) → 1. */
export const STAR_BANDS = [
  { from: 80, stars: 3 },
  { from: 50, stars: 2 },
  { from: 0, stars: 1 },
] as const;

/** A routine entry of the week ('Feito!') earns one star. */
export const ROUTINE_STARS = 1;

/** Stars a result earns: only a finished one (status `completed`) earns any. */
export function starsForResult(status: string, score: number | null | undefined): number {
  if (status !== 'completed') return 0;
  const value = score ?? 0;
  return STAR_BANDS.find((band) => value >= band.from)!.stars;
}

export const REWARD_SIZES = ['pequena', 'media', 'grande'] as const;
export type RewardSize = (typeof REWARD_SIZES)[number];
export const REWARD_SIZE_LABELS: Record<RewardSize, string> = { pequena: 'Pequena', media: 'Média', grande: 'Grande' };

export const REWARD_NAME_MAX = 60;
export const REWARD_PRICE_MIN = 1;
export const REWARD_PRICE_MAX = 500;
/** Rewards in one child's shop at a time. */
export const SHOP_MAX_ITEMS = 30;

export const REWARD_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type RewardRequestStatus = (typeof REWARD_REQUEST_STATUSES)[number];
