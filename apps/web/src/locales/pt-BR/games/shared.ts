/** The words every game's frame and quiz share (docs/product.md#game-frame); each game's own are beside this file. */
export const gameMessages = {
  restart: 'Recomeçar',
  tryAgain: 'Tentar Novamente',
  tips: 'Dicas para quem acompanha',
  listen: 'Ouvir de novo',
  noVoiceNotice:
    'Este aparelho não tem uma voz em português. As frases aparecem em letras grandes. Para ouvir, instale uma voz em português do Brasil nas configurações de acessibilidade do sistema.',
  gotIt: 'Entendi',
  progress: 'Pergunta {n} de {total}',
  correctMark: 'Resposta certa',
  wrongMark: 'Sua resposta',
} as const;
