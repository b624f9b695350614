import type { PictureKey } from './pictures';

/**
 * 'Minha prancha', the child's communication board (docs/product.md#communication-board): grids of
 * cells that speak a word or a phrase, and folder cells that open another board. A cell lives at its
 * own row and column: adding, removing or resizing never moves another cell (motor planning).
 */
export const BOARD_ROWS_MIN = 2;
export const BOARD_ROWS_MAX = 6;
export const BOARD_COLS_MIN = 2;
export const BOARD_COLS_MAX = 8;
/**
 * At most 20 boards per child. With at most 6 × 8 cells each, a child has at most 960 cells, within
 * the 2,000 the product allows, so the boards' limit is the one a family can meet.
 */
export const BOARDS_PER_CHILD_MAX = 20;
export const BOARD_NAME_MAX = 40;
export const CELL_LABEL_MAX = 40;
export const CELL_PHRASE_MAX = 120;

/**
 * A word's class, which colours its cell (the modified Fitzgerald key most boards use): people and
 * pronouns, actions, descriptions, things, social words, negation, questions, and the rest.
 */
export const WORD_CLASSES = [
  'person',
  'action',
  'description',
  'thing',
  'social',
  'negation',
  'question',
  'other',
] as const;
export type WordClass = (typeof WORD_CLASSES)[number];

export const WORD_CLASS_LABELS: Record<WordClass, string> = {
  person: 'Pessoas',
  action: 'Ações',
  description: 'Descrições',
  thing: 'Coisas',
  social: 'Social',
  negation: 'Negação',
  question: 'Perguntas',
  other: 'Outras',
};

export interface StarterCell {
  row: number;
  col: number;
  label: string;
  word_class: WordClass;
  picture: PictureKey;
  /** A folder: the index, in STARTER_BOARDS, of the board it opens. */
  opens?: number;
}

export interface StarterBoard {
  name: string;
  rows: number;
  cols: number;
  cells: StarterCell[];
}

type Word = [label: string, wordClass: WordClass, picture: PictureKey];

/** A board's cells from its rows of words, each word at the row and column it is written in. */
function grid(words: (Word | null)[][]): StarterCell[] {
  return words.flatMap((row, r) =>
    row.flatMap((word, c) => (word ? [{ row: r, col: c, label: word[0], word_class: word[1], picture: word[2] }] : [])),
  );
}

/** The folders of the core board's last row, and the boards they open (1 to 5 in STARTER_BOARDS). */
const CATEGORIES: [name: string, picture: PictureKey, words: (Word | null)[][]][] = [
  [
    'Comida',
    'pizza',
    [
      [
        ['água', 'thing', 'agua'],
        ['leite', 'thing', 'leite'],
        ['suco', 'thing', 'suco'],
        ['pão', 'thing', 'pao'],
      ],
      [
        ['fruta', 'thing', 'fruta'],
        ['biscoito', 'thing', 'biscoito'],
        ['pizza', 'thing', 'pizza'],
        ['sorvete', 'thing', 'sorvete'],
      ],
    ],
  ],
  [
    'Sentimentos',
    'feliz',
    [
      [
        ['feliz', 'description', 'feliz'],
        ['triste', 'description', 'triste'],
        ['bravo', 'description', 'bravo'],
      ],
      [
        ['com medo', 'description', 'medo'],
        ['cansado', 'description', 'cansado'],
        ['calmo', 'description', 'calmo'],
      ],
    ],
  ],
  [
    'Pessoas',
    'familia',
    [
      [
        ['mamãe', 'person', 'mamae'],
        ['papai', 'person', 'papai'],
        ['vovó', 'person', 'vovo'],
        ['irmão', 'person', 'irmao'],
      ],
      [['irmã', 'person', 'irma'], ['professora', 'person', 'professora'], ['amigos', 'person', 'amigos'], null],
    ],
  ],
  [
    'Lugares',
    'lugares',
    [
      [
        ['casa', 'thing', 'casa'],
        ['escola', 'thing', 'escola'],
        ['parquinho', 'thing', 'parquinho'],
      ],
      [
        ['piscina', 'thing', 'piscina'],
        ['mercado', 'thing', 'mercado'],
        ['médico', 'thing', 'medico'],
      ],
    ],
  ],
  [
    'Rotina',
    'calendario',
    [
      [
        ['acordar', 'action', 'acordar'],
        ['escovar os dentes', 'action', 'escovar_dentes'],
        ['tomar banho', 'action', 'banho'],
      ],
      [
        ['vestir', 'action', 'vestir'],
        ['ir para a escola', 'action', 'escola'],
        ['dormir', 'action', 'dormir'],
      ],
    ],
  ],
];

/**
 * The starter set in pt-BR: the core board (index 0), the child's home, with the core words in
 * fixed places and a row of folders, and the five category boards the folders open.
 */
export const STARTER_BOARDS: readonly StarterBoard[] = [
  {
    name: 'Principal',
    rows: 4,
    cols: 6,
    cells: [
      ...grid([
        [
          ['eu', 'person', 'eu'],
          ['você', 'person', 'voce'],
          ['quero', 'action', 'quero'],
          ['não', 'negation', 'nao'],
          ['sim', 'social', 'sim'],
          ['mais', 'description', 'mais'],
        ],
        [
          ['ajuda', 'action', 'ajuda'],
          ['parar', 'action', 'parar'],
          ['acabou', 'social', 'acabou'],
          ['comer', 'action', 'comer'],
          ['beber', 'action', 'beber'],
          ['brincar', 'action', 'brinquedo'],
        ],
        [
          ['banheiro', 'thing', 'banheiro'],
          ['dor', 'thing', 'dor'],
          ['casa', 'thing', 'casa'],
          ['gosto', 'action', 'gosto'],
          ['ir', 'action', 'ir'],
          ['o quê?', 'question', 'o_que'],
        ],
      ]),
      ...CATEGORIES.map(([name, picture], i) => ({
        row: 3,
        col: i,
        label: name,
        word_class: 'other' as const,
        picture,
        opens: i + 1,
      })),
    ],
  },
  ...CATEGORIES.map(([name, , words]) => ({ name, rows: 3, cols: 4, cells: grid(words) })),
];

/** Whether a cell at (row, col) lies inside a grid of `rows` × `cols`. */
export function insideGrid(cell: { row: number; col: number }, grid: { rows: number; cols: number }): boolean {
  return cell.row >= 0 && cell.col >= 0 && cell.row < grid.rows && cell.col < grid.cols;
}
