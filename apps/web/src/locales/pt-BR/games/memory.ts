/** pt-BR texts of the memory game (docs/product.md#memory-game). */
export const memoryMessages = {
  look: 'Olhe bem onde está cada figura!',
  instructions: 'Toque em duas cartas para achar os pares.',
  boardLabel: 'Cartas da memória',
  faceDown: 'Carta virada',
  foundMark: 'par encontrado',
  progress: '{n} de {total} pares encontrados',
  match: 'Achou um par!',
  mismatch: 'Não é par. Tente lembrar!',
  help: 'Ajuda: mostrar um par',
  helped: 'Olha o par: {picture}!',
  allFound: 'Você achou todos os pares!',
  /** {seconds} and {free} follow the child's level (docs/product.md#memory-game): 2 and 6 at level 2. */
  tips: [
    'No começo, todas as cartas aparecem por {seconds} segundos: olhem juntos e digam o nome das figuras em voz alta.',
    'Pontuação: 100 pontos até {free} tentativas sem par; depois, 5 pontos a menos por tentativa, e nunca menos de 40 ao terminar.',
    'Depois de 3 tentativas sem par seguidas aparece o botão de ajuda, que mostra um par. Use quando a criança se frustrar.',
  ],
} as const;
