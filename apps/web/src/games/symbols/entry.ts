import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'symbol_communication',
  load: () => import('./symbol-game').then((m) => m.SymbolGame),
  // Shown at once while the game's own chunk downloads (docs/product.md#game-loading).
  loadingText: 'Carregando símbolos...',
});
