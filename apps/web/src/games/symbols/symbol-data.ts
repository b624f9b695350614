import type { SYMBOL_KEYS } from '@neurobridge/shared/content/types/symbol-communication/keys';

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

/**
 * Words of a situation that name the need a symbol answers, in the order they are tried: the first
 * symbol on the board with a word in the prompt is the target of a single-symbol activity
 * (docs/product.md#symbol-game). Written without accents (prompts are compared without them),
 * whole words or phrases. The order settles overlaps: 'ainda está com fome' asks for more, not
 * for food; a hurting belly is pain, not the bathroom. Feelings ('Como você se sente?') name no
 * need, so they have no target: how a child feels is never wrong.
 */
export const NEED_WORDS: readonly (readonly [SymbolKey, readonly string[]])[] = [
  ['dor', ['dor', 'doendo', 'doi', 'machucou', 'machucado', 'machucada']],
  ['banheiro', ['banheiro', 'xixi', 'coco']],
  ['ajuda', ['ajuda', 'ajudar', 'nao consegue', 'nao consigo', 'dificil']],
  ['parar', ['pare', 'parar', 'chega', 'incomoda', 'incomodando']],
  ['agua', ['sede', 'agua', 'beber']],
  ['obrigado', ['obrigado', 'obrigada', 'agradecer', 'agradeca', 'dividiu', 'emprestou', 'ajudou']],
  ['mais', ['mais', 'ainda', 'de novo', 'outra vez']],
  ['comida', ['fome', 'comer', 'comida']],
  ['dormir', ['sono', 'dormir', 'cansado', 'cansada']],
  ['brincar', ['brincar', 'brinquedo', 'brincadeira']],
  ['feliz', ['feliz', 'alegre', 'contente']],
  ['triste', ['triste', 'chorar', 'chorando']],
];
