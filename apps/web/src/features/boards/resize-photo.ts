import { PHOTO_BYTES_MAX, PHOTO_EDGE_PX } from '@neurobridge/shared/domain/board-media';

/**
 * A photo made ready on the device (docs/product.md#photos-and-voices): at most 512 px on its
 * longest edge, drawn on a canvas (which keeps no EXIF metadata, the place it was taken included)
 * and encoded as WebP — JPEG where the browser makes no WebP (Safari) — at the highest quality that
 * fits in 200 KB.
 */

/** The size to draw at: the longest edge at most `edge`, the proportions kept, never enlarged. */
export function fitWithin(width: number, height: number, edge = PHOTO_EDGE_PX): { width: number; height: number } {
  const scale = Math.min(1, edge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The qualities tried, best first, until the photo fits. */
export const PHOTO_QUALITIES = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3] as const;

export type PhotoRefusal = 'not-image' | 'too-big';
export class PhotoError extends Error {
  constructor(readonly reason: PhotoRefusal) {
    super(reason);
  }
}

/**
 * Encodes at each quality in turn until one fits: `encode(type, quality)` draws the photo; a blob of
 * another type than asked means the browser cannot make WebP, so JPEG is used from then on.
 */
export async function encodeUnder(
  encode: (type: string, quality: number) => Promise<Blob | null>,
  max = PHOTO_BYTES_MAX,
): Promise<Blob> {
  let type = 'image/webp';
  for (const quality of PHOTO_QUALITIES) {
    const blob = await encode(type, quality);
    if (!blob) throw new PhotoError('not-image');
    if (blob.type !== type) {
      type = 'image/jpeg';
      const jpeg = blob.type === type ? blob : await encode(type, quality);
      if (!jpeg) throw new PhotoError('not-image');
      if (jpeg.size <= max) return jpeg;
      continue;
    }
    if (blob.size <= max) return blob;
  }
  throw new PhotoError('too-big');
}

async function decode(file: Blob): Promise<ImageBitmap> {
  if (!file.type.startsWith('image/')) throw new PhotoError('not-image');
  try {
    return await createImageBitmap(file);
  } catch {
    throw new PhotoError('not-image');
  }
}

/** The photo resized and encoded as above; throws `PhotoError` for a file that is not an image or cannot fit. */
export async function preparePhoto(file: Blob): Promise<Blob> {
  const bitmap = await decode(file);
  const size = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoError('not-image');
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return encodeUnder((type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality)));
}
