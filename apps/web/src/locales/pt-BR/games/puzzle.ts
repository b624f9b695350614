/** pt-BR texts of the visual puzzle (docs/product.md#visual-puzzle). */
export const puzzleMessages = {
  instructions: 'Monte a figura: toque em uma peça e depois no lugar para onde ela vai.',
  listen: 'Ouvir a instrução',
  boardLabel: 'Peças do quebra-cabeça',
  previewLabel: 'Figura completa: {scene}',
  /** Names of the scenes and of the nine pictures of each, in the order of puzzle-art.ts. */
  scenes: {
    parque: {
      name: 'um parque',
      items: ['sol', 'nuvem', 'passarinho', 'árvore', 'casa', 'arco-íris', 'cachorro', 'girassol', 'gato'],
    },
    praia: {
      name: 'uma praia',
      items: ['sol', 'passarinho', 'nuvem', 'barco', 'baleia', 'peixe', 'coqueiro', 'guarda-sol', 'caranguejo'],
    },
    espaco: {
      name: 'o espaço',
      items: ['lua', 'estrela', 'planeta', 'cometa', 'foguete', 'disco voador', 'Terra', 'alienígena', 'satélite'],
    },
  },
  pieceInPlace: 'Peça {n} ({item}), no lugar certo',
  pieceOut: 'Peça {n} ({item}), no espaço {slot}',
  inPlace: 'No lugar',
  chosen: 'Escolhida',
  moves: 'Movimentos: {n}',
  timeLeft: 'Tempo: {s} s',
  fit: 'Encaixou! Uma peça está no lugar certo.',
  notYet: 'Ainda não é o lugar dela. A peça continua escolhida: toque em outro lugar.',
  solved: 'Muito bem! A figura está completa!',
  timeUp: 'O tempo acabou! Você encaixou {n} de {total} peças.',
  tips: [
    'Antes de começar, olhem juntos a figura pequena e digam o que aparece nela.',
    'Sugira começar pelos cantos: "Onde fica o sol? Lá em cima!"',
    'A peça escolhida continua escolhida até encaixar; para trocar de peça, toque nela de novo.',
  ],
} as const;
