import { gameLoadingTexts } from '../../locales/pt-BR/games/loading';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'letter_matching',
  load: () => import('./letters-game').then((m) => m.LettersGame),
  loadingText: gameLoadingTexts['letters'],
});
