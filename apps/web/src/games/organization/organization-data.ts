import type { ORGANIZATION_CATEGORIES } from '@neurobridge/shared/content/types/organization/keys';

export type CategoryKey = (typeof ORGANIZATION_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<CategoryKey, string> = {
  carros: 'Carros',
  bonecas: 'Bonecas',
  livros: 'Livros',
  jogos: 'Jogos',
  roupas: 'Roupas',
  frutas: 'Frutas',
};

/**
 * Six items per category (docs/product.md#organization-game), each a clear OpenMoji picture of a
 * thing a Brazilian child of 3 to 8 knows from home or school, and safe to play with.
 */
export const CATEGORY_ITEMS = {
  carros: ['carro', 'viatura', 'caminhao_bombeiros', 'onibus', 'taxi', 'carro_corrida'],
  bonecas: ['princesa', 'fada', 'bebe', 'sereia', 'heroina', 'bailarina'],
  livros: ['livro_aberto', 'livro_vermelho', 'livro_azul', 'livro_verde', 'livro_laranja', 'pilha_livros'],
  jogos: ['dado', 'quebra_cabeca', 'ioio', 'videogame', 'cartas', 'bola'],
  roupas: ['camiseta', 'calca', 'vestido', 'meias', 'bone', 'casaco'],
  frutas: ['maca', 'banana', 'uva', 'morango', 'laranja', 'melancia'],
} as const satisfies Record<CategoryKey, readonly [string, string, string, string, string, string]>;

export type ItemKey = (typeof CATEGORY_ITEMS)[CategoryKey][number];

export const ITEM_LABELS: Record<ItemKey, string> = {
  carro: 'Carrinho',
  viatura: 'Carro de polícia',
  caminhao_bombeiros: 'Caminhão de bombeiros',
  onibus: 'Ônibus',
  taxi: 'Táxi',
  carro_corrida: 'Carro de corrida',
  princesa: 'Boneca princesa',
  fada: 'Boneca fada',
  bebe: 'Boneca bebê',
  sereia: 'Boneca sereia',
  heroina: 'Boneca super-heroína',
  bailarina: 'Boneca bailarina',
  livro_aberto: 'Livro aberto',
  livro_vermelho: 'Livro vermelho',
  livro_azul: 'Livro azul',
  livro_verde: 'Livro verde',
  livro_laranja: 'Livro laranja',
  pilha_livros: 'Pilha de livros',
  dado: 'Dado',
  quebra_cabeca: 'Quebra-cabeça',
  ioio: 'Ioiô',
  videogame: 'Videogame',
  cartas: 'Cartas',
  bola: 'Bola de futebol',
  camiseta: 'Camiseta',
  calca: 'Calça',
  vestido: 'Vestido',
  meias: 'Meias',
  bone: 'Boné',
  casaco: 'Casaco',
  maca: 'Maçã',
  banana: 'Banana',
  uva: 'Uva',
  morango: 'Morango',
  laranja: 'Laranja',
  melancia: 'Melancia',
};
