import { defineGame } from '../shared/game-entry';

/** One entry for both routines: the game picks simple or scheduled from the content (docs/product.md#routine-game). */
export const entry = defineGame({
  type: 'sequence',
  load: () => import('./routine-game').then((m) => m.RoutineGame),
  // Shown at once while the game's own chunk downloads (docs/product.md#game-loading).
  loadingText: 'Carregando rotina...',
});
