/** pt-BR texts of the impulse control game (docs/product.md#impulse-control-game). */
export const impulseMessages = {
  instructions: 'Toque no botão quando a luz ficar verde. No amarelo e no vermelho, espere.',
  listenInstructions: 'Ouvir a instrução',
  start: 'Começar',
  press: 'Tocar',
  pressHint: 'Você também pode usar a barra de espaço ou a tecla Enter.',
  lights: {
    green: 'Verde — toque!',
    yellow: 'Amarelo — espere',
    red: 'Vermelho — não toque',
  },
  trafficLight: 'Semáforo: {light}',
  lightOff: 'Semáforo apagado',
  ready: 'Quando estiver pronto, toque em "Começar".',
  round: 'Luz {n} de {total}',
  timeLeft: 'Tempo: {seconds} s',
  hit: 'Muito bem! Você tocou no verde.',
  error: 'Opa! No vermelho, a gente espera.',
  wait: 'Espere...',
  endByTime: 'O tempo acabou!',
  endByRounds: 'As luzes acabaram!',
  summary: 'Você tocou em {hits} de {greens} luzes verdes.',
  tips: [
    'Antes de começar, brinquem juntos de "sinal verde, sinal vermelho" com o corpo.',
    'Cada luz tem nome, desenho e lugar próprios: o verde fica embaixo, o vermelho em cima.',
    'Elogie cada vez que a criança esperar no vermelho: esperar também é acertar.',
  ],
} as const;
