import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { defineGame } from '../shared/game-entry';
import type { PuzzleContent } from './rules';

export const entry = defineGame({
  type: 'focus_exercise',
  matches: (c: ContentOf<'focus_exercise'>): c is PuzzleContent => c.task === 'visual_puzzle',
  load: () => import('./puzzle-game').then((m) => m.PuzzleGame),
  // Shown at once while the game's own chunk downloads (docs/product.md#game-loading).
  loadingText: 'Carregando quebra-cabeça...',
});
