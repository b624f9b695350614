import { gameLoadingTexts } from '../../locales/pt-BR/games/loading';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'visual_math',
  load: () => import('./counting-game').then((m) => m.CountingGame),
  loadingText: gameLoadingTexts['counting'],
});
