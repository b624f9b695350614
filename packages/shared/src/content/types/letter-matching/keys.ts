/** Letters A to P; the default is A–E (docs/product.md#known-keys). */
export const LETTER_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P'] as const;
export const DEFAULT_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
