/** 6 sorting categories of 6 items; the default is the first four (docs/product.md#known-keys). */
export const ORGANIZATION_CATEGORIES = ['carros', 'bonecas', 'livros', 'jogos', 'roupas', 'frutas'] as const;
export const DEFAULT_ORGANIZATION = ['carros', 'bonecas', 'livros', 'jogos'] as const;
