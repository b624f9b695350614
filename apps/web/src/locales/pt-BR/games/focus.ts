/** pt-BR texts of the focus game (docs/product.md#focus-game). */
export const focusMessages = {
  instructions: 'Toque no amigo que se mexe. Tente acertar {total} vezes!',
  listen: 'Ouvir a instrução',
  areaLabel: 'Área do jogo: toque no amigo',
  /** Same order as TARGET_ART in focus-art.ts. */
  targets: ['Borboleta', 'Joaninha', 'Estrela'],
  target: 'Tocar na {name}',
  hits: 'Acertos: {n} de {total}',
  timeLeft: 'Tempo: {s} s',
  hit: 'Acertou! Muito bem!',
  miss: 'Quase! Toque bem em cima do amigo.',
  allHits: 'Você acertou {total} vezes! Muito bem!',
  timeUp: 'O tempo acabou! Você acertou {n} de {total}.',
  tips: [
    'Antes de começar, mostre o amigo na tela e combine: é só nele que vamos tocar.',
    'Incentive a criança a acompanhar o amigo com os olhos, sem pressa, antes de tocar.',
    'Tocar fora do amigo não faz barulho de erro, mas conta na pontuação: valorize a calma mais do que a rapidez.',
  ],
} as const;
