import { gameKindOf, type ActivityContent } from '@neurobridge/shared/content/schemas';
import { isLevelledKind, LEVELS, START_LEVEL, type GameLevel } from '@neurobridge/shared/domain/game-levels';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useOnline } from '../../../lib/offline/online';
import { playerLevelsQueryOptions } from '../api/child-levels';

/** The level a round is played at: `undefined` when the game has none to be given. */
export type RoundLevel = { level: GameLevel | undefined };

/**
 * The level the child plays this content at (docs/product.md#game-levels): with a child and a
 * levelled kind, the child's level in that kind, read from the server or from the device offline;
 * while that read runs, null (the player shows the game's loading text). A read that fails, or
 * none kept offline, plays `START_LEVEL` rather than hold the game. Without a child, or for a kind
 * without levels, no level. The level is fixed when a round starts (`round` changes on 'Jogar de
 * novo'), so a read that lands mid-game never changes the game being played.
 */
export function usePlayLevel(
  childId: number | undefined,
  content: ActivityContent | null,
  round: number,
): RoundLevel | null {
  const kind = content ? gameKindOf(content) : null;
  const levelled = childId !== undefined && kind !== null && isLevelledKind(kind);
  const online = useOnline();
  // Offline the kept answer (if any) is read without asking the server.
  const levels = useQuery({ ...playerLevelsQueryOptions(childId ?? 0), enabled: levelled && online });

  let current: RoundLevel | null = { level: undefined };
  if (levelled) {
    const found = levels.data?.levels.find((l) => l.kind === kind)?.level;
    // A read under way (the first, or one after a result moved the level) is waited for.
    current = levels.isFetching ? null : { level: LEVELS.find((l) => l === found) ?? START_LEVEL };
  }

  const [fixed, setFixed] = useState<{ round: number; at: RoundLevel } | null>(null);
  if (current && fixed?.round !== round) {
    // Adjusting state while rendering (React's pattern for state derived from a change).
    setFixed({ round, at: current });
  }
  return fixed?.round === round ? fixed.at : current;
}
