/** The pictures the puzzle cuts up (docs/product.md#visual-puzzle); art in puzzle-art.ts, names in the locale. */
export const SCENE_KEYS = ['parque', 'praia', 'espaco'] as const;
export type SceneKey = (typeof SCENE_KEYS)[number];
