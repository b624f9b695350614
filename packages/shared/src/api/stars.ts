import { z } from 'zod';
import { PICTURE_KEYS } from '../domain/pictures';
import {
  REWARD_NAME_MAX,
  REWARD_PRICE_MAX,
  REWARD_PRICE_MIN,
  REWARD_REQUEST_STATUSES,
  REWARD_SIZES,
  SHOP_MAX_ITEMS,
} from '../domain/stars';
import { childIdParams } from './children';
import { endpoint } from './contract';
import { userMessage } from './errors';
import { boundedInt, dbIdParam } from './fields';

/**
 * Stars and the reward shop (docs/product.md#stars-and-the-reward-shop). Every earning and spending
 * is a row of the child's append-only ledger; the balance is its sum, never negative.
 */

/** One São Paulo week of stars, named by its Sunday. */
export const starsWeek = z.object({
  week_start: z.string(),
  earned: z.number().int(),
  spent: z.number().int(),
  /** Rewards approved that week. */
  rewards_received: z.number().int(),
});
export type StarsWeek = z.infer<typeof starsWeek>;

export const childStars = z.object({
  balance: z.number().int(),
  /** The last 8 São Paulo weeks, this one included, oldest first. */
  weeks: z.array(starsWeek),
});
export type ChildStars = z.infer<typeof childStars>;

export const shopReward = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A key of the bundled pictures (`PICTURES`). */
  picture: z.enum(PICTURE_KEYS),
  price: z.number().int(),
  size: z.enum(REWARD_SIZES),
  /** The child's request waiting for the parent, if any (one at a time per reward). */
  pending_request_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type ShopReward = z.infer<typeof shopReward>;

export const childShop = z.object({ balance: z.number().int(), items: z.array(shopReward) });
export type ChildShop = z.infer<typeof childShop>;

export const REWARD_NAME_REQUIRED = userMessage('Dê um nome à recompensa.');
export const REWARD_NAME_TOO_LONG = userMessage(`O nome pode ter no máximo ${REWARD_NAME_MAX} caracteres.`);
export const REWARD_PICTURE_INVALID = userMessage('Escolha uma figura da lista.');
export const REWARD_PRICE_INVALID = userMessage(
  `O preço deve ser de ${REWARD_PRICE_MIN} a ${REWARD_PRICE_MAX} estrelas.`,
);
export const REWARD_SIZE_INVALID = userMessage('O tamanho deve ser pequena, média ou grande.');
export const REWARD_NOT_FOUND = 'Recompensa não encontrada.';
export const SHOP_FULL = `A loja desta criança já tem ${SHOP_MAX_ITEMS} recompensas. Remova uma para adicionar outra.`;
export const REWARD_NOTHING_TO_CHANGE = userMessage('Nada para alterar.');
export const NOT_ENOUGH_STARS = 'Ainda não há estrelas suficientes para esta recompensa.';
export const REQUEST_NOT_FOUND = 'Pedido não encontrado.';
export const REQUEST_ALREADY_DECIDED = 'Este pedido já foi respondido.';

export const shopRewardBody = z.strictObject({
  name: z
    .string({ error: REWARD_NAME_REQUIRED })
    .trim()
    .min(1, REWARD_NAME_REQUIRED)
    .max(REWARD_NAME_MAX, REWARD_NAME_TOO_LONG),
  picture: z.enum(PICTURE_KEYS, { error: REWARD_PICTURE_INVALID }),
  price: boundedInt(REWARD_PRICE_MIN, REWARD_PRICE_MAX, REWARD_PRICE_INVALID),
  size: z.enum(REWARD_SIZES, { error: REWARD_SIZE_INVALID }),
});
export type ShopRewardBody = z.input<typeof shopRewardBody>;
/** Any of the fields; an empty body is refused ('Nada para alterar.'). */
export const updateShopRewardBody = shopRewardBody
  .partial()
  .refine((b) => Object.keys(b).length > 0, REWARD_NOTHING_TO_CHANGE);
export type UpdateShopRewardBody = z.input<typeof updateShopRewardBody>;

