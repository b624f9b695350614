import type { GameLevel } from '@neurobridge/shared/domain/game-levels';
import { expect } from 'vitest';

type NumberKey<L> = { [K in keyof L]: L[K] extends number ? K : never }[keyof L];

/**
 * A game's level table goes from easier to harder (docs/product.md#game-levels): from level 1 to 3
 * each `more` field (how many: pairs, options, lights…) never shrinks and each `less` field (how
 * long, how big a target) never grows. A test states the exact numbers of its own levels besides.
 */
export function expectLevelsHarder<L>(
  levels: Record<GameLevel, L>,
  { more = [], less = [] }: { more?: NumberKey<L>[]; less?: NumberKey<L>[] },
) {
  for (const [easier, harder] of [
    [levels[1], levels[2]],
    [levels[2], levels[3]],
  ] as const) {
    for (const key of more) expect(easier[key], String(key)).toBeLessThanOrEqual(harder[key] as number);
    for (const key of less) expect(easier[key], String(key)).toBeGreaterThanOrEqual(harder[key] as number);
  }
}
