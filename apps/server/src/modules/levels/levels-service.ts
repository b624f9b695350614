import type { ChildGameLevel, ChildLevels } from '@neurobridge/shared/api/levels';
import { LEVELLED_KINDS, START_LEVEL, type GameLevel, type LevelledKind } from '@neurobridge/shared/domain/game-levels';
import type { AppDeps } from '../../app-deps';
import { childGameLevels } from '../../db/schema/stars';
import { levelRowsQuery } from './level-rows';
import { toChildGameLevel } from './levels-view';

/**
 * A child's level in each game kind, and the parent's pin (docs/product.md#game-levels). Results
 * move the levels as they are saved (modules/progress/progress-service.ts); this module reads them
 * and pins them. The child comes already checked by the route's contract.
 */
export function createLevelsService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  return {
    /** Every kind with levels, in `LEVELLED_KINDS` order: one read of the child's few rows. */
    async list(childId: number): Promise<ChildLevels> {
      const rows = await levelRowsQuery(db).execute({ childId });
      const byKind = new Map(rows.map((row) => [row.kind, row]));
      return { levels: LEVELLED_KINDS.map((kind) => toChildGameLevel(kind, byKind.get(kind))) };
    },

    /**
     * `pinned` n: the kind is at level n and stays there ('manter no nível n'), changed now; null:
     * results move it again from where it is. Either way the runs start again. One upsert on the
     * (child, kind) key, so a pin and a result saved at once run one after the other.
     */
    async pin(childId: number, kind: LevelledKind, pinned: GameLevel | null): Promise<ChildGameLevel> {
      const runs = { highRun: 0, lowRun: 0 };
      const set =
        pinned === null ? { pinned: false, ...runs } : { level: pinned, pinned: true, ...runs, changedAt: clock.now() };
      const [row] = await db
        .insert(childGameLevels)
        .values({ childId, kind, level: START_LEVEL, ...set })
        .onConflictDoUpdate({ target: [childGameLevels.childId, childGameLevels.kind], set })
        .returning();
      return toChildGameLevel(kind, row);
    },
  };
}

export type LevelsService = ReturnType<typeof createLevelsService>;
