import { organizationMessages } from '../../locales/pt-BR/games/organization';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'organization',
  load: () => import('./organization-game').then((m) => m.OrganizationGame),
  loadingText: organizationMessages.loading,
});
