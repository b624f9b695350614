import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'movement_break',
  load: () => import('./movement-game').then((m) => m.MovementGame),
  // Shown at once while the game's own chunk downloads (docs/product.md#game-loading).
  loadingText: 'Carregando exercício...',
});
