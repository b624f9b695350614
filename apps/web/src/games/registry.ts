import type { ContentType } from '@neurobridge/shared/content/schemas';
import type { GameEntry } from './shared/game-entry';

// Every game folder declares itself in `entry.ts`; the games themselves stay lazy chunks.
const modules = import.meta.glob<{ entry: GameEntry }>('./*/entry.ts', { eager: true });

/** Content type → game (ARCHITECTURE: games/registry.ts). Types without a game yet are absent. */
export const GAMES: Partial<Record<ContentType, GameEntry>> = Object.fromEntries(
  Object.values(modules).map(({ entry }) => [entry.type, entry]),
);
