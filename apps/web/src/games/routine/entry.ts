import { routineMessages } from '../../locales/pt-BR/games/routine';
import type { GameEntry, GameEntryComponent } from '../shared/game-entry';

/** One entry for both routines: the game picks simple or scheduled from the content (spec part 1 §4). */
export const entry: GameEntry = {
  type: 'sequence',
  load: () => import('./routine-game').then((m) => m.RoutineGame as GameEntryComponent),
  loadingText: routineMessages.loading,
};
