/**
 * What each game shows while its own chunk downloads (docs/product.md#game-loading). Kept apart from
 * the games' texts: the player's registry loads these for every game, each game's texts only with it.
 */
export const gameLoadingTexts = {
  breathing: 'Carregando exercício...',
  colors: 'Carregando exercício...',
  counting: 'Carregando exercício...',
  emotion: 'Carregando emoção...',
  focus: 'Carregando exercício...',
  impulse: 'Carregando exercício...',
  letters: 'Carregando letra...',
  memory: 'Carregando memória...',
  movement: 'Carregando exercício...',
  organization: 'Carregando exercício...',
  puzzle: 'Carregando quebra-cabeça...',
  routine: 'Carregando rotina...',
  social: 'Carregando exercício...',
  'spot-differences': 'Carregando exercício...',
  story: 'Carregando história...',
  symbols: 'Carregando símbolos...',
  'time-management': 'Carregando exercício...',
} as const;
