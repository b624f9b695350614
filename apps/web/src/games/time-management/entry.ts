import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'time_management',
  load: () => import('./time-management-game').then((m) => m.TimeManagementGame),
  // Shown at once while the game's own chunk downloads (docs/product.md#game-loading).
  loadingText: 'Carregando exercício...',
});
