import { emotionMessages } from '../../locales/pt-BR/games/emotion';
import type { GameEntry, GameEntryComponent } from '../shared/game-entry';

export const entry: GameEntry = {
  type: 'emotion_recognition',
  load: () => import('./emotion-game').then((m) => m.EmotionGame as GameEntryComponent),
  loadingText: emotionMessages.loading,
};
