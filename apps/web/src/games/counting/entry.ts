import { countingMessages } from '../../locales/pt-BR/games/counting';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'visual_math',
  load: () => import('./counting-game').then((m) => m.CountingGame),
  loadingText: countingMessages.loading,
});
