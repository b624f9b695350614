import type { ActivityContent } from '@neurobridge/shared/content/schemas';
import type { GameLevel } from '@neurobridge/shared/domain/game-levels';
import type { GameResult } from './result';

/** The contract every game component fulfils (docs/product.md#activity-player). */
export interface GameProps<C extends ActivityContent = ActivityContent> {
  content: C;
  title: string;
  onComplete: (result: GameResult) => void;
  /**
   * The child's level in this game's kind (docs/product.md#game-levels): how much of the content and
   * how fast. Absent (no child chosen, a kind without levels) the game plays `START_LEVEL`, the game as
   * docs/product.md#games describes it. What the activity's content sets itself is kept.
   */
  level?: GameLevel;
}
