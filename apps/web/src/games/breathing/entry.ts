import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'breathing_exercise',
  load: () => import('./breathing-game').then((m) => m.BreathingGame),
  // Shown at once while the game's own chunk downloads (docs/product.md#game-loading).
  loadingText: 'Carregando exercício...',
});
