/** 12 symbols; the default is the first six (docs/product.md#known-keys). */
export const SYMBOL_KEYS = [
  'agua',
  'comida',
  'banheiro',
  'ajuda',
  'feliz',
  'obrigado',
  'triste',
  'brincar',
  'dormir',
  'dor',
  'mais',
  'parar',
] as const;
export const DEFAULT_SYMBOLS = ['agua', 'comida', 'banheiro', 'ajuda', 'feliz', 'obrigado'] as const;
