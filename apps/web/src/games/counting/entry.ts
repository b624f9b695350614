import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'visual_math',
  load: () => import('./counting-game').then((m) => m.CountingGame),
  // Shown at once while the game's own chunk downloads (docs/product.md#game-loading).
  loadingText: 'Carregando exercício...',
});
