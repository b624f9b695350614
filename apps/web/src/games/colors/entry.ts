import { colorMessages } from '../../locales/pt-BR/games/colors';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'color_sorting',
  load: () => import('./color-game').then((m) => m.ColorGame),
  loadingText: colorMessages.loading,
});
