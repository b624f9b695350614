import type { ContentType } from '@neurobridge/shared/content/schemas';
import type { ComponentType } from 'react';
import type { GameProps } from './game-types';

/** What each game folder's `entry.ts` declares; the registry collects them. */
export interface GameEntry {
  type: ContentType;
  /** Each game is its own chunk, loaded when played. */
  load: () => Promise<GameEntryComponent>;
  loadingText: string;
}

/** A game component as the registry stores it (each game narrows its own content type). */
export type GameEntryComponent = ComponentType<GameProps<never>>;
