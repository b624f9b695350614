import { lettersMessages } from '../../locales/pt-BR/games/letters';
import type { GameEntry, GameEntryComponent } from '../shared/game-entry';

export const entry: GameEntry = {
  type: 'letter_matching',
  load: () => import('./letters-game').then((m) => m.LettersGame as GameEntryComponent),
  loadingText: lettersMessages.loading,
};
