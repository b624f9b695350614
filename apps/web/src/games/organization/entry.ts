import { gameLoadingTexts } from '../../locales/pt-BR/games/loading';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'organization',
  load: () => import('./organization-game').then((m) => m.OrganizationGame),
  loadingText: gameLoadingTexts['organization'],
});
