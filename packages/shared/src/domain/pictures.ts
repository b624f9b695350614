/**
 * The bundled pictures a parent picks for a routine entry of the week or a reward of the shop
 * (docs/product.md#bundled-pictures): OpenMoji (CC BY-SA 4.0, credited on /sobre), the same library
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
} as const satisfies Record<string, { code: string; label: string }>;

export type PictureKey = keyof typeof PICTURES;
export const PICTURE_KEYS = Object.keys(PICTURES) as PictureKey[];

/** The pictures offered first for a routine entry and for a reward (every key is accepted for both). */
export const ROUTINE_PICTURES: readonly PictureKey[] = PICTURE_KEYS.slice(0, PICTURE_KEYS.indexOf('sorvete'));
export const REWARD_PICTURES: readonly PictureKey[] = PICTURE_KEYS.slice(PICTURE_KEYS.indexOf('sorvete'));

export function isPictureKey(value: string): value is PictureKey {
  return Object.hasOwn(PICTURES, value);
}
