/** The breathing exercises (docs/product.md#known-keys). */
export const BREATHING_EXERCISES = ['basic', 'box', 'calming'] as const;
