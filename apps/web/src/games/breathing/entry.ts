import { breathingMessages } from '../../locales/pt-BR/games/breathing';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'breathing_exercise',
  load: () => import('./breathing-game').then((m) => m.BreathingGame),
  loadingText: breathingMessages.loading,
});
