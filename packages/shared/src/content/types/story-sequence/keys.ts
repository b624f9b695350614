/** The stories of the story game (docs/product.md#known-keys). */
export const STORY_KEYS = ['dia_na_escola', 'plantando_flor', 'festa_aniversario'] as const;
