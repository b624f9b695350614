// For tests: the smallest bytes each kind of upload is recognised by (docs/product.md#photos-and-voices).
import type { TestApp } from '../../../test/test-app';
import { boardMedia } from '../../db/schema/boards';

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** A WebP's RIFF header and a few bytes: what `sniffPhoto` reads as image/webp. */
export const SAMPLE_WEBP = new Uint8Array([...ascii('RIFF'), 24, 0, 0, 0, ...ascii('WEBPVP8 '), 1, 2, 3, 4]);
/** A PNG's signature and a few bytes. */
export const SAMPLE_PNG = new Uint8Array([0x89, ...ascii('PNG\r\n\x1a\n'), 0, 0, 0, 13]);
/** A WebM's EBML header and a few bytes: what `sniffVoice` reads as audio/webm. */
export const SAMPLE_WEBM = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 2, 3]);

/** `bytes` followed by zeros up to `size` bytes: a file of a given size that its header still names. */
export function padded(bytes: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(size);
  out.set(bytes);
  return out;
}

export const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** A photo of the child, written directly (no caller's access needed). */
export async function mediaWorld(t: TestApp, childId: number) {
  const [photo] = await t.db
    .insert(boardMedia)
    .values({ childId, kind: 'photo', contentType: 'image/webp', bytes: SAMPLE_WEBP, size: SAMPLE_WEBP.length })
    .returning();
  return { photo: photo! };
}
