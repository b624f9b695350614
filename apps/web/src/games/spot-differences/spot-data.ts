/** The objects the scenes are drawn with (docs/product.md#spot-the-differences-game), with their pt-BR names. */
export const SPOT_LABELS = {
  vaca: 'Vaca',
  porco: 'Porco',
  galinha: 'Galinha',
  arvore: 'Árvore',
  cavalo: 'Cavalo',
  ovelha: 'Ovelha',
  trator: 'Trator',
  girassol: 'Girassol',
  sol: 'Sol',
  casa: 'Casa',
  cachorro: 'Cachorro',
  pato: 'Pato',
  cabra: 'Cabra',
  tulipa: 'Tulipa',
  nuvem: 'Nuvem',
  gato: 'Gato',
  guarda_sol: 'Guarda-sol',
  concha: 'Concha',
  peixe: 'Peixe',
  barco: 'Barco',
  caranguejo: 'Caranguejo',
  baleia: 'Baleia',
  bola: 'Bola',
  polvo: 'Polvo',
  golfinho: 'Golfinho',
  canoa: 'Canoa',
  tartaruga: 'Tartaruga',
  balao: 'Balão',
  arco_iris: 'Arco-íris',
  maca: 'Maçã vermelha',
  banana: 'Banana',
  uva: 'Uva',
  morango: 'Morango',
  melancia: 'Melancia',
  pera: 'Pera',
  laranja: 'Laranja',
  cenoura: 'Cenoura',
  pao: 'Pão',
  queijo: 'Queijo',
  leite: 'Leite',
  cereja: 'Cereja',
  maca_verde: 'Maçã verde',
  kiwi: 'Kiwi',
  abacate: 'Abacate',
  brocolis: 'Brócolis',
  ursinho: 'Ursinho',
  pipa: 'Pipa',
  carrinho: 'Carrinho',
  livro: 'Livro',
  trem: 'Trem',
  robo: 'Robô',
  ioio: 'Ioiô',
  lapis: 'Lápis',
  tambor: 'Tambor',
  dado: 'Dado',
  estrela: 'Estrela',
  foguete: 'Foguete',
  giz: 'Giz de cera',
  quebra_cabeca: 'Quebra-cabeça',
} as const;

export type SpotObject = keyof typeof SPOT_LABELS;

/** How the second picture differs at one spot: another object, nothing, or the same one upside down. */
export type Change = { kind: 'swap'; to: SpotObject } | { kind: 'missing' } | { kind: 'upside_down' };

export interface Candidate {
  /** The spot, 0–11, row by row in a 4 × 3 grid. */
  at: number;
  change: Change;
}

export interface Scene {
  label: string;
  /** 12 objects, row by row in a 4 × 3 grid. */
  objects: readonly SpotObject[];
  /** Where the second picture may differ: each game uses 3 of them, at distinct spots. */
  candidates: readonly Candidate[];
}

export const SPOT_COLUMNS = 4;

const swap = (at: number, to: SpotObject): Candidate => ({ at, change: { kind: 'swap', to } });
const missing = (at: number): Candidate => ({ at, change: { kind: 'missing' } });
const upsideDown = (at: number): Candidate => ({ at, change: { kind: 'upside_down' } });

export const SCENES = {
  fazenda: {
    label: 'Fazenda',
    objects: [
      'vaca',
      'porco',
      'galinha',
      'arvore',
      'cavalo',
      'ovelha',
      'trator',
      'girassol',
      'sol',
      'casa',
      'cachorro',
      'pato',
    ],
    candidates: [
      swap(1, 'cabra'),
      missing(2),
      upsideDown(3),
      upsideDown(6),
      swap(7, 'tulipa'),
      swap(8, 'nuvem'),
      swap(10, 'gato'),
      missing(11),
    ],
  },
  praia: {
    label: 'Praia',
    objects: [
      'sol',
      'guarda_sol',
      'concha',
      'peixe',
      'barco',
      'caranguejo',
      'baleia',
      'bola',
      'polvo',
      'golfinho',
      'nuvem',
      'canoa',
    ],
    candidates: [
      swap(0, 'arco_iris'),
      upsideDown(1),
      swap(3, 'tartaruga'),
      upsideDown(4),
      missing(5),
      swap(7, 'balao'),
      missing(8),
      missing(10),
    ],
  },
  lanche: {
    label: 'Lanche',
    objects: [
      'maca',
      'banana',
      'uva',
      'morango',
      'melancia',
      'pera',
      'laranja',
      'cenoura',
      'pao',
      'queijo',
      'leite',
      'cereja',
    ],
    candidates: [
      swap(0, 'maca_verde'),
      missing(1),
      swap(2, 'kiwi'),
      swap(3, 'abacate'),
      upsideDown(5),
      swap(7, 'brocolis'),
      missing(9),
      upsideDown(10),
    ],
  },
  brinquedos: {
    label: 'Brinquedos',
    objects: [
      'bola',
      'ursinho',
      'pipa',
      'carrinho',
      'balao',
      'livro',
      'trem',
      'robo',
      'ioio',
      'lapis',
      'tambor',
      'dado',
    ],
    candidates: [
      missing(1),
      upsideDown(2),
      upsideDown(3),
      swap(4, 'estrela'),
      swap(6, 'foguete'),
      missing(7),
      swap(9, 'giz'),
      swap(11, 'quebra_cabeca'),
    ],
  },
} as const satisfies Record<string, Scene>;

export type SceneKey = keyof typeof SCENES;
export const SCENE_KEYS = Object.keys(SCENES) as SceneKey[];
