import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { defineGame } from '../shared/game-entry';
import type { FocusContent } from './rules';

export const entry = defineGame({
  type: 'focus_exercise',
  matches: (c: ContentOf<'focus_exercise'>): c is FocusContent => c.task === 'focus',
  load: () => import('./focus-game').then((m) => m.FocusGame),
  // Shown at once while the game's own chunk downloads (docs/product.md#game-loading).
  loadingText: 'Carregando exercício...',
});
