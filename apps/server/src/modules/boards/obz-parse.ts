import {
  OBZ_ENTRIES_MAX,
  OBZ_INVALID,
  OBZ_JSON_BYTES_MAX,
  OBZ_NO_BOARDS,
  OBZ_TOO_BIG_UNZIPPED,
  OBZ_TOO_MANY_FILES,
  OBZ_UNKNOWN_FILE,
  OBZ_UNZIPPED_MAX,
} from '@neurobridge/shared/api/board-exchange';
import { PHOTO_BYTES_MAX, sniffPhoto, sniffVoice, VOICE_BYTES_MAX } from '@neurobridge/shared/domain/board-media';
import {
  BOARD_COLS_MAX,
  BOARD_COLS_MIN,
  BOARD_NAME_MAX,
  BOARD_ROWS_MAX,
  BOARD_ROWS_MIN,
  CELL_LABEL_MAX,
  CELL_PHRASE_MAX,
  WORD_CLASSES,
  type WordClass,
} from '@neurobridge/shared/domain/boards';
import { PICTURE_KEYS, type PictureKey } from '@neurobridge/shared/domain/pictures';
import { unzipSync, type Unzipped } from 'fflate';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { wordClassOfColor, type ExchangeBoard, type ExchangeCell, type ExchangeMedia } from './obz';

/**
 * Reads an `.obz` (docs/product.md#print-and-share) into boards, or refuses it with a pt-BR message:
 * the zip's directory is checked (how many files, how large once inflated, only known folders)
 * before anything is inflated; each board's JSON is checked like a board made here; a photo or a
 * recording is kept only when its content is one the board takes, within its size.
 */
const KNOWN_PATH = /^(manifest\.json|boards\/[^/]+\.obf|images\/[^/]+|sounds\/[^/]+|(boards|images|sounds)\/)$/;

const id = z.union([z.string().min(1).max(200), z.number()]).transform(String);
const manifestSchema = z.object({
  format: z.string().startsWith('open-board-'),
  root: z.string().optional(),
  paths: z.object({ boards: z.record(z.string(), z.string()) }),
});
const fileRef = z.object({
  id,
  path: z.string().optional(),
  data: z.string().optional(),
  content_type: z.string().optional(),
});
const obfSchema = z.object({
  id,
  name: z.string().optional(),
  grid: z.object({
    rows: z.number().int(),
    columns: z.number().int(),
    order: z.array(z.array(id.nullable())),
  }),
  buttons: z.array(
    z.object({
      id,
      label: z.string().optional(),
      vocalization: z.string().optional(),
      background_color: z.string().optional(),
      load_board: z.object({ id: id.optional(), path: z.string().optional() }).optional(),
      image_id: id.optional(),
      sound_id: id.optional(),
      ext_neurobridge_word_class: z.string().optional(),
      ext_neurobridge_picture: z.string().optional(),
    }),
  ),
  images: z.array(fileRef.extend({ ext_neurobridge_picture: z.string().optional() })).optional(),
  sounds: z.array(fileRef).optional(),
});
type Obf = z.infer<typeof obfSchema>;

const invalid = () => new HttpError(400, OBZ_INVALID);

/** The zip's files; sizes and names checked from its central directory before any is inflated. */
function unzipChecked(bytes: Uint8Array): Unzipped {
  let entries = 0;
  let total = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        if (++entries > OBZ_ENTRIES_MAX) throw new HttpError(400, OBZ_TOO_MANY_FILES);
        total += file.originalSize;
        if (total > OBZ_UNZIPPED_MAX) throw new HttpError(400, OBZ_TOO_BIG_UNZIPPED);
        if (!KNOWN_PATH.test(file.name)) throw new HttpError(400, OBZ_UNKNOWN_FILE);
        return false;
      },
    });
    return unzipSync(bytes, {
      filter: ({ name, originalSize }) => {
        if (name.endsWith('/')) return false;
        if (name.endsWith('.json') || name.endsWith('.obf')) return originalSize <= OBZ_JSON_BYTES_MAX;
        // A photo or a recording over its limit is left in the zip: its cell keeps none.
        return originalSize <= (name.startsWith('images/') ? PHOTO_BYTES_MAX : VOICE_BYTES_MAX);
      },
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw invalid();
  }
}

function readJson<T>(files: Unzipped, path: string, schema: z.ZodType<T>): T {
  const bytes = files[path];
  if (!bytes) throw invalid();
  try {
    return schema.parse(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)));
  } catch {
    throw invalid();
  }
}

/** A file of the board: inside the zip by its path, or in the JSON as a base64 `data:` URL. */
function fileBytes(files: Unzipped, ref: z.infer<typeof fileRef>): Uint8Array | null {
  if (ref.path) return files[ref.path] ?? null;
  const data = ref.data && /^data:[^;,]+;base64,([A-Za-z0-9+/=]+)$/.exec(ref.data);
  return data ? new Uint8Array(Buffer.from(data[1]!, 'base64')) : null;
}

