import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'organization',
  load: () => import('./organization-game').then((m) => m.OrganizationGame),
  // Shown at once while the game's own chunk downloads (docs/product.md#game-loading).
  loadingText: 'Carregando exercício...',
});
