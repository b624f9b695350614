import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { gameLoadingTexts } from '../../locales/pt-BR/games/loading';
import { defineGame } from '../shared/game-entry';
import type { FocusContent } from './rules';

export const entry = defineGame({
  type: 'focus_exercise',
  matches: (c: ContentOf<'focus_exercise'>): c is FocusContent => c.task === 'focus',
  load: () => import('./focus-game').then((m) => m.FocusGame),
  loadingText: gameLoadingTexts['focus'],
});
