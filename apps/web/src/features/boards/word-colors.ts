import type { WordClass } from '@neurobridge/shared/domain/boards';
import { WORD_CLASS_COLORS } from '@neurobridge/shared/domain/word-colors';
import type { CSSProperties } from 'react';

/**
 * A cell's colours from its word class (shared/domain/word-colors.ts, docs/product.md#communication-board).
 * With the calm palette the fill turns white and only the edge keeps the colour (components/board.css);
 * the word and the picture always say the rest.
 */
export function wordClassStyle(wordClass: WordClass): CSSProperties {
  const [fill, edge] = WORD_CLASS_COLORS[wordClass];
  return { '--cell-fill': fill, '--cell-edge': edge } as CSSProperties;
}
