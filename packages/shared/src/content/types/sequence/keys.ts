/** 12 simple routine steps; the default is the first five (docs/product.md#known-keys). */
export const ROUTINE_STEPS = [
  'acordar',
  'tomar_banho',
  'escovar_dentes',
  'se_vestir',
  'tomar_cafe',
  'arrumar_mochila',
  'ir_escola',
  'almocar',
  'fazer_licao',
  'brincar',
  'jantar',
  'dormir',
] as const;
export const DEFAULT_ROUTINE_STEPS = ['acordar', 'tomar_banho', 'escovar_dentes', 'se_vestir', 'tomar_cafe'] as const;
export const ROUTINE_TYPES = ['morning', 'school', 'evening', 'daily'] as const;
