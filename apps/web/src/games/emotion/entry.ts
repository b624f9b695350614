import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'emotion_recognition',
  load: () => import('./emotion-game').then((m) => m.EmotionGame),
  // Shown at once while the game's own chunk downloads (docs/product.md#game-loading).
  loadingText: 'Carregando emoção...',
});
