/** pt-BR texts of the symbol communication game (docs/product.md#symbol-game). */
export const symbolMessages = {
  loading: 'Carregando símbolos...',
  defaultPrompt: 'Toque em uma figura para falar.',
  boardLabel: 'Figuras para falar',
  // docs/product.md#symbol-game: 'Excelente! Você disse: "{phrase}"', in two parts so the phrase can be shown large.
  said: 'Excelente! Você disse:',
  saidPhrase: '"{phrase}"',
  // docs/product.md#symbol-game: another symbol than the target is still said, with a gentle hint.
  saidOther: 'Você disse:',
  findTarget: 'Agora encontre: {target}.',
  progress: '{n} de {total} toques',
  listenPrompt: 'Ouvir a pergunta',
  listenPhrase: 'Ouvir a frase de novo',
  tips: [
    'Repita a frase em voz alta depois da criança e responda ao pedido sempre que puder.',
    'Use as mesmas figuras no dia a dia, como na hora do lanche ou do banho.',
    'Deixe a criança explorar: tocar várias figuras diferentes também é aprender.',
  ],
} as const;
