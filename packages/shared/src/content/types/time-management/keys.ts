/** The time game's tasks (docs/product.md#known-keys). */
export const TIME_TASKS = ['licao_de_casa', 'arrumar_quarto', 'leitura'] as const;
