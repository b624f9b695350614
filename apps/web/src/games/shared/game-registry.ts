import type { ActivityContent } from '@neurobridge/shared/content/schemas';
import { lazy } from 'react';
import type { GameComponent, GameEntry } from './game-entry';

/** A registered game: its folder name and what its `entry.ts` declared. */
export interface RegisteredGame {
  id: string;
  entry: GameEntry;
}

/** What the player needs to play a content: the lazy component and the text shown while it loads. */
export interface PlayableGame {
  id: string;
  Game: GameComponent<ActivityContent>;
  loadingText: string;
}

export interface GameRegistry {
  /** Every game, variants first (the order `find` asks them in). */
  games: readonly RegisteredGame[];
  /** The game that plays this content, or null when none does. */
  find: (content: ActivityContent) => PlayableGame | null;
}

/**
 * Builds the registry from the games' entries. Games that play a variant of a type are asked
 * before the one that takes the whole type, so `{ task: 'memory' }` reaches the memory game even
 * when another game takes every other focus task. Two whole-type games for one type would make
 * the choice depend on folder order, so that is refused outright (the registry test loads it).
 */
export function createRegistry(registered: readonly RegisteredGame[]): GameRegistry {
  const wholeType = new Map<string, string>();
  for (const { id, entry } of registered) {
    if (entry.variant) continue;
    const other = wholeType.get(entry.type);
    if (other) throw new Error(`Games '${other}' and '${id}' both take every '${entry.type}' content`);
    wholeType.set(entry.type, id);
  }
  const games = [...registered].sort((a, b) => Number(b.entry.variant) - Number(a.entry.variant));

  // One lazy component per game, made once: React.lazy must keep its identity between renders.
  const playable = new Map<string, PlayableGame>();
  const playableOf = ({ id, entry }: RegisteredGame): PlayableGame => {
    let game = playable.get(id);
    if (!game) {
      game = { id, Game: lazy(() => entry.load().then((Game) => ({ default: Game }))), loadingText: entry.loadingText };
      playable.set(id, game);
    }
    return game;
  };

  return {
    games,
    find: (content) => {
      const found = games.find(({ entry }) => entry.accepts(content));
      return found ? playableOf(found) : null;
    },
  };
}
