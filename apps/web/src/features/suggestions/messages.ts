/** 'Sugeridas para {nome} hoje' (docs/product.md#suggestions; docs/decisions/012-messages-per-feature.md). */
export const suggestionsMessages = {
  title: 'Sugeridas para {name} hoje',
  open: 'Abrir atividade',
  openLabel: 'Abrir atividade: {title}',
  loading: 'Carregando sugestões...',
  loadError: 'Não foi possível carregar as sugestões.',
  retryLabel: 'Tentar novamente: sugestões para {name}',
} as const;
