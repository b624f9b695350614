import { z } from 'zod';
import {
  BOARD_COLS_MAX,
  BOARD_COLS_MIN,
  BOARD_NAME_MAX,
  BOARD_ROWS_MAX,
  BOARD_ROWS_MIN,
  BOARDS_PER_CHILD_MAX,
  CELL_LABEL_MAX,
  CELL_PHRASE_MAX,
  WORD_CLASSES,
} from '../domain/boards';
import { PICTURE_KEYS } from '../domain/pictures';
import { CELL_PHOTO_INVALID, CELL_VOICE_INVALID } from './board-media';
import { childIdParams } from './children';
import { endpoint } from './contract';
import { userMessage } from './errors';
import { boundedInt, boundedIntParam, dbId, dbIdParam } from './fields';

/**
 * 'Minha prancha', the child's communication boards (docs/product.md#communication-board). The
 * parent and a professional with access edit them; a cell is addressed by its row and column, which
 * nothing but its own removal changes.
 */

export const boardCell = z.object({
  row: z.number().int(),
  col: z.number().int(),
  label: z.string(),
  /** What the cell says; null: its label. */
  phrase: z.string().nullable(),
  word_class: z.enum(WORD_CLASSES),
  /** A key of the bundled pictures (`PICTURES`), or none. */
  picture: z.enum(PICTURE_KEYS).nullable(),
  /** A folder: the board of the same child it opens. */
  opens_board_id: z.number().int().nullable(),
  /** The family's photo (`boardMediaApi.read`), shown instead of the picture. */
  photo_id: z.number().int().nullable(),
  /** The family's recorded voice (`boardMediaApi.read`), played instead of the device's voice. */
  voice_id: z.number().int().nullable(),
});
export type BoardCell = z.infer<typeof boardCell>;

export const board = z.object({
  id: z.number().int(),
  name: z.string(),
  rows: z.number().int(),
  cols: z.number().int(),
  /** Every filled cell, by row then column. */
  cells: z.array(boardCell),
  updated_at: z.string(),
});
export type Board = z.infer<typeof board>;

/** The child's boards, oldest first: the first is the child's home board. */
export const childBoards = z.object({ boards: z.array(board) });
export type ChildBoards = z.infer<typeof childBoards>;

export const BOARD_NAME_REQUIRED = userMessage('Dê um nome à prancha.');
export const BOARD_NAME_TOO_LONG = userMessage(`O nome pode ter no máximo ${BOARD_NAME_MAX} caracteres.`);
export const BOARD_ROWS_INVALID = userMessage(`As linhas devem ser de ${BOARD_ROWS_MIN} a ${BOARD_ROWS_MAX}.`);
export const BOARD_COLS_INVALID = userMessage(`As colunas devem ser de ${BOARD_COLS_MIN} a ${BOARD_COLS_MAX}.`);
export const BOARD_NOTHING_TO_CHANGE = userMessage('Nada para alterar.');
export const CELL_LABEL_REQUIRED = userMessage('Escreva a palavra da célula.');
export const CELL_LABEL_TOO_LONG = userMessage(`A palavra pode ter no máximo ${CELL_LABEL_MAX} caracteres.`);
export const CELL_PHRASE_TOO_LONG = userMessage(`A frase pode ter no máximo ${CELL_PHRASE_MAX} caracteres.`);
export const CELL_WORD_CLASS_INVALID = userMessage('Escolha o tipo de palavra da lista.');
export const CELL_PICTURE_INVALID = userMessage('Escolha uma figura da lista.');
export const CELL_FOLDER_INVALID = userMessage('Escolha uma prancha desta criança para abrir.');
export const BOARD_NOT_FOUND = 'Prancha não encontrada.';
export const CELL_OUTSIDE_GRID = 'Esta posição fica fora da grade da prancha.';
export const GRID_HIDES_CELLS =
  'Há células fora da nova grade. Apague-as ou escolha mais linhas e colunas: nenhuma palavra muda de lugar.';
export const FOLDER_OPENS_ITSELF = userMessage('Uma pasta não pode abrir a própria prancha.');
export const BOARDS_FULL = `Esta criança já tem ${BOARDS_PER_CHILD_MAX} pranchas. Apague uma para criar outra.`;
export const BOARDS_ALREADY_STARTED = 'Esta criança já tem pranchas: a prancha inicial é criada só na primeira vez.';

const boardName = z
  .string({ error: BOARD_NAME_REQUIRED })
  .trim()
  .min(1, BOARD_NAME_REQUIRED)
  .max(BOARD_NAME_MAX, BOARD_NAME_TOO_LONG);

