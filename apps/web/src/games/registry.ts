import type { ActivityContent } from '@neurobridge/shared/content/schemas';
import type { GameEntry } from './shared/game-entry';
import { createRegistry, type PlayableGame } from './shared/game-registry';

// Every game folder declares itself in `entry.ts`, so adding a game touches no shared file; the
// entries are tiny and eager, the games themselves stay lazy chunks.
const modules = import.meta.glob<{ entry: GameEntry }>('./*/entry.ts', { eager: true });

/** Every game, found by its content (docs/architecture.md). */
export const GAMES = createRegistry(
  Object.entries(modules).map(([path, { entry }]) => ({ id: path.split('/')[1]!, entry })),
);

/** The game that plays a parsed content; null only if a content type had no game (registry.test.ts refuses that). */
export function findGame(content: ActivityContent): PlayableGame | null {
  return GAMES.find(content);
}
