/** The six colours of the colour game (docs/product.md#known-keys). */
export const COLOR_KEYS = ['red', 'blue', 'yellow', 'green', 'purple', 'orange'] as const;
