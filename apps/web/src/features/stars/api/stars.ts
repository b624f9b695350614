import {
  starsApi,
  type ChildShop,
  type RewardRequest,
  type RewardRequestList,
  type ShopRewardBody,
  type UpdateShopRewardBody,
} from '@neurobridge/shared/api/stars';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, callApi } from '../../../lib/api';

/** The child's balance and the last 8 weeks, oldest first (docs/product.md#stars-and-the-reward-shop). */
export const starsQueryOptions = (childId: number) => apiQuery(starsApi.stars, { params: { id: childId } });

/** The child's shop: the balance and the rewards, oldest first, each with its waiting request. */
export const shopQueryOptions = (childId: number) => apiQuery(starsApi.shop, { params: { id: childId } });

/** The requests waiting for the parent, of every own child, oldest first. */
export const pendingRequestsQueryOptions = apiQuery(starsApi.pendingRequests, {});

/**
 * A change of the shop, a request or a balance: every read of stars, shops and waiting requests is
 * read again (a request answered on the dashboard changes the child page's balance and the shop).
 */
function refreshStars(queryClient: QueryClient) {
  return Promise.all(
    [starsApi.stars, starsApi.shop, starsApi.pendingRequests].map((e) =>
      queryClient.invalidateQueries({ queryKey: apiKey(e) }),
    ),
  );
}

/** 'Adicionar recompensa'; `idempotencyKey` is one per dialog, so a doubled 'Salvar' adds one reward. */
export function useAddReward(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ShopRewardBody; idempotencyKey: string }) =>
      callApi(starsApi.addReward, { params: { id: childId }, body, idempotencyKey }),
    onSuccess: () => refreshStars(queryClient),
  });
}

export function useUpdateReward(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rewardId, body }: { rewardId: number; body: UpdateShopRewardBody }) =>
      callApi(starsApi.updateReward, { params: { id: childId, rewardId }, body }),
    onSuccess: () => refreshStars(queryClient),
  });
}

/** Takes a reward out of the shop; the server declines a request waiting for it. */
export function useRemoveReward(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rewardId: number) => callApi(starsApi.removeReward, { params: { id: childId, rewardId } }),
    onSuccess: () => refreshStars(queryClient),
  });
}

/**
 * The child asks for a reward. `idempotencyKey` is one per reward per visit of the shop, so two taps
 * ask once; the server answers a request already waiting (another tab's) instead of a second one.
 * The shop shows the request at once, before it is read again.
 */
export function useRequestReward(childId: number) {
  const queryClient = useQueryClient();
  const shopKey = shopQueryOptions(childId).queryKey;
  return useMutation({
    mutationFn: ({ rewardId, idempotencyKey }: { rewardId: number; idempotencyKey: string }) =>
      callApi(starsApi.requestReward, { params: { id: childId, rewardId }, idempotencyKey }),
    onSuccess: (request, { rewardId }) => {
      queryClient.setQueryData<ChildShop>(
        shopKey,
        (shop) =>
          shop && {
            ...shop,
            items: shop.items.map((r) => (r.id === rewardId ? { ...r, pending_request_id: request.id } : r)),
          },
      );
      return refreshStars(queryClient);
    },
  });
}

/** What a parent answers to a request: 'Aprovar' spends the stars once, 'Recusar' spends none. */
export type RequestAnswer = 'approve' | 'decline';

export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, answer }: { request: RewardRequest; answer: RequestAnswer }) =>
      callApi(answer === 'approve' ? starsApi.approveRequest : starsApi.declineRequest, {
        params: { id: request.child_id, requestId: request.id },
      }),
    // Answered: it leaves the list at once, so its buttons are not offered again while the list is read.
    onSuccess: (_answered, { request }) =>
      queryClient.setQueryData<RewardRequestList>(
        pendingRequestsQueryOptions.queryKey,
        (list) => list && { items: list.items.filter((r) => r.id !== request.id) },
      ),
    // Refreshed after a refusal too: a request answered in another tab, or a balance that fell, is shown as it is now.
    onSettled: () => refreshStars(queryClient),
  });
}
