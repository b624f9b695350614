import { gameLoadingTexts } from '../../locales/pt-BR/games/loading';
import { defineGame } from '../shared/game-entry';

/** One entry for both routines: the game picks simple or scheduled from the content (docs/product.md#routine-game). */
export const entry = defineGame({
  type: 'sequence',
  load: () => import('./routine-game').then((m) => m.RoutineGame),
  loadingText: gameLoadingTexts['routine'],
});
