/** pt-BR texts of the emotion game (docs/product.md#emotion-game). */
export const emotionMessages = {
  loading: 'Carregando emoção...',
  promptBasic: 'Como essa pessoa está se sentindo?',
  promptSelf: 'Como você se sentiria?',
  right: 'Muito bem!',
  almost: 'Quase lá!',
  correctIs: 'A resposta correta é: {label}',
  // Self-recognition has no wrong answer: every pick gets a warm reflection (docs/product.md#emotion-game).
  reflection: 'Tudo bem se sentir {emotion}.',
  ownChoice: 'Sua escolha',
  invalidTitle: 'Configuração Inválida',
  invalidText: 'Nenhuma emoção válida foi encontrada para esta atividade.',
  tips: [
    'Leia a situação junto com a criança e pergunte como ela se sentiria.',
    'Depois da resposta, conte de uma vez em que vocês sentiram essa emoção.',
    'Não há pressa: a próxima pergunta aparece sozinha depois de alguns segundos.',
  ],
  tipsSelf: [
    'Leia a situação junto com a criança e pergunte como ela se sentiria.',
    'Aqui não há resposta errada: cada um sente do seu jeito. Acolha a escolha e pergunte por quê.',
    'Não há pressa: a próxima situação aparece sozinha depois de alguns segundos.',
  ],
} as const;
