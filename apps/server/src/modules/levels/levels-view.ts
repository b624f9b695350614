import type { ChildGameLevel } from '@neurobridge/shared/api/levels';
import { GAME_KIND_LABELS, type LevelledKind } from '@neurobridge/shared/domain/game-levels';
import { stateOf, type LevelRow } from './level-rows';

/** A kind as the API answers it; without a row, at the start level, unpinned, never changed. */
export function toChildGameLevel(kind: LevelledKind, row: LevelRow | undefined): ChildGameLevel {
  const { level, pinned } = stateOf(row);
  return { kind, label: GAME_KIND_LABELS[kind], level, pinned, changed_at: row?.changedAt?.toISOString() ?? null };
}
