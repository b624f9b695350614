import { countingMessages } from '../../locales/pt-BR/games/counting';
import type { GameEntry, GameEntryComponent } from '../shared/game-entry';

export const entry: GameEntry = {
  type: 'visual_math',
  load: () => import('./counting-game').then((m) => m.CountingGame as GameEntryComponent),
  loadingText: countingMessages.loading,
};
