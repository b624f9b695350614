import { gameLoadingTexts } from '../../locales/pt-BR/games/loading';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'color_sorting',
  load: () => import('./color-game').then((m) => m.ColorGame),
  loadingText: gameLoadingTexts['colors'],
});
