/**
 * The pictures a memory game deals its pairs from (docs/product.md#memory-game), with their pt-BR
 * names: levels 1 and 2 draw from the first 10, level 3's 12 pairs use all 12.
 */
export const MEMORY_PICTURES = [
  'cachorro',
  'gato',
  'sapo',
  'tartaruga',
  'borboleta',
  'coelho',
  'maca',
  'carro',
  'balao',
  'estrela',
  'peixe',
  'flor',
] as const;

export type MemoryPicture = (typeof MEMORY_PICTURES)[number];

export const MEMORY_LABELS: Record<MemoryPicture, string> = {
  cachorro: 'Cachorro',
  gato: 'Gato',
  sapo: 'Sapo',
  tartaruga: 'Tartaruga',
  borboleta: 'Borboleta',
  coelho: 'Coelho',
  maca: 'Maçã',
  carro: 'Carro',
  balao: 'Balão',
  estrela: 'Estrela',
  peixe: 'Peixe',
  flor: 'Flor',
};
