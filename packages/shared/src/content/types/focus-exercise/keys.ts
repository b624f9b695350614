/** The focus games, one per task (docs/product.md#known-keys). */
export const FOCUS_TASKS = ['memory', 'spot_differences', 'focus', 'visual_puzzle'] as const;
/** The focus game's friendly targets; without one in the content a game picks one at random. */
export const FOCUS_TARGETS = ['borboleta', 'joaninha', 'estrela'] as const;
