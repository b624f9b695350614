import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compressing costs more than it saves. */
const COMPRESS_FROM_BYTES = 1024;

export interface PreparedResponse {
  /** The JSON, as bytes. */
  readonly body: Buffer;
  /** A hash of the bytes: the same answer has the same tag on every server. */
  readonly etag: string;
  /** Compressed once, on first demand. */
  encoded(encoding: 'br' | 'gzip'): Promise<Buffer>;
}

/**
 * An answer built once and sent many times as bytes: no handler, serialiser or compressor runs
 * per request, and a client that already holds it gets a 304 (docs/decisions/014-fast-reads.md).
 */
export function prepareResponse(json: string): PreparedResponse {
  const body = Buffer.from(json);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  const variants = new Map<string, Promise<Buffer>>();
  return {
    body,
    etag,
    encoded(encoding) {
      let variant = variants.get(encoding);
      if (!variant) {
        // Brotli's middle quality: close to its best size on JSON at a fraction of the time.
        variant =
          encoding === 'br'
            ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
            : gzipAsync(body, { level: 6 });
        // A failed compression is not kept: the next request tries again.
        variant.catch(() => variants.delete(encoding));
        variants.set(encoding, variant);
      }
      return variant;
    },
  };
}

/** Whether any tag of an If-None-Match header is this one (weak or strong, or `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** The client's preferred encoding we have: br, then gzip; none for `q=0` or an unknown list. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name!.trim(), q ? Number(q[1]) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * Sends a prepared answer: 304 when the client's copy is current, else the bytes, compressed
 * when the client accepts it. `private, no-cache`: only the caller's browser keeps it, and asks
 * again each time (a 304 costs a few bytes), so a change shows at once.
 */
export async function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedResponse) {
  reply
    .header('etag', prepared.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'accept-encoding, cookie');
  if (matches(request.headers['if-none-match'], prepared.etag)) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding =
    prepared.body.length >= COMPRESS_FROM_BYTES ? pickEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(prepared.body);
  return reply.header('content-encoding', encoding).send(await prepared.encoded(encoding));
}
