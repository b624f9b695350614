/** pt-BR texts of the breathing game (docs/product.md#breathing-game). */
export const breathingMessages = {
  chooseInstructions: 'Escolha um exercício e toque em Começar.',
  runInstructions: 'Acompanhe o balão: ele enche quando você inspira e esvazia quando você expira.',
  choiceLabel: 'Exercícios de respiração',
  exercises: {
    basic: 'Respiração básica',
    box: 'Respiração quadrada',
    calming: 'Respiração calmante',
  },
  // Built from the exercise's own seconds and cycles.
  describeNoHold: 'Inspire {inhale} s, expire {exhale} s · {cycles} ciclos',
  describeHold: 'Inspire {inhale} s, segure {hold} s, expire {exhale} s · {cycles} ciclos',
  chosen: 'Escolhido',
  start: 'Começar',
  pause: 'Pausar',
  resume: 'Continuar',
  controlsLabel: 'Controles do exercício',
  phases: {
    inhale: 'Inspire',
    hold: 'Segure',
    exhale: 'Expire',
    rest: 'Descanse',
  },
  cycle: 'Ciclo {n} de {total}',
  seconds: 'segundos',
  second: 'segundo',
  secondsLeft: '{n} segundos',
  secondLeft: '1 segundo',
  paused: 'Pausado. Toque em Continuar quando quiser.',
  done: 'Muito bem! Você terminou a respiração.',
  balloon: 'Balão da respiração',
  listenPhase: 'Ouvir de novo',
  tips: [
    'Respire junto com a criança, no mesmo ritmo do balão: ela aprende copiando você.',
    'Comece pela respiração básica; a calmante tem a expiração mais longa e ajuda a acalmar antes de dormir.',
    'Se a criança ficar inquieta, toque em Pausar e continue quando ela estiver pronta.',
  ],
} as const;
