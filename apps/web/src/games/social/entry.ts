import { gameLoadingTexts } from '../../locales/pt-BR/games/loading';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'social_scenario',
  load: () => import('./social-game').then((m) => m.SocialGame),
  loadingText: gameLoadingTexts['social'],
});
