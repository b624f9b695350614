import { gameLoadingTexts } from '../../locales/pt-BR/games/loading';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'time_management',
  load: () => import('./time-management-game').then((m) => m.TimeManagementGame),
  loadingText: gameLoadingTexts['time-management'],
});