export const shopRewardParams = z.strictObject({
  id: dbIdParam('Identificador inválido.'),
  rewardId: dbIdParam('Identificador inválido.'),
});
export const rewardRequestParams = z.strictObject({
  id: dbIdParam('Identificador inválido.'),
  requestId: dbIdParam('Identificador inválido.'),
});

/** A child's request for a reward (snapshots: the reward may be edited or removed later). */
export const rewardRequest = z.object({
  id: z.number().int(),
  child_id: z.number().int(),
  child_name: z.string(),
  reward_id: z.number().int().nullable(),
  reward_name: z.string(),
  reward_picture: z.enum(PICTURE_KEYS),
  price: z.number().int(),
  size: z.enum(REWARD_SIZES),
  status: z.enum(REWARD_REQUEST_STATUSES),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  /** The child's balance after this answer (after the spending, for an approval). */
  balance: z.number().int(),
});
export type RewardRequest = z.infer<typeof rewardRequest>;

export const rewardRequestList = z.object({ items: z.array(rewardRequest) });
export type RewardRequestList = z.infer<typeof rewardRequestList>;

export const starsApi = {
  /** The balance and the last 8 weeks; the parent and a professional with access. */
  stars: endpoint({
    method: 'GET',
    path: '/api/children/:id/stars',
    access: 'user',
    child: 'read',
    tag: 'stars',
    params: childIdParams,
    status: 200,
    response: childStars,
  }),
  /** The shop as the child and the parent see it (oldest reward first). */
  shop: endpoint({
    method: 'GET',
    path: '/api/children/:id/shop',
    access: 'user',
    child: 'read',
    tag: 'stars',
    params: childIdParams,
    status: 200,
    response: childShop,
  }),
  addReward: endpoint({
    method: 'POST',
    path: '/api/children/:id/shop',
    idempotency: 'required',
    fieldErrors: true,
    access: 'user',
    child: 'manage',
    tag: 'stars',
    params: childIdParams,
    body: shopRewardBody,
    status: 201,
    response: shopReward,
  }),
  updateReward: endpoint({
    method: 'PATCH',
    path: '/api/children/:id/shop/:rewardId',
    fieldErrors: true,
    access: 'user',
    child: 'manage',
    tag: 'stars',
    params: shopRewardParams,
    body: updateShopRewardBody,
    status: 200,
    response: shopReward,
  }),
  /** Takes the reward out of the shop; a request waiting for it is declined. */
  removeReward: endpoint({
    method: 'DELETE',
    path: '/api/children/:id/shop/:rewardId',
    access: 'user',
    child: 'manage',
    tag: 'stars',
    params: shopRewardParams,
    status: 204,
  }),
  /**
   * The child asks for a reward (in child mode, on the parent's device). Needs the balance at the
   * price; one waiting request per reward: asking again answers the waiting one (201 both times).
   */
  requestReward: endpoint({
    method: 'POST',
    path: '/api/children/:id/shop/:rewardId/requests',
    idempotency: 'required',
    access: 'user',
    child: 'manage',
    tag: 'stars',
    params: shopRewardParams,
    status: 201,
    response: rewardRequest,
  }),
  /** The requests waiting for the parent, of every own child, oldest first (the dashboard). */
  pendingRequests: endpoint({
    method: 'GET',
    path: '/api/reward-requests',
    access: 'user',
    tag: 'stars',
    status: 200,
    response: rewardRequestList,
  }),
  /** Spends the stars, once: a second approval (two taps, two tabs) answers the same request. */
  approveRequest: endpoint({
    method: 'POST',
    path: '/api/children/:id/reward-requests/:requestId/approve',
    access: 'user',
    child: 'manage',
    tag: 'stars',
    params: rewardRequestParams,
    status: 200,
    response: rewardRequest,
  }),
  declineRequest: endpoint({
    method: 'POST',
    path: '/api/children/:id/reward-requests/:requestId/decline',
    access: 'user',
    child: 'manage',
    tag: 'stars',
    params: rewardRequestParams,
    status: 200,
    response: rewardRequest,
  }),
};
