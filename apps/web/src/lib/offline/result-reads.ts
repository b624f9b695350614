import { dashboardApi } from '@neurobridge/shared/api/dashboard';
import { levelsApi } from '@neurobridge/shared/api/levels';
import { progressApi } from '@neurobridge/shared/api/progress';
import { scheduleApi } from '@neurobridge/shared/api/schedule';
import { starsApi } from '@neurobridge/shared/api/stars';
import { suggestionsApi } from '@neurobridge/shared/api/suggestions';
import type { QueryClient } from '@tanstack/react-query';
import { apiKey } from '../api';

/**
 * The reads a recorded result or tick of a child changes (docs/product.md#offline-play): the child's
 * list and numbers (docs/product.md#reading-progress), levels (the next game plays at the level the
 * result moved to, docs/product.md#game-levels), stars, shop balance and today's suggestions
 * (docs/product.md#suggestions), the dashboard's numbers, and, when `week`, the week and its rewards.
 */
export function refreshChildReads(queryClient: QueryClient, id: number, { week }: { week: boolean }): void {
  const invalidate = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  invalidate(apiKey(dashboardApi.stats));
  invalidate(apiKey(progressApi.list, { id }));
  invalidate(apiKey(progressApi.summary, { id }));
  invalidate(apiKey(levelsApi.list, { id }));
  invalidate(apiKey(starsApi.stars, { id }));
  invalidate(apiKey(starsApi.shop, { id }));
  invalidate(apiKey(suggestionsApi.today, { id }));
  if (week) {
    invalidate(apiKey(scheduleApi.list, { id }));
    invalidate(apiKey(scheduleApi.rewards, { id }));
  }
}
