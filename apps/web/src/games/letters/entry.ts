import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'letter_matching',
  load: () => import('./letters-game').then((m) => m.LettersGame),
  // Shown at once while the game's own chunk downloads (docs/product.md#game-loading).
  loadingText: 'Carregando letra...',
});
