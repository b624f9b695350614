import { gameLoadingTexts } from '../../locales/pt-BR/games/loading';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'movement_break',
  load: () => import('./movement-game').then((m) => m.MovementGame),
  loadingText: gameLoadingTexts['movement'],
});
