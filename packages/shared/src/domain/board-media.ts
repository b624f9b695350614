/**
 * The family's photos and recorded voices on 'Minha prancha' (docs/product.md#communication-board).
 * The device resizes a photo to at most 512 px WebP (which also drops its metadata) and records a
 * voice of at most 10 s; the server checks what arrives by its content, never by its name.
 */
export const MEDIA_KINDS = ['photo', 'voice'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const PHOTO_EDGE_PX = 512;
export const PHOTO_BYTES_MAX = 200 * 1024;
export const VOICE_BYTES_MAX = 300 * 1024;
export const VOICE_MS_MAX = 10_000;
/** All of one child's photos and voices together: room for every cell of 20 full boards. */
export const MEDIA_BYTES_PER_CHILD_MAX = 100 * 1024 * 1024;

export const PHOTO_TYPES = ['image/webp', 'image/jpeg', 'image/png'] as const;
export const VOICE_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
export type VoiceType = (typeof VOICE_TYPES)[number];

function startsWith(bytes: Uint8Array, at: number, ascii: string): boolean {
  if (bytes.length < at + ascii.length) return false;
  for (let i = 0; i < ascii.length; i++) if (bytes[at + i] !== ascii.charCodeAt(i)) return false;
  return true;
}

/** The content type a photo's bytes show (WebP, JPEG or PNG), or null for anything else. */
export function sniffPhoto(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WEBP')) return 'image/webp';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (startsWith(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'image/png';
  return null;
}

/** The content type a recording's bytes show (WebM, Ogg or MP4), or null for anything else. */
export function sniffVoice(bytes: Uint8Array): VoiceType | null {
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return 'audio/webm';
  }
  if (startsWith(bytes, 0, 'OggS')) return 'audio/ogg';
  if (startsWith(bytes, 4, 'ftyp')) return 'audio/mp4';
  return null;
}

/** A recording's container and headers, beyond its sound. */
export const VOICE_HEADER_BYTES = 16 * 1024;
/** The most a second of recorded voice takes (256 kbit/s; the web records at 32 kbit/s). */
export const VOICE_BYTES_PER_SECOND_MAX = 32 * 1024;

/**
 * Whether a recording of `size` bytes can last only the `durationMs` it declares: more bytes than
 * its headers and 256 kbit/s for that long means it runs longer than it says.
 */
export function voiceSizeFitsDuration(size: number, durationMs: number): boolean {
  return size <= VOICE_HEADER_BYTES + Math.ceil((VOICE_BYTES_PER_SECOND_MAX * durationMs) / 1000);
}
