import { socialMessages } from '../../locales/pt-BR/games/social';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'social_scenario',
  load: () => import('./social-game').then((m) => m.SocialGame),
  loadingText: socialMessages.loading,
});
