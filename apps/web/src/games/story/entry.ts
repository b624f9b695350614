import { gameLoadingTexts } from '../../locales/pt-BR/games/loading';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'story_sequence',
  load: () => import('./story-game').then((m) => m.StoryGame),
  loadingText: gameLoadingTexts['story'],
});
