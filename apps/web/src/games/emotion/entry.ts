import { gameLoadingTexts } from '../../locales/pt-BR/games/loading';
import { defineGame } from '../shared/game-entry';

export const entry = defineGame({
  type: 'emotion_recognition',
  load: () => import('./emotion-game').then((m) => m.EmotionGame),
  loadingText: gameLoadingTexts['emotion'],
});
