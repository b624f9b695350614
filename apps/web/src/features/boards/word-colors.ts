import type { WordClass } from '@neurobridge/shared/domain/boards';
import type { CSSProperties } from 'react';

/**
 * Each word class's colours on the board, the modified Fitzgerald key (docs/product.md#communication-board):
 * a light fill and a strong edge. With the calm palette the fill turns white and only the edge keeps
 * the colour (components/board.css); the word and the picture always say the rest.
 */
const COLORS: Record<WordClass, [fill: string, edge: string]> = {
  person: ['#fef9c3', '#ca8a04'],
  action: ['#dcfce7', '#16a34a'],
  description: ['#dbeafe', '#2563eb'],
  thing: ['#ffedd5', '#ea580c'],
  social: ['#fce7f3', '#db2777'],
  negation: ['#fee2e2', '#dc2626'],
  question: ['#f3e8ff', '#9333ea'],
  other: ['#ffffff', '#64748b'],
};

export function wordClassStyle(wordClass: WordClass): CSSProperties {
  const [fill, edge] = COLORS[wordClass];
  return { '--cell-fill': fill, '--cell-edge': edge } as CSSProperties;
}
