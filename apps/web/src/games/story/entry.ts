import { storyMessages } from '../../locales/pt-BR/games/story';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'story_sequence',
  load: () => import('./story-game').then((m) => m.StoryGame),
  loadingText: storyMessages.loading,
});
