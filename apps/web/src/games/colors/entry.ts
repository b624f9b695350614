import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'color_sorting',
  load: () => import('./color-game').then((m) => m.ColorGame),
  // Shown at once while the game's own chunk downloads (docs/product.md#game-loading).
  loadingText: 'Carregando exercício...',
});
