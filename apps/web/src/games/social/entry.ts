import { socialMessages } from '../../locales/pt-BR/games/social';
import type { GameEntry, GameEntryComponent } from '../shared/game-entry';

export const entry: GameEntry = {
  type: 'social_scenario',
  load: () => import('./social-game').then((m) => m.SocialGame as GameEntryComponent),
  loadingText: socialMessages.loading,
};
