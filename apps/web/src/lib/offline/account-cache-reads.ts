import { activitiesApi } from '@neurobridge/shared/api/activities';
import { childrenApi } from '@neurobridge/shared/api/children';
import { dashboardApi } from '@neurobridge/shared/api/dashboard';
import { levelsApi } from '@neurobridge/shared/api/levels';
import { progressApi } from '@neurobridge/shared/api/progress';
import { scheduleApi } from '@neurobridge/shared/api/schedule';
import { starsApi } from '@neurobridge/shared/api/stars';
import { suggestionsApi } from '@neurobridge/shared/api/suggestions';
import { subscriptionApi } from '@neurobridge/shared/api/subscription';
import { termsApi } from '@neurobridge/shared/api/terms';
import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { apiKey } from '../api';

/** `apiKey(boardsApi.list)`: the child's boards ('Minha prancha'). */
export const BOARDS_READ: QueryKey = ['/api/children/:id/boards', {}, {}];

/**
 * The family's reads kept on the device for a start without a connection
 * (docs/product.md#offline-play): what the dashboard, the library, the games, the child's week and
 * child mode show. Nothing from the administration, the professional's workspace, the assistant,
 * 'Minha conta', reports or payments is ever kept.
 */
export const KEPT_READS: readonly QueryKey[] = [
  // The session user (features/session/api/get-user.ts).
  ['session', 'user'],
  apiKey(termsApi.check),
  apiKey(childrenApi.list),
  apiKey(dashboardApi.stats),
  // The dashboard and the library wait for the subscription.
  apiKey(subscriptionApi.get),
  apiKey(activitiesApi.list),
  apiKey(activitiesApi.get),
  apiKey(scheduleApi.list),
  apiKey(scheduleApi.rewards),
  apiKey(progressApi.list),
  apiKey(progressApi.summary),
  // The child's own day (docs/product.md#my-day): levels for the games, stars, the shop, suggestions.
  apiKey(levelsApi.list),
  apiKey(starsApi.stars),
  apiKey(starsApi.shop),
  apiKey(suggestionsApi.today),
  // 'Minha prancha' (docs/product.md#in-child-mode-and-offline): the child's boards, offline too.
  // `apiKey(boardsApi.list)` written out, so the boards' contract stays in the board's own chunk
  // (board-media-rules.test.ts checks the two are equal).
  BOARDS_READ,
];

/** Whether a query's answer is one of the kept reads (each `apiKey(endpoint)` covers every variant). */
export function isKeptRead(queryKey: QueryKey): boolean {
  return KEPT_READS.some((prefix) => partialMatchKey(queryKey, prefix));
}
