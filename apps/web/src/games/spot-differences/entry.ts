import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { defineGame } from '../shared/game-entry';

export type SpotDifferencesContent = ContentOf<'focus_exercise'> & { task: 'spot_differences' };

export const entry = defineGame({
  type: 'focus_exercise',
  matches: (c): c is SpotDifferencesContent => c.task === 'spot_differences',
  load: () => import('./spot-differences-game').then((m) => m.SpotDifferencesGame),
  // Shown at once while the game's own chunk downloads (docs/product.md#game-loading).
  loadingText: 'Carregando exercício...',
});
