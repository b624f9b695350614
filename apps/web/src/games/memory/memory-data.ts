/** The pictures a memory game deals its pairs from (docs/product.md#memory-game), with their pt-BR names. */
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
};
