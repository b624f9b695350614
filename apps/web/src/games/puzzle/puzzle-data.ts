/** The pictures the puzzle cuts up (docs/product.md#visual-puzzle); art in puzzle-art.ts, names in the locale. */
export const SCENE_KEYS = ['parque', 'praia', 'espaco'] as const;
export type SceneKey = (typeof SCENE_KEYS)[number];

/** Pieces per side at each level (docs/product.md#visual-puzzle): 2 × 2, 3 × 3 or 4 × 4. */
export const PUZZLE_GRIDS = [2, 3, 4] as const;
export type PuzzleGrid = (typeof PUZZLE_GRIDS)[number];
