import { gameLoadingTexts } from '../../locales/pt-BR/games/loading';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'breathing_exercise',
  load: () => import('./breathing-game').then((m) => m.BreathingGame),
  loadingText: gameLoadingTexts['breathing'],
});
