import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'social_scenario',
  load: () => import('./social-game').then((m) => m.SocialGame),
  // Shown at once while the game's own chunk downloads (docs/product.md#game-loading).
  loadingText: 'Carregando exercício...',
});
