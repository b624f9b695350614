/** pt-BR texts of the social scenarios game (docs/product.md#social-game); the situations are in social-data.ts. */
export const socialMessages = {
  right: 'Muito bem!',
  learn: 'Vamos aprender!',
  tips: [
    'Leia a situação com calma e pergunte à criança o que ela faria antes de escolher.',
    'Depois da resposta, conversem sobre como cada pessoa da história se sentiu.',
    'Se possível, encenem juntos a melhor atitude para treinar no dia a dia.',
  ],
} as const;
