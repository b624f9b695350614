/** pt-BR texts of the colour sorting game (docs/product.md#colour-game). */
export const colorMessages = {
  instructions: 'Toque em um objeto e depois no cesto da mesma cor.',
  objectsLabel: 'Objetos para separar',
  basketsLabel: 'Cestos',
  basket: 'Cesto',
  selected: 'Escolhido',
  inBasket: 'Dentro do cesto {color}',
  emptyBasket: 'Vazio',
  right: 'Muito bem! Cor correta!',
  wrong: 'Ops! Essa não é a cor certa. Tente novamente!',
  progress: '{n} de {total} objetos nos cestos',
  allSorted: 'Todos os objetos estão nos cestos!',
  tips: [
    'Diga o nome da cor em voz alta junto com a criança antes de ela tocar no cesto.',
    'Cada cesto tem o nome da cor e um desenho diferente: aponte os dois para ajudar.',
    'Se errar, tudo bem: o objeto continua escolhido para tentar outro cesto.',
  ],
} as const;
