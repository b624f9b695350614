import { gameLoadingTexts } from '../../locales/pt-BR/games/loading';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'impulse_control',
  load: () => import('./impulse-game').then((m) => m.ImpulseGame),
  loadingText: gameLoadingTexts['impulse'],
});
