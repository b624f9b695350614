import type { WordClass } from '@neurobridge/shared/domain/boards';
import { PICTURES, type PictureKey } from '@neurobridge/shared/domain/pictures';
import { WORD_CLASS_COLORS } from '@neurobridge/shared/domain/word-colors';
import { zipSync, type Zippable } from 'fflate';

/**
 * A child's boards as an Open Board Format file (`.obz`, docs/product.md#print-and-share): a zip with
 * `manifest.json` and one `boards/<id>.obf` (JSON) per board, the family's photos under `images/`
 * and recorded voices under `sounds/`. A bundled picture travels as its OpenMoji SVG, with the
 * `ext_neurobridge_picture` key that brings it back on import here; other boards show the SVG.
 */
export const OBF_FORMAT = 'open-board-0.1';

/** A photo or a recording inside the file: its bytes and the type its content showed. */
export interface ExchangeMedia {
  contentType: string;
  bytes: Uint8Array;
}

export interface ExchangeCell {
  row: number;
  col: number;
  label: string;
  phrase: string | null;
  word_class: WordClass;
  picture: PictureKey | null;
  /** A folder: the `id` of the board (of the same file) it opens. */
  opens: string | null;
  photo: ExchangeMedia | null;
  voice: ExchangeMedia | null;
}

export interface ExchangeBoard {
  /** The board's id inside the file. */
  id: string;
  name: string;
  rows: number;
  cols: number;
  cells: ExchangeCell[];
}

const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
};

/** '#fef9c3' as OBF writes colours: 'rgb(254, 249, 195)'. */
export function obfColor(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** A colour as OBF files write it ('rgb(…)', 'rgba(…)' or '#rrggbb'), as '#rrggbb'; null when unreadable. */
export function hexColor(color: string): string | null {
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (hex) return `#${hex[1]!.toLowerCase()}`;
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/i.exec(color.trim());
  if (!rgb) return null;
  const parts = rgb.slice(1, 4).map(Number);
  if (parts.some((p) => p > 255)) return null;
  return `#${parts.map((p) => p.toString(16).padStart(2, '0')).join('')}`;
}

/** The word class whose fill this background colour is, if any (the colours the board uses). */
export function wordClassOfColor(color: string | undefined): WordClass | null {
  const hex = color === undefined ? null : hexColor(color);
  if (!hex) return null;
  const found = Object.entries(WORD_CLASS_COLORS).find(([, [fill]]) => fill === hex);
  return found ? (found[0] as WordClass) : null;
}

const enc = new TextEncoder();
const json = (value: unknown) => enc.encode(JSON.stringify(value, null, 1));

/**
 * The `.obz` bytes of these boards; the first is the root. `svgOf` gives a bundled picture's
 * OpenMoji SVG by its code.
 */
export function buildObz(boards: ExchangeBoard[], svgOf: (code: string) => string): Uint8Array {
  const files: Zippable = {};
  const store = (path: string, bytes: Uint8Array, compress: boolean) => {
    files[path] = [bytes, { level: compress ? 6 : 0 }];
  };
  const paths = Object.fromEntries(boards.map((b) => [b.id, `boards/${b.id}.obf`]));
  const imagePaths: Record<string, string> = {};
  const soundPaths: Record<string, string> = {};
  let mediaCount = 0;

  for (const board of boards) {
    const images: object[] = [];
    const sounds: object[] = [];
    const imageIds = new Map<string, string>();
    const buttons = board.cells.map((cell) => {
      const id = `${board.id}-${cell.row}-${cell.col}`;
      const [fill, edge] = WORD_CLASS_COLORS[cell.word_class];
      const button: Record<string, unknown> = {
        id,
        label: cell.label,
        ...(cell.phrase ? { vocalization: cell.phrase } : {}),
        background_color: obfColor(fill),
        border_color: obfColor(edge),
        ext_neurobridge_word_class: cell.word_class,
        // The bundled picture stays with a cell that shows a photo: it comes back on import here.
        ...(cell.picture ? { ext_neurobridge_picture: cell.picture } : {}),
      };
      if (cell.opens !== null && paths[cell.opens]) {
        button.load_board = { id: cell.opens, path: paths[cell.opens] };
      }
      if (cell.photo) {
        const path = `images/photo-${++mediaCount}.${EXTENSIONS[cell.photo.contentType] ?? 'bin'}`;
        store(path, cell.photo.bytes, false);
        button.image_id = `photo-${mediaCount}`;
        images.push({ id: button.image_id, content_type: cell.photo.contentType, path });
        imagePaths[`photo-${mediaCount}`] = path;
      } else if (cell.picture) {
        const { code } = PICTURES[cell.picture];
        const path = `images/openmoji-${code}.svg`;
        if (!files[path]) store(path, enc.encode(svgOf(code)), true);
        const imageId = `picture-${cell.picture}`;
        imagePaths[imageId] = path;
        if (!imageIds.has(imageId)) {
          imageIds.set(imageId, path);
          images.push({
            id: imageId,
            content_type: 'image/svg+xml',
            path,
            width: 72,
            height: 72,
            license: { type: 'CC BY-SA 4.0', author_name: 'OpenMoji', source_url: 'https://openmoji.org' },
            ext_neurobridge_picture: cell.picture,
          });
        }
        button.image_id = imageId;
      }
      if (cell.voice) {
        const path = `sounds/voice-${++mediaCount}.${EXTENSIONS[cell.voice.contentType] ?? 'bin'}`;
        store(path, cell.voice.bytes, false);
        button.sound_id = `voice-${mediaCount}`;
        sounds.push({ id: button.sound_id, content_type: cell.voice.contentType, path });
        soundPaths[`voice-${mediaCount}`] = path;
      }
      return button;
    });
    const order = Array.from({ length: board.rows }, (_, r) =>
      Array.from({ length: board.cols }, (_, c) =>
        board.cells.some((cell) => cell.row === r && cell.col === c) ? `${board.id}-${r}-${c}` : null,
      ),
    );
    store(
      paths[board.id]!,
      json({
        format: OBF_FORMAT,
        id: board.id,
        locale: 'pt-BR',
        name: board.name,
        grid: { rows: board.rows, columns: board.cols, order },
        buttons,
        images,
        sounds,
      }),
      true,
    );
  }
  store(
    'manifest.json',
    json({
      format: OBF_FORMAT,
      root: paths[boards[0]!.id],
      paths: { boards: paths, images: imagePaths, sounds: soundPaths },
    }),
    true,
  );
  return zipSync(files);
}
