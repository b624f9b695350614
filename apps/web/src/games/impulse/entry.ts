import { impulseMessages } from '../../locales/pt-BR/games/impulse';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'impulse_control',
  load: () => import('./impulse-game').then((m) => m.ImpulseGame),
  loadingText: impulseMessages.loading,
});
