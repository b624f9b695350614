import type { WordClass } from './boards';

/**
 * Each word class's colours on the board, the modified Fitzgerald key (docs/product.md#communication-board):
 * a light fill and a strong edge. The web's cells, the printed board and the `.obz` file use the
 * same pair, so an exported board keeps its colours and an imported one finds its class from them.
 */
export const WORD_CLASS_COLORS: Record<WordClass, readonly [fill: string, edge: string]> = {
  person: ['#fef9c3', '#ca8a04'],
  action: ['#dcfce7', '#16a34a'],
  description: ['#dbeafe', '#2563eb'],
  thing: ['#ffedd5', '#ea580c'],
  social: ['#fce7f3', '#db2777'],
  negation: ['#fee2e2', '#dc2626'],
  question: ['#f3e8ff', '#9333ea'],
  other: ['#ffffff', '#64748b'],
};
