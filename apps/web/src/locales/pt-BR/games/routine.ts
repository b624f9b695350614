/** pt-BR texts of the routine ordering game, simple and scheduled (docs/product.md#routine-game). */
export const routineMessages = {
  instructionSimple: 'Toque nas figuras na ordem em que elas acontecem.',
  instructionScheduled: 'Toque nos passos na ordem do dia, do mais cedo ao mais tarde.',
  routineNames: {
    morning: 'Rotina da manhã',
    school: 'Dia de escola',
    evening: 'Rotina da noite',
    daily: 'Meu dia completo',
  },
  sequenceTitle: 'Sua sequência',
  sequenceHint: 'Toque num passo da sequência para devolvê-lo.',
  poolTitle: 'Passos para colocar',
  placedCount: '{n} de {total} colocados',
  ordinal: '{n}º',
  emptySlot: 'Vazio',
  returnHint: 'toque para devolver',
  inPlace: 'No lugar certo',
  outOfPlace: 'Fora do lugar',
  // docs/product.md#routine-game: simple routine 'Parabéns!' / 'Vamos tentar novamente!'; scheduled
  // 'Perfeito!' / 'Muito bem!' (partial) / 'Vamos tentar novamente!'.
  simpleRight: 'Parabéns!',
  perfect: 'Perfeito!',
  partial: 'Muito bem!',
  tryAgain: 'Vamos tentar novamente!',
  inPlaceSummary: '{n} de {total} passos no lugar certo.',
  tips: [
    'Antes de começar, conversem sobre o que a criança faz primeiro quando acorda.',
    'Se um passo ficar no lugar errado, toque nele para devolvê-lo e tente de novo, sem pressa.',
    'Depois do jogo, use as mesmas figuras em casa para montar a rotina de verdade.',
  ],
} as const;
