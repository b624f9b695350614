import type { COLOR_KEYS } from '@neurobridge/shared/content/types/color-sorting/keys';

export type ColorKey = (typeof COLOR_KEYS)[number];

export const COLOR_LABELS: Record<ColorKey, string> = {
  red: 'Vermelho',
  blue: 'Azul',
  yellow: 'Amarelo',
  green: 'Verde',
  purple: 'Roxo',
  orange: 'Laranja',
};

/** Two objects per colour (docs/product.md#colour-game), each one clearly of that colour in the OpenMoji art. */
export const COLOR_OBJECTS = {
  red: ['maca', 'morango'],
  blue: ['peixe', 'camiseta'],
  yellow: ['banana', 'pintinho'],
  green: ['brocolis', 'sapo'],
  purple: ['uva', 'berinjela'],
  orange: ['cenoura', 'bola_basquete'],
} as const satisfies Record<ColorKey, readonly [string, string]>;

/**
 * A third object per colour, dealt only at level 3 with up to four colours (docs/product.md#colour-game,
 * "Levels"), each as clearly of its colour as the first two.
 */
export const THIRD_OBJECTS = {
  red: 'tomate',
  blue: 'baleia',
  yellow: 'estrela',
  green: 'tartaruga',
  purple: 'guarda_chuva',
  orange: 'tigre',
} as const satisfies Record<ColorKey, string>;

export type ColorObjectKey = (typeof COLOR_OBJECTS)[ColorKey][number] | (typeof THIRD_OBJECTS)[ColorKey];

export const OBJECT_LABELS: Record<ColorObjectKey, string> = {
  maca: 'Maçã',
  morango: 'Morango',
  peixe: 'Peixe',
  camiseta: 'Camiseta',
  banana: 'Banana',
  pintinho: 'Pintinho',
  brocolis: 'Brócolis',
  sapo: 'Sapo',
  uva: 'Uva',
  berinjela: 'Berinjela',
  cenoura: 'Cenoura',
  // Short enough to stay on one line in the narrowest grid.
  bola_basquete: 'Bola',
  tomate: 'Tomate',
  baleia: 'Baleia',
  estrela: 'Estrela',
  tartaruga: 'Tartaruga',
  guarda_chuva: 'Guarda-chuva',
  tigre: 'Tigre',
};