function media(bytes: Uint8Array | null, sniff: (b: Uint8Array) => string | null, max: number): ExchangeMedia | null {
  if (!bytes || bytes.length > max) return null;
  const contentType = sniff(bytes);
  return contentType ? { contentType, bytes } : null;
}

function refuse(board: string, what: string): never {
  throw new HttpError(400, `A prancha "${board}" do arquivo ${what}`);
}

function readBoard(files: Unzipped, obf: Obf, boardIdOfPath: Map<string, string>): ExchangeBoard {
  const name = (obf.name ?? '').trim().slice(0, BOARD_NAME_MAX) || 'Prancha importada';
  const { rows, columns: cols } = obf.grid;
  if (rows < BOARD_ROWS_MIN || rows > BOARD_ROWS_MAX || cols < BOARD_COLS_MIN || cols > BOARD_COLS_MAX) {
    refuse(
      name,
      `tem ${rows} × ${cols} células: uma prancha tem de ${BOARD_ROWS_MIN} a ${BOARD_ROWS_MAX} linhas e de ${BOARD_COLS_MIN} a ${BOARD_COLS_MAX} colunas.`,
    );
  }
  const buttons = new Map(obf.buttons.map((b) => [b.id, b]));
  const images = new Map((obf.images ?? []).map((i) => [i.id, i]));
  const sounds = new Map((obf.sounds ?? []).map((s) => [s.id, s]));
  const cells: ExchangeCell[] = [];
  obf.grid.order.slice(0, rows).forEach((line, row) =>
    line.slice(0, cols).forEach((buttonId, col) => {
      const button = buttonId === null ? undefined : buttons.get(buttonId);
      if (!button) return;
      const label = (button.label ?? '').trim();
      if (!label) refuse(name, 'tem uma célula sem palavra.');
      if (label.length > CELL_LABEL_MAX) refuse(name, `tem uma palavra com mais de ${CELL_LABEL_MAX} caracteres.`);
      const said = (button.vocalization ?? '').trim();
      if (said.length > CELL_PHRASE_MAX) refuse(name, `tem uma frase com mais de ${CELL_PHRASE_MAX} caracteres.`);
      const ext = button.ext_neurobridge_word_class;
      const wordClass: WordClass = WORD_CLASSES.includes(ext as WordClass)
        ? (ext as WordClass)
        : (wordClassOfColor(button.background_color) ?? 'other');
      const image = button.image_id === undefined ? undefined : images.get(button.image_id);
      const isPicture = (key: string | undefined): key is PictureKey => PICTURE_KEYS.includes(key as PictureKey);
      const imagePicture = isPicture(image?.ext_neurobridge_picture) ? image.ext_neurobridge_picture : null;
      const ownPicture = isPicture(button.ext_neurobridge_picture) ? button.ext_neurobridge_picture : null;
      const picture = imagePicture ?? ownPicture;
      const sound = button.sound_id === undefined ? undefined : sounds.get(button.sound_id);
      const target = button.load_board;
      cells.push({
        row,
        col,
        label,
        phrase: said && said !== label ? said : null,
        word_class: wordClass,
        picture,
        opens: target ? (target.id ?? boardIdOfPath.get(target.path ?? '') ?? null) : null,
        photo: image && !imagePicture ? media(fileBytes(files, image), sniffPhoto, PHOTO_BYTES_MAX) : null,
        voice: sound ? media(fileBytes(files, sound), sniffVoice, VOICE_BYTES_MAX) : null,
      });
    }),
  );
  return { id: obf.id, name, rows, cols, cells };
}

/**
 * The boards of an `.obz`, the root first and then in the manifest's order; a folder whose board is
 * not in the file (or is its own board) becomes a plain word.
 */
export function parseObz(bytes: Uint8Array): ExchangeBoard[] {
  const files = unzipChecked(bytes);
  const manifest = readJson(files, 'manifest.json', manifestSchema);
  const paths = [...new Set(Object.values(manifest.paths.boards))];
  if (paths.length === 0) throw new HttpError(400, OBZ_NO_BOARDS);
  if (manifest.root && paths.includes(manifest.root))
    paths.sort((a, b) => +(b === manifest.root) - +(a === manifest.root));
  const obfs = paths.map((path) => readJson(files, path, obfSchema));
  const ids = new Set(obfs.map((o) => o.id));
  if (ids.size !== obfs.length) throw invalid();
  const boardIdOfPath = new Map(paths.map((path, i) => [path, obfs[i]!.id]));
  const boards = obfs.map((obf) => readBoard(files, obf, boardIdOfPath));
  for (const board of boards) {
    for (const cell of board.cells) if (cell.opens === board.id || !ids.has(cell.opens ?? '')) cell.opens = null;
  }
  return boards;
}
