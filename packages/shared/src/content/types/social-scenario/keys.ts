/** 5 social scenarios; at most 3 per session, the first 3 by default (docs/product.md#known-keys). */
export const SCENARIO_KEYS = [
  'dividir_brinquedo',
  'pedir_ajuda',
  'fazer_amigo',
  'esperar_vez',
  'colega_triste',
] as const;
