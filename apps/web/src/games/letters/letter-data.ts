import type { LETTER_KEYS } from '@neurobridge/shared/content/types/letter-matching/keys';

export type LetterKey = (typeof LETTER_KEYS)[number];

/**
 * One word per letter A–P (docs/product.md#letters-game), each a thing a young child knows with a
 * clear picture. The word is also the option's key: an option stands for the letter its word starts
 * with.
 */
export const LETTER_WORDS: Record<LetterKey, string> = {
  A: 'Abelha',
  B: 'Bola',
  C: 'Casa',
  D: 'Dado',
  E: 'Estrela',
  F: 'Flor',
  G: 'Gato',
  H: 'Hipopótamo',
  I: 'Ilha',
  J: 'Jacaré',
  K: 'Kiwi',
  L: 'Leão',
  M: 'Maçã',
  N: 'Navio',
  O: 'Ovo',
  P: 'Pato',
};
