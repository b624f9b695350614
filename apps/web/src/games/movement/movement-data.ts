/**
 * The gentle exercises of the movement breaks (docs/product.md#movement-game), each with its
 * duration from the spec's list (30, 20, 30, 25, 20 s), in that order.
 */
export const MOVE_KEYS = ['stretch_up', 'frog_jump', 'march', 'arm_circles', 'touch_toes'] as const;
export type MoveKey = (typeof MOVE_KEYS)[number];

export const MOVE_SECONDS: Record<MoveKey, number> = {
  stretch_up: 30,
  frog_jump: 20,
  march: 30,
  arm_circles: 25,
  touch_toes: 20,
};
