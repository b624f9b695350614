/** pt-BR texts of the story sequence game (docs/product.md#story-game). */
export const storyMessages = {
  instruction: 'Toque nas cenas na ordem em que a história acontece.',
  /** Read aloud at the start and by "Ouvir de novo": the story's title, then the instruction. */
  intro: '{story}. {instruction}',
  poolTitle: 'Cenas para colocar',
  slotsTitle: 'Sua história',
  slotsHint: 'Toque numa cena colocada para tirá-la.',
  placedCount: '{n} de {total} cenas colocadas',
  /** The numbered slots, in order, by how many scenes the level plays (4 at level 2). */
  slotNames: {
    3: ['Primeiro', 'Depois', 'Por fim'],
    4: ['Primeiro', 'Depois', 'Em seguida', 'Por fim'],
    6: ['Primeiro', 'Depois', 'Em seguida', 'Então', 'Mais tarde', 'Por fim'],
  } as Record<number, readonly string[]>,
  emptySlot: 'Vazio',
  inPlace: 'No lugar certo',
  outOfPlace: 'Fora do lugar',
  right: 'Parabéns! A história está na ordem certa!',
  wrong: 'Vamos tentar de novo?',
  correctOrder: 'A ordem certa:',
  tips: [
    'Antes de começar, conte a história com suas palavras olhando as figuras juntos.',
    'Pergunte “o que aconteceu primeiro?” e “e depois?” em vez de mostrar a resposta.',
    'Se uma cena ficou no lugar errado, toque nela para tirá-la e tente de novo, sem pressa.',
  ],
} as const;
