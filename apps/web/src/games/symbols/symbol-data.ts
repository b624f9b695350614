import type { SYMBOL_KEYS } from '@neurobridge/shared/content/keys';

export type SymbolKey = (typeof SYMBOL_KEYS)[number];

/** The word under each picture and the phrase spoken when it is tapped (docs/product.md#symbol-game). */
export const SYMBOLS: Record<SymbolKey, { label: string; phrase: string }> = {
  agua: { label: 'Água', phrase: 'Eu quero água' },
  comida: { label: 'Comida', phrase: 'Eu quero comer' },
  banheiro: { label: 'Banheiro', phrase: 'Eu preciso ir ao banheiro' },
  ajuda: { label: 'Ajuda', phrase: 'Eu preciso de ajuda' },
  feliz: { label: 'Feliz', phrase: 'Eu estou feliz' },
  obrigado: { label: 'Obrigado', phrase: 'Muito obrigado' },
  triste: { label: 'Triste', phrase: 'Eu estou triste' },
  brincar: { label: 'Brincar', phrase: 'Eu quero brincar' },
  dormir: { label: 'Dormir', phrase: 'Eu quero dormir' },
  dor: { label: 'Dor', phrase: 'Eu estou com dor' },
  mais: { label: 'Mais', phrase: 'Eu quero mais' },
  parar: { label: 'Parar', phrase: 'Por favor, pare' },
};
