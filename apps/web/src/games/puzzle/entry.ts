import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { gameLoadingTexts } from '../../locales/pt-BR/games/loading';
import { defineGame } from '../shared/game-entry';
import type { PuzzleContent } from './rules';

export const entry = defineGame({
  type: 'focus_exercise',
  matches: (c: ContentOf<'focus_exercise'>): c is PuzzleContent => c.task === 'visual_puzzle',
  load: () => import('./puzzle-game').then((m) => m.PuzzleGame),
  loadingText: gameLoadingTexts['puzzle'],
});
