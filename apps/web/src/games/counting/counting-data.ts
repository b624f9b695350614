/** Everyday objects to count (docs/product.md#counting-game); one per question, never repeated. */
export const COUNTING_OBJECT_KEYS = [
  'apple',
  'star',
  'ball',
  'balloon',
  'fish',
  'flower',
  'car',
  'duck',
  'butterfly',
  'strawberry',
] as const;
export type CountingObjectKey = (typeof COUNTING_OBJECT_KEYS)[number];

export interface CountingObjectName {
  /** Each image's alt text, so a screen reader lists the objects one by one. */
  name: string;
  /** The plural the prompt uses: 'Quantas maçãs você vê?'. */
  plural: string;
  /** Portuguese agrees 'Quantos'/'Quantas' with the object's gender. */
  feminine: boolean;
}

export const COUNTING_OBJECTS: Record<CountingObjectKey, CountingObjectName> = {
  apple: { name: 'maçã', plural: 'maçãs', feminine: true },
  star: { name: 'estrela', plural: 'estrelas', feminine: true },
  ball: { name: 'bola', plural: 'bolas', feminine: true },
  balloon: { name: 'balão', plural: 'balões', feminine: false },
  fish: { name: 'peixe', plural: 'peixes', feminine: false },
  flower: { name: 'flor', plural: 'flores', feminine: true },
  car: { name: 'carro', plural: 'carros', feminine: false },
  duck: { name: 'pato', plural: 'patos', feminine: false },
  butterfly: { name: 'borboleta', plural: 'borboletas', feminine: true },
  strawberry: { name: 'morango', plural: 'morangos', feminine: false },
};
