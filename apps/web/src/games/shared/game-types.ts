import type { ActivityContent } from '@neurobridge/shared/content/schemas';
import type { GameResult } from './result';

/** The contract every game component fulfils (docs/product.md#activity-player). */
export interface GameProps<C extends ActivityContent = ActivityContent> {
  content: C;
  title: string;
  onComplete: (result: GameResult) => void;
}
