/** pt-BR texts of the organization game (docs/product.md#organization-game). */
export const organizationMessages = {
  instruction: 'Toque em um objeto e depois na caixa onde ele deve ficar.',
  itemsLabel: 'Objetos para guardar',
  boxesLabel: 'Caixas',
  box: 'Caixa {box}',
  boxCount: '{n} de {total}',
  inBox: 'Na caixa {box}',
  selected: 'Escolhido',
  progress: '{n} de {total} objetos guardados',
  right: 'Isso! {item} vai em {box}.',
  wrong: 'Hmm, {item} não é de {box}. Tente outra caixa.',
  allSorted: 'Tudo organizado!',
  tips: [
    'Antes de começar, diga o nome de cada caixa com a criança e pergunte o que costuma ir nela.',
    'Se errar, tudo bem: o objeto continua escolhido para tentar outra caixa.',
    'Depois do jogo, guardem juntos alguns brinquedos ou roupas de verdade, cada um no seu lugar.',
  ],
} as const;
