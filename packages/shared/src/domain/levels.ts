/** Support levels 1–3 (docs/product.md#support-levels). */
export const TEA_LEVEL_LABELS: Record<number, string> = {
  1: 'Nível 1 - Necessita de suporte',
  2: 'Nível 2 - Suporte substancial',
  3: 'Nível 3 - Suporte muito substancial',
};

export const TDAH_LEVEL_LABELS: Record<number, string> = {
  1: 'Leve',
  2: 'Moderado',
  3: 'Severo',
};
