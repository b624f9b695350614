/** pt-BR texts of the movement breaks (docs/product.md#movement-game). */
export const movementMessages = {
  ready: 'Vamos mexer o corpo! Toque em Começar quando estiver pronto.',
  progress: 'Exercício {n} de {total}',
  start: 'Começar',
  pause: 'Pausar',
  resume: 'Continuar',
  seconds: 'segundos',
  second: 'segundo',
  secondsLeft: 'Faltam {n} segundos',
  secondLeft: 'Falta 1 segundo',
  next: 'Muito bem! Próximo exercício em instantes...',
  done: 'Muito bem! Você terminou os exercícios!',
  paused: 'Pausado. Toque em Continuar quando quiser.',
  listen: 'Ouvir de novo',
  exercises: {
    stretch_up: {
      label: 'Esticar os braços até o céu',
      instruction: 'Fique em pé e estique os braços bem alto, até o céu. Respire devagar.',
    },
    frog_jump: {
      label: 'Pular como um sapo',
      instruction: 'Abaixe como um sapo e dê pulinhos leves no mesmo lugar.',
    },
    march: {
      label: 'Marchar no lugar',
      instruction: 'Marche no lugar, levantando um joelho de cada vez.',
    },
    arm_circles: {
      label: 'Girar os braços',
      instruction: 'Abra os braços para os lados e faça círculos pequenos e devagar.',
    },
    touch_toes: {
      label: 'Tocar os pés',
      instruction: 'Dobre o corpo devagar e tente tocar os pés com as mãos.',
    },
  },
  tips: [
    'Faça os exercícios junto com a criança: ela copia os seus movimentos.',
    'Deixe um espaço livre ao redor, sem móveis por perto, antes de começar.',
    'Se a criança cansar, toque em Pausar; o tempo continua de onde parou.',
  ],
} as const;
