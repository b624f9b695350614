import { gameLoadingTexts } from '../../locales/pt-BR/games/loading';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'symbol_communication',
  load: () => import('./symbol-game').then((m) => m.SymbolGame),
  loadingText: gameLoadingTexts['symbols'],
});
