import type { RewardRequest, ShopReward } from '@neurobridge/shared/api/stars';
import type { PictureKey } from '@neurobridge/shared/domain/pictures';
import type { RewardRequestStatus, RewardSize } from '@neurobridge/shared/domain/stars';
import type { rewardRequests, shopRewards } from '../../db/schema/stars';

export function toShopReward(row: typeof shopRewards.$inferSelect, pendingRequestId: number | null): ShopReward {
  return {
    id: row.id,
    name: row.name,
    picture: row.picture as PictureKey,
    price: row.price,
    size: row.size as RewardSize,
    pending_request_id: pendingRequestId,
    created_at: row.createdAt.toISOString(),
  };
}

/** A request as the parent answers it: the child's name and the balance after this answer. */
export function toRewardRequest(
  row: typeof rewardRequests.$inferSelect,
  childName: string,
  balance: number,
): RewardRequest {
  return {
    id: row.id,
    child_id: row.childId,
    child_name: childName,
    reward_id: row.rewardId,
    reward_name: row.rewardName,
    reward_picture: row.rewardPicture as PictureKey,
    price: row.price,
    size: row.size as RewardSize,
    status: row.status as RewardRequestStatus,
    requested_at: row.requestedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    balance,
  };
}
