/**
 * The pt-BR texts of the installable app's two prompts in the parent area
 * (docs/product.md#offline-play; docs/decisions/012-messages-per-feature.md).
 */
export const pwaMessages = {
  install: {
    title: 'Instalar o NeuroBridge',
    accept: 'Instalar',
    decline: 'Agora não',
  },
  update: {
    text: 'Nova versão disponível — atualizar',
    accept: 'Atualizar',
    pending: 'Atualizando…',
  },
} as const;
