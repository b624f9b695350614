/**
 * The bundled pictures a parent picks for a routine entry of the week, a reward of the shop or a cell
 * of the communication board (docs/product.md#bundled-pictures): OpenMoji (CC BY-SA 4.0, credited on /sobre), the same library
 * the games use. The server accepts only these keys; the web shows each from its own bundled copy
 * (`apps/web/src/lib/pictures.ts`, checked against this list by a test), so they show offline too.
 */
export const PICTURES = {
  // Routine
  acordar: { code: '23F0', label: 'Acordar' },
  banheiro: { code: '1F6BD', label: 'Usar o banheiro' },
  lavar_maos: { code: '1F9FC', label: 'Lavar as mãos' },
  vestir: { code: '1F455', label: 'Vestir a roupa' },
  cafe: { code: '1F963', label: 'Tomar café' },
  escovar_dentes: { code: '1FAA5', label: 'Escovar os dentes' },
  mochila: { code: '1F392', label: 'Arrumar a mochila' },
  escola: { code: '1F3EB', label: 'Ir para a escola' },
  almoco: { code: '1F37D', label: 'Almoçar' },
  remedio: { code: '1F48A', label: 'Tomar o remédio' },
  descansar: { code: '1F6CB', label: 'Descansar' },
  licao: { code: '270F', label: 'Fazer a lição' },
  lanche: { code: '1F96A', label: 'Lanchar' },
  guardar: { code: '1F9FA', label: 'Guardar os brinquedos' },
  banho: { code: '1F6BF', label: 'Tomar banho' },
  jantar: { code: '1F372', label: 'Jantar' },
  pijama: { code: '1F319', label: 'Vestir o pijama' },
  historia: { code: '1F4D6', label: 'Ouvir uma história' },
  dormir: { code: '1F6CC', label: 'Dormir' },
  passear_cachorro: { code: '1F436', label: 'Cuidar do cachorro' },
  // Rewards
  sorvete: { code: '1F366', label: 'Sorvete' },
  parquinho: { code: '1F6DD', label: 'Parquinho' },
  bicicleta: { code: '1F6B2', label: 'Andar de bicicleta' },
  filme: { code: '1F3AC', label: 'Filme' },
  videogame: { code: '1F3AE', label: 'Videogame' },
  pizza: { code: '1F355', label: 'Pizza' },
  balao: { code: '1F388', label: 'Balão' },
  passeio: { code: '1F333', label: 'Passeio' },
  presente: { code: '1F381', label: 'Presente' },
  bola: { code: '26BD', label: 'Bola' },
  brinquedo: { code: '1F9F8', label: 'Brinquedo' },
  desenhar: { code: '1F58D', label: 'Desenhar' },
  musica: { code: '1F3B5', label: 'Música' },
  piscina: { code: '1F3CA', label: 'Piscina' },
  bolo: { code: '1F382', label: 'Bolo' },
  tablet: { code: '1F4F1', label: 'Tempo de tela' },
  pintar: { code: '1F3A8', label: 'Pintar' },
  quebra_cabeca: { code: '1F9E9', label: 'Quebra-cabeça' },
  carrinho: { code: '1F697', label: 'Carrinho' },
  estrela: { code: '2B50', label: 'Estrela' },
  // The communication board's words (docs/product.md#communication-board)
  eu: { code: '1F64B', label: 'Eu' },
  voce: { code: '1F449', label: 'Você' },
  quero: { code: '1F932', label: 'Quero' },
  nao: { code: '274C', label: 'Não' },
  sim: { code: '2705', label: 'Sim' },
  mais: { code: '2795', label: 'Mais' },
  ajuda: { code: '1F198', label: 'Ajuda' },
  parar: { code: '1F6D1', label: 'Parar' },
  acabou: { code: '1F3C1', label: 'Acabou' },
  comer: { code: '1F374', label: 'Comer' },
  beber: { code: '1F964', label: 'Beber' },
  casa: { code: '1F3E0', label: 'Casa' },
  dor: { code: '1F915', label: 'Dor' },
  gosto: { code: '2764', label: 'Gosto' },
  ir: { code: '1F6B6', label: 'Ir' },
  o_que: { code: '2753', label: 'O quê?' },
  ola: { code: '1F44B', label: 'Olá' },
  obrigado: { code: '1F64F', label: 'Obrigado' },
  ver: { code: '1F440', label: 'Ver' },
  ouvir: { code: '1F442', label: 'Ouvir' },
  agua: { code: '1F6B0', label: 'Água' },
  leite: { code: '1F95B', label: 'Leite' },
  suco: { code: '1F9C3', label: 'Suco' },
  pao: { code: '1F35E', label: 'Pão' },
  fruta: { code: '1F34E', label: 'Fruta' },
  biscoito: { code: '1F36A', label: 'Biscoito' },
  feliz: { code: '1F60A', label: 'Feliz' },
  triste: { code: '1F622', label: 'Triste' },
  bravo: { code: '1F620', label: 'Bravo' },
  medo: { code: '1F628', label: 'Com medo' },
  cansado: { code: '1F62B', label: 'Cansado' },
  calmo: { code: '1F60C', label: 'Calmo' },
  mamae: { code: '1F469', label: 'Mamãe' },
  papai: { code: '1F468', label: 'Papai' },
  vovo: { code: '1F475', label: 'Vovó' },
  irmao: { code: '1F466', label: 'Irmão' },
  irma: { code: '1F467', label: 'Irmã' },
  professora: { code: '1F9D1-200D-1F3EB', label: 'Professora' },
  amigos: { code: '1F46B', label: 'Amigos' },
  familia: { code: '1F46A', label: 'Família' },
  mercado: { code: '1F6D2', label: 'Mercado' },
  medico: { code: '1F3E5', label: 'Médico' },
  lugares: { code: '1F5FA', label: 'Lugares' },
  calendario: { code: '1F4C5', label: 'Rotina' },
} as const satisfies Record<string, { code: string; label: string }>;

export type PictureKey = keyof typeof PICTURES;
export const PICTURE_KEYS = Object.keys(PICTURES) as PictureKey[];

/** The pictures offered first for a routine entry and for a reward (every key is accepted for both). */
export const ROUTINE_PICTURES: readonly PictureKey[] = PICTURE_KEYS.slice(0, PICTURE_KEYS.indexOf('sorvete'));
export const REWARD_PICTURES: readonly PictureKey[] = PICTURE_KEYS.slice(
  PICTURE_KEYS.indexOf('sorvete'),
  PICTURE_KEYS.indexOf('estrela') + 1,
);
/** The pictures offered first for a cell of the communication board. */
export const BOARD_PICTURES: readonly PictureKey[] = PICTURE_KEYS.slice(PICTURE_KEYS.indexOf('eu'));

export function isPictureKey(value: string): value is PictureKey {
  return Object.hasOwn(PICTURES, value);
}
