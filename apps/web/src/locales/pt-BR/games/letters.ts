/** pt-BR texts of the letters game (docs/product.md#letters-game; feedback as in the other quiz games). */
export const lettersMessages = {
  prompt: 'Qual palavra começa com a letra {letter}?',
  right: 'Muito bem!',
  almost: 'Quase lá!',
  correctIs: 'A resposta correta é: {word}',
  tips: [
    'Diga o som da letra junto com a criança antes de ela escolher.',
    'Falem o nome de cada figura em voz alta e prestem atenção ao primeiro som.',
    'Depois da resposta, procurem outras coisas da casa que começam com a mesma letra.',
  ],
} as const;
