import type { ActivityContent, ContentOf, ContentType } from '@neurobridge/shared/content/schemas';
import type { ComponentType } from 'react';
import type { GameProps } from './game-types';

/** A game component for the content it plays. */
export type GameComponent<C extends ActivityContent> = ComponentType<GameProps<C>>;

/** What each game folder's `entry.ts` exports (built with `defineGame`); the registry collects them. */
export interface GameEntry {
  readonly type: ContentType;
  /**
   * True when the game plays only some contents of its type (one `task` of `focus_exercise`, say):
   * the registry asks such games first, and lets one game without a variant take the rest.
   */
  readonly variant: boolean;
  /** Whether this game plays the content: its type matches and, for a variant, `matches` says yes. */
  accepts: (content: ActivityContent) => boolean;
  /** Each game is its own chunk, loaded when played. */
  load: () => Promise<GameComponent<ActivityContent>>;
  readonly loadingText: string;
}

interface WholeTypeGame<T extends ContentType> {
  type: T;
  /** Optional filter that does not narrow the type: the component takes any content of `type`. */
  matches?: (content: ContentOf<T>) => boolean;
  load: () => Promise<GameComponent<ContentOf<T>>>;
  loadingText: string;
}

interface NarrowedGame<T extends ContentType, C extends ContentOf<T>> {
  type: T;
  /** A type guard: the component receives the narrowed content (e.g. `{ task: 'memory' }`). */
  matches: (content: ContentOf<T>) => content is C;
  load: () => Promise<GameComponent<C>>;
  loadingText: string;
}

/**
 * Declares a game for `entry.ts`. The content type ties `matches` and the component to that
 * type's schema, so a game cannot be registered for content it does not understand:
 *
 *     export const entry = defineGame({
 *       type: 'focus_exercise',
 *       matches: (c): c is MemoryContent => c.task === 'memory' || c.task === undefined,
 *       load: () => import('./memory-game').then((m) => m.MemoryGame),
 *       loadingText: 'Carregando memória...',
 *     });
 */
export function defineGame<T extends ContentType, C extends ContentOf<T>>(game: NarrowedGame<T, C>): GameEntry;
export function defineGame<T extends ContentType>(game: WholeTypeGame<T>): GameEntry;
export function defineGame<T extends ContentType>(game: WholeTypeGame<T>): GameEntry {
  const { type, matches, load, loadingText } = game;
  return {
    type,
    variant: matches !== undefined,
    accepts: (content) => content.type === type && (matches?.(content as ContentOf<T>) ?? true),
    // Erased here, where the types are known: the registry only ever passes this component
    // content that `accepts` approved.
    load: load as unknown as GameEntry['load'],
    loadingText,
  };
}
