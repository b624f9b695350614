import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'story_sequence',
  load: () => import('./story-game').then((m) => m.StoryGame),
  // Shown at once while the game's own chunk downloads (docs/product.md#game-loading).
  loadingText: 'Carregando história...',
});
