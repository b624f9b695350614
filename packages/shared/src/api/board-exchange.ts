import { z } from 'zod';
import { BOARDS_PER_CHILD_MAX } from '../domain/boards';
import { board, boardParams } from './boards';
import { childIdParams } from './children';
import { endpoint } from './contract';
import { userMessage } from './errors';

/**
 * Print and share 'Minha prancha' (docs/product.md#print-and-share): a board as an A4 PDF at true
 * cell size, and all of a child's boards as an Open Board Format file (`.obz`, a zip that Cboard and
 * other boards read), imported back by adding its boards to the child's own.
 */

/** The `.obz` a family sends: at most 20 MB, sent as base64 in a JSON body. */
export const OBZ_BYTES_MAX = 20 * 1024 * 1024;
export const OBZ_BASE64_MAX = Math.ceil(OBZ_BYTES_MAX / 3) * 4;
/** Zip-bomb guards, read from the zip's central directory before anything is inflated. */
export const OBZ_ENTRIES_MAX = 2_500;
export const OBZ_UNZIPPED_MAX = 40 * 1024 * 1024;
/** One board's or the manifest's JSON. */
export const OBZ_JSON_BYTES_MAX = 1024 * 1024;

export const OBZ_INVALID = userMessage('Este arquivo não é uma prancha .obz válida.');
export const OBZ_TOO_LARGE = userMessage('O arquivo .obz pode ter no máximo 20 MB.');
export const OBZ_TOO_BIG_UNZIPPED = 'O arquivo .obz é grande demais depois de aberto (máximo de 40 MB).';
export const OBZ_TOO_MANY_FILES = `O arquivo .obz tem arquivos demais (máximo de ${OBZ_ENTRIES_MAX}).`;
export const OBZ_UNKNOWN_FILE = 'O arquivo .obz tem um arquivo fora das pastas boards/, images/ e sounds/.';
export const OBZ_NO_BOARDS = 'O arquivo .obz não tem nenhuma prancha.';
export const OBZ_MEDIA_FULL = 'As fotos e gravações desta criança passariam do limite de 100 MB. Apague algumas antes.';
export const BOARDS_NOTHING_TO_EXPORT = 'Esta criança ainda não tem pranchas para exportar.';
export const obzTooManyBoards = (existing: number, incoming: number) =>
  `Esta criança tem ${existing} prancha(s) e o arquivo traz ${incoming}: o limite é de ${BOARDS_PER_CHILD_MAX}. Apague algumas para importar.`;

export const importBoardsBody = z.strictObject({
  /** The `.obz` file's bytes in base64. */
  file: z
    .string({ error: OBZ_INVALID })
    .min(1, OBZ_INVALID)
    .max(OBZ_BASE64_MAX, OBZ_TOO_LARGE)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, OBZ_INVALID),
});
export type ImportBoardsBody = z.input<typeof importBoardsBody>;

/** How many boards the file added, and all of the child's boards now (the imported ones last). */
export const importedBoards = z.object({ imported: z.number().int(), boards: z.array(board) });
export type ImportedBoards = z.infer<typeof importedBoards>;

export const boardExchangeApi = {
  /** The board as an A4 PDF (landscape when wider than tall), its cells square at one true size. */
  pdf: endpoint({
    method: 'GET',
    path: '/api/children/:id/boards/:boardId/pdf',
    answer: 'file',
    access: 'user',
    child: 'read',
    tag: 'boards',
    params: boardParams,
    status: 200,
  }),
  /** Every board of the child, with its photos and recorded voices, as `prancha_<child>.obz`. */
  exportObz: endpoint({
    method: 'GET',
    path: '/api/children/:id/boards/export.obz',
    answer: 'file',
    access: 'user',
    child: 'read',
    tag: 'boards',
    params: childIdParams,
    status: 200,
  }),
  /** Adds the file's boards to the child's, folders opening the new copies; 409 past 20 boards. */
  importObz: endpoint({
    method: 'POST',
    path: '/api/children/:id/boards/import',
    idempotency: 'required',
    access: 'user',
    child: 'record',
    tag: 'boards',
    params: childIdParams,
    body: importBoardsBody,
    status: 201,
    response: importedBoards,
  }),
};
