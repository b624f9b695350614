import { createRequire } from 'node:module';
import { crc32, deflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);

interface Decoded {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}
/** libwebp in WebAssembly (@cwasm/webp), required with the first WebP photo printed, like pdfkit. */
let webp: { decode: (bytes: Uint8Array) => Decoded } | undefined;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** RGBA pixels as a PNG file (8 bits a channel, no filter), which pdfkit embeds. */
export function rgbaToPng({ width, height, data }: Decoded): Buffer {
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw.set(data.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A photo as pdfkit can print it (docs/product.md#print-and-share): JPEG and PNG as they are, a WebP
 * (what the device stores) decoded and written as PNG. Null when its bytes cannot be read.
 */
export function printablePhoto(contentType: string, bytes: Uint8Array): Buffer | null {
  if (contentType === 'image/jpeg' || contentType === 'image/png') return Buffer.from(bytes);
  if (contentType !== 'image/webp') return null;
  try {
    webp ??= require('@cwasm/webp') as typeof webp & object;
    return rgbaToPng(webp.decode(bytes));
  } catch {
    return null;
  }
}
