import { symbolMessages } from '../../locales/pt-BR/games/symbols';
import type { GameEntry, GameEntryComponent } from '../shared/game-entry';

export const entry: GameEntry = {
  type: 'symbol_communication',
  load: () => import('./symbol-game').then((m) => m.SymbolGame as GameEntryComponent),
  loadingText: symbolMessages.loading,
};
