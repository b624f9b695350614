/** pt-BR texts of the spot-the-differences game (docs/product.md#spot-the-differences-game). */
/** {total}: the differences of the child's level (docs/product.md#spot-the-differences-game), 3 at level 2. */
export const spotDifferencesMessages = {
  instructions: 'Encontre as {total} diferenças entre as duas figuras.',
  pictureLabel: 'Figura {n}: {scene}',
  empty: 'Espaço vazio',
  upsideDown: '{object} de cabeça para baixo',
  foundMark: 'diferença encontrada',
  progress: '{n} de {total} diferenças encontradas',
  found: 'Muito bem! Você achou uma diferença!',
  same: 'Aqui está igual. Continue procurando!',
  allFound: 'Você achou as {total} diferenças!',
  tips: [
    'Olhem juntos as duas figuras, uma linha de cada vez, da esquerda para a direita.',
    'Uma diferença pode ser um objeto trocado, um objeto que sumiu ou um objeto de cabeça para baixo. Toque em qualquer uma das figuras.',
    'Pontuação: começa em 100 e perde 10 pontos a cada toque em um lugar igual, nunca menos de 40 ao terminar.',
  ],
} as const;
