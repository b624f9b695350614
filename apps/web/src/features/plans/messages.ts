/** The plans' pt-BR texts: the price quote on the landing page (docs/decisions/012-messages-per-feature.md). */
export const plansMessages = {
  priceLoading: 'Carregando preços...',
  priceFrom: 'A partir de {price}/mês no {plan}',
} as const;
