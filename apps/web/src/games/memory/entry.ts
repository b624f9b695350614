import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { defineGame } from '../shared/game-entry';

export type MemoryContent = ContentOf<'focus_exercise'> & { task?: 'memory' };

export const entry = defineGame({
  type: 'focus_exercise',
  matches: (c): c is MemoryContent => c.task === 'memory' || c.task === undefined,
  load: () => import('./memory-game').then((m) => m.MemoryGame),
  // Shown at once while the game's own chunk downloads (docs/product.md#game-loading).
  loadingText: 'Carregando memória...',
});
