import { PHOTO_BYTES_MAX } from '@neurobridge/shared/domain/board-media';
import { describe, expect, it } from 'vitest';
import { encodeUnder, fitWithin, PHOTO_QUALITIES, PhotoError, preparePhoto } from './resize-photo';

/** A blob of `size` bytes of this type, as canvas.toBlob would give. */
const blobOf = (size: number, type: string) => new Blob([new Uint8Array(size)], { type });

describe('fitWithin (docs/product.md#photos-and-voices)', () => {
  it.each([
    [4032, 3024, 512, 384],
    [3024, 4032, 384, 512],
    [1000, 1000, 512, 512],
    [512, 300, 512, 300],
    [200, 100, 200, 100],
    [10_000, 10, 512, 1],
  ])('%i × %i → %i × %i: the longest edge at most 512 px, never enlarged', (w, h, width, height) => {
    expect(fitWithin(w, h)).toEqual({ width, height });
  });
});

describe('encodeUnder', () => {
  it('takes the best WebP quality that fits in 200 KB', async () => {
    const asked: [string, number][] = [];
    const blob = await encodeUnder(async (type, quality) => {
      asked.push([type, quality]);
      return blobOf(quality >= 0.7 ? PHOTO_BYTES_MAX + 1 : PHOTO_BYTES_MAX, type);
    });
    expect(blob.type).toBe('image/webp');
    expect(blob.size).toBe(PHOTO_BYTES_MAX);
    expect(asked).toEqual([
      ['image/webp', 0.9],
      ['image/webp', 0.8],
      ['image/webp', 0.7],
      ['image/webp', 0.6],
    ]);
  });

  it('uses JPEG where the browser makes no WebP (it answers PNG instead)', async () => {
    const asked: string[] = [];
    const blob = await encodeUnder(async (type, quality) => {
      asked.push(type);
      return type === 'image/webp' ? blobOf(10, 'image/png') : blobOf(quality > 0.8 ? PHOTO_BYTES_MAX * 2 : 1000, type);
    });
    expect(blob.type).toBe('image/jpeg');
    expect(asked).toEqual(['image/webp', 'image/jpeg', 'image/jpeg']);
  });

  it('refuses a photo that does not fit even at the lowest quality', async () => {
    let tries = 0;
    const failing = encodeUnder(async (type) => {
      tries++;
      return blobOf(PHOTO_BYTES_MAX + 1, type);
    });
    await expect(failing).rejects.toEqual(new PhotoError('too-big'));
    expect(tries).toBe(PHOTO_QUALITIES.length);
  });

  it('refuses what the canvas cannot encode', async () => {
    await expect(encodeUnder(async () => null)).rejects.toMatchObject({ reason: 'not-image' });
  });
});

describe('preparePhoto', () => {
  it('refuses a file that is not an image before reading it', async () => {
    await expect(preparePhoto(new Blob(['%PDF-1.4'], { type: 'application/pdf' }))).rejects.toMatchObject({
      reason: 'not-image',
    });
  });
});
