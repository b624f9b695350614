import { lettersMessages } from '../../locales/pt-BR/games/letters';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'letter_matching',
  load: () => import('./letters-game').then((m) => m.LettersGame),
  loadingText: lettersMessages.loading,
});
