/** pt-BR texts of the counting game (docs/product.md#counting-game). */
export const countingMessages = {
  promptMasculine: 'Quantos {objects} você vê?',
  promptFeminine: 'Quantas {objects} você vê?',
  // The group is not labelled with the count: that would give the answer away to screen-reader users.
  objectsLabel: 'Conte os objetos',
  right: 'Parabéns! A resposta correta é {n}.',
  wrong: 'Ops! A resposta correta é {n}. Vamos contar juntos!',
  tips: [
    'Peça para a criança tocar ou apontar cada objeto enquanto conta em voz alta.',
    'Os objetos ficam em fileiras de cinco: contar a fileira cheia primeiro ajuda com os números maiores.',
    'Depois de um erro, contem juntos usando os números que aparecem embaixo de cada objeto.',
  ],
} as const;
