import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'impulse_control',
  load: () => import('./impulse-game').then((m) => m.ImpulseGame),
  // Shown at once while the game's own chunk downloads (docs/product.md#game-loading).
  loadingText: 'Carregando exercício...',
});
