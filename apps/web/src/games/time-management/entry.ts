import { timeManagementMessages } from '../../locales/pt-BR/games/time-management';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'time_management',
  load: () => import('./time-management-game').then((m) => m.TimeManagementGame),
  loadingText: timeManagementMessages.loading,
});
