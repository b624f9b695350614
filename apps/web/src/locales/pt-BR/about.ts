/** The about page's words (docs/product.md#pictures): loaded with that page only, never in the entry. */
export const aboutMessages = {
  title: 'Sobre o NeuroBridge',
  text: 'O NeuroBridge apoia famílias e profissionais que acompanham crianças com TEA e TDAH com atividades curtas e acompanhamento de progresso.',
  credits: 'Créditos',
  openmoji:
    'Os desenhos dos jogos (emoções, objetos e pictogramas) são do OpenMoji, o projeto de emojis abertos da HfG Schwäbisch Gmünd, distribuídos sob a licença Creative Commons Atribuição-CompartilhaIgual 4.0 (CC BY-SA 4.0).',
  openmojiLink: 'Conheça o OpenMoji',
  licenseLink: 'Ler a licença CC BY-SA 4.0',
  offline: 'As imagens fazem parte do aplicativo: aparecem iguais em qualquer aparelho, mesmo sem internet.',
} as const;
