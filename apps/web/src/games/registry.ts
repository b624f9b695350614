import type { ContentType } from '@neurobridge/shared/content/schemas';
import type { ComponentType } from 'react';
import { messages } from '../locales/pt-BR/messages';
import type { GameProps } from './shared/game-types';

export interface GameEntry {
  /** Each game is its own chunk, loaded when played. */
  load: () => Promise<ComponentType<GameProps<never>>>;
  loadingText: string;
}

/** Content type → game (ARCHITECTURE: games/registry.ts). Types without a game yet are absent. */
export const GAMES: Partial<Record<ContentType, GameEntry>> = {
  emotion_recognition: {
    load: () => import('./emotion/emotion-game').then((m) => m.EmotionGame as ComponentType<GameProps<never>>),
    loadingText: messages.games.emotion.loading,
  },
};
