// For tests of print and share (docs/product.md#print-and-share): real photos and a recording's header.
import { keyed } from '../../../test/idempotency-key';
import type { TestApp } from '../../../test/test-app';
import { boardCells, boardMedia } from '../../db/schema/boards';
import { pictureSvg } from '../schedule/week-pictures';
import { boardsWorld } from './boards-testing';
import { buildObz } from './obz';
import { rgbaToPng } from './photo-png';

/** A real 1 × 1 lossy WebP (grey), as the device stores a photo: pdfkit cannot read it as it is. */
export const REAL_WEBP = new Uint8Array(
  Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64'),
);
/** A real 2 × 2 PNG (red). */
export const REAL_PNG = new Uint8Array(
  rgbaToPng({ width: 2, height: 2, data: new Uint8Array(16).map((_, i) => (i % 4 === 0 || i % 4 === 3 ? 255 : 0)) }),
);
/** A WebM's EBML header and a few bytes: what `sniffVoice` reads as audio/webm. */
export const SAMPLE_WEBM = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 2, 3]);

/** `bytes` followed by zeros up to `size` bytes: a file of a given size that its header still names. */
export function padded(bytes: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(size);
  out.set(bytes);
  return out;
}

/** The print-and-share calls of one caller for one child. */
export function exchangeCalls(t: TestApp, headers: Record<string, string>, childId: number | string) {
  const base = `/api/children/${childId}/boards`;
  return {
    pdf: (boardId: number | string) => t.app.inject({ method: 'GET', url: `${base}/${boardId}/pdf`, headers }),
    exportObz: () => t.app.inject({ method: 'GET', url: `${base}/export.obz`, headers }),
    importObz: (payload: unknown, key = true) =>
      t.app.inject({
        method: 'POST',
        url: `${base}/import`,
        headers: key ? keyed(headers) : headers,
        payload: payload as object,
      }),
  };
}

/** A photo or a voice of the child, written directly. */
export async function insertMedia(
  t: TestApp,
  childId: number,
  kind: 'photo' | 'voice',
  contentType: string,
  bytes: Uint8Array,
) {
  const [row] = await t.db
    .insert(boardMedia)
    .values({ childId, kind, contentType, bytes, size: bytes.length })
    .returning({ id: boardMedia.id });
  return row!.id;
}

/**
 * The boards world (boards-testing.ts) with the family's own: 'vovó' at (0, 3) of 'Casa' with a WebP
 * photo, a recorded voice and a phrase; 'leite' at (1, 0) of 'Comida' with a PNG photo.
 */
export async function mediaWorld(t: TestApp, childId: number) {
  const world = await boardsWorld(t, childId);
  const photo = await insertMedia(t, childId, 'photo', 'image/webp', REAL_WEBP);
  const voice = await insertMedia(t, childId, 'voice', 'audio/webm', SAMPLE_WEBM);
  const png = await insertMedia(t, childId, 'photo', 'image/png', REAL_PNG);
  await t.db.insert(boardCells).values([
    {
      boardId: world.home.id,
      row: 0,
      col: 3,
      label: 'vovó',
      phrase: 'quero falar com a vovó',
      wordClass: 'person',
      photoId: photo,
      voiceId: voice,
    },
    { boardId: world.food.id, row: 1, col: 0, label: 'leite', wordClass: 'thing', picture: 'leite', photoId: png },
  ]);
  return world;
}

/** A small valid `.obz` of one 2 × 2 board with one word, in base64: an import's body. */
export function sampleObzBody() {
  const board = { id: '1', name: 'Importada', rows: 2, cols: 2 };
  const cell = { row: 0, col: 0, label: 'oi', phrase: null, word_class: 'social' as const, picture: 'sim' as const };
  const bytes = buildObz([{ ...board, cells: [{ ...cell, opens: null, photo: null, voice: null }] }], pictureSvg);
  return { file: Buffer.from(bytes).toString('base64') };
}