export const boardBody = z.strictObject({
  name: boardName,
  rows: boundedInt(BOARD_ROWS_MIN, BOARD_ROWS_MAX, BOARD_ROWS_INVALID),
  cols: boundedInt(BOARD_COLS_MIN, BOARD_COLS_MAX, BOARD_COLS_INVALID),
});
export type BoardBody = z.input<typeof boardBody>;
/** Any of the fields; an empty body is refused ('Nada para alterar.'). */
export const updateBoardBody = boardBody.partial().refine((b) => Object.keys(b).length > 0, BOARD_NOTHING_TO_CHANGE);
export type UpdateBoardBody = z.input<typeof updateBoardBody>;

export const cellBody = z.strictObject({
  label: z
    .string({ error: CELL_LABEL_REQUIRED })
    .trim()
    .min(1, CELL_LABEL_REQUIRED)
    .max(CELL_LABEL_MAX, CELL_LABEL_TOO_LONG),
  /** Empty or absent: the cell says its label. */
  phrase: z
    .string({ error: CELL_PHRASE_TOO_LONG })
    .trim()
    .max(CELL_PHRASE_MAX, CELL_PHRASE_TOO_LONG)
    .nullish()
    .transform((v) => v || null),
  word_class: z.enum(WORD_CLASSES, { error: CELL_WORD_CLASS_INVALID }),
  picture: z
    .enum(PICTURE_KEYS, { error: CELL_PICTURE_INVALID })
    .nullish()
    .transform((v) => v ?? null),
  opens_board_id: dbId(CELL_FOLDER_INVALID)
    .nullish()
    .transform((v) => v ?? null),
  /** A photo uploaded for this child (`boardMediaApi.upload`); absent or null: none. */
  photo_id: dbId(CELL_PHOTO_INVALID)
    .nullish()
    .transform((v) => v ?? null),
  /** A voice recorded for this child; absent or null: none. */
  voice_id: dbId(CELL_VOICE_INVALID)
    .nullish()
    .transform((v) => v ?? null),
});
export type CellBody = z.input<typeof cellBody>;

const idParam = dbIdParam('Identificador inválido.');
export const boardParams = z.strictObject({ id: idParam, boardId: idParam });
export const cellParams = z.strictObject({
  id: idParam,
  boardId: idParam,
  row: boundedIntParam(0, BOARD_ROWS_MAX - 1, CELL_OUTSIDE_GRID),
  col: boundedIntParam(0, BOARD_COLS_MAX - 1, CELL_OUTSIDE_GRID),
});

export const boardsApi = {
  /** The parent and a professional with access. */
  list: endpoint({
    method: 'GET',
    path: '/api/children/:id/boards',
    access: 'user',
    child: 'read',
    tag: 'boards',
    params: childIdParams,
    status: 200,
    response: childBoards,
  }),
  /** The starter set (the core board and its five category boards), for a child with no board yet. */
  start: endpoint({
    method: 'POST',
    path: '/api/children/:id/boards/starter',
    idempotency: 'required',
    access: 'user',
    child: 'record',
    tag: 'boards',
    params: childIdParams,
    status: 201,
    response: childBoards,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/children/:id/boards',
    idempotency: 'required',
    fieldErrors: true,
    access: 'user',
    child: 'record',
    tag: 'boards',
    params: childIdParams,
    body: boardBody,
    status: 201,
    response: board,
  }),
  /** A smaller grid is refused while a cell lies beyond it: nothing moves to make room. */
  update: endpoint({
    method: 'PATCH',
    path: '/api/children/:id/boards/:boardId',
    fieldErrors: true,
    access: 'user',
    child: 'record',
    tag: 'boards',
    params: boardParams,
    body: updateBoardBody,
    status: 200,
    response: board,
  }),
  /** With its cells; a folder that opened it becomes a plain word. */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/children/:id/boards/:boardId',
    access: 'user',
    child: 'record',
    tag: 'boards',
    params: boardParams,
    status: 204,
  }),
  /** Fills the cell at (row, col), or replaces what it held; answers the whole board. */
  setCell: endpoint({
    method: 'PUT',
    path: '/api/children/:id/boards/:boardId/cells/:row/:col',
    fieldErrors: true,
    access: 'user',
    child: 'record',
    tag: 'boards',
    params: cellParams,
    body: cellBody,
    status: 200,
    response: board,
  }),
  /** Empties the cell (an empty one stays empty); the others stay where they are. Answers the whole board. */
  clearCell: endpoint({
    method: 'DELETE',
    path: '/api/children/:id/boards/:boardId/cells/:row/:col',
    access: 'user',
    child: 'record',
    tag: 'boards',
    params: cellParams,
    status: 200,
    response: board,
  }),
};
