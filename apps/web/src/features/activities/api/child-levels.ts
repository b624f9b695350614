import { levelsApi } from '@neurobridge/shared/api/levels';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api';

/**
 * The child's level in each game kind, for the player (docs/product.md#game-levels); kept on the
 * device for offline play (lib/offline/account-cache-reads.ts). It never waits for a connection nor
 * retries: the game must not be held, so a read that fails plays the start level instead.
 */
export const playerLevelsQueryOptions = (id: number) =>
  queryOptions({ ...apiQuery(levelsApi.list, { params: { id } }), networkMode: 'always', retry: false });
