import { colorMessages } from '../../locales/pt-BR/games/colors';
import type { GameEntry, GameEntryComponent } from '../shared/game-entry';

export const entry: GameEntry = {
  type: 'color_sorting',
  load: () => import('./color-game').then((m) => m.ColorGame as GameEntryComponent),
  loadingText: colorMessages.loading,
};
