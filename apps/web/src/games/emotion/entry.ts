import { emotionMessages } from '../../locales/pt-BR/games/emotion';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'emotion_recognition',
  load: () => import('./emotion-game').then((m) => m.EmotionGame),
  loadingText: emotionMessages.loading,
});
