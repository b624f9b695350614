/**
 * Which requests the service worker answers from the board's media kept on the device
 * (docs/product.md#in-child-mode-and-offline), and where they are kept. Pure: the worker (src/sw.ts)
 * and the page (board-media-cache.ts) share it, with its test.
 */

/** A board photo or recording: immutable, so a copy on the device is always right. */
const BOARD_MEDIA_PATH = /^\/api\/children\/[1-9]\d*\/boards\/media\/[1-9]\d*$/;

/** The kept media live in one Cache Storage cache per account, named with this prefix and the account id. */
export const BOARD_MEDIA_CACHE_PREFIX = 'neurobridge-board-media-';

export function boardMediaCacheName(userId: number): string {
  return `${BOARD_MEDIA_CACHE_PREFIX}${userId}`;
}

export function isBoardMediaCache(name: string): boolean {
  return name.startsWith(BOARD_MEDIA_CACHE_PREFIX);
}

/** The address of a board photo or recording (`GET /api/children/{id}/boards/media/{mediaId}`). */
export function boardMediaPath(childId: number, mediaId: number): string {
  return `/api/children/${childId}/boards/media/${mediaId}`;
}

/** Whether the worker answers this request from the kept media first: a GET of a board photo or recording, on this site. */
export function isBoardMediaRequest(request: { method: string; url: string }, origin: string): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  return url.origin === origin && url.search === '' && BOARD_MEDIA_PATH.test(url.pathname);
}

/** The media a child's boards show and say: each cell's photo and recording, once each. */
export function boardMediaIds(
  boards: readonly { cells: readonly { photo_id?: number | null; voice_id?: number | null }[] }[],
): number[] {
  const ids = new Set<number>();
  for (const board of boards) {
    for (const cell of board.cells) {
      if (cell.photo_id) ids.add(cell.photo_id);
      if (cell.voice_id) ids.add(cell.voice_id);
    }
  }
  return [...ids];
}

/**
 * The part of a kept recording a `Range` request asks for (a phone's audio player asks for parts,
 * and Safari plays only an answer with the part): 206 with `Content-Range`, or 416 for a range
 * outside it; no usable `Range` header, the whole answer.
 */
export async function partOfKept(range: string | null, kept: Response): Promise<Response> {
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return kept;
  const body = await kept.blob();
  const size = body.size;
  let start: number;
  let end: number;
  if (match[1] === '') {
    // "bytes=-n": the last n bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) {
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } });
  }
  const headers = new Headers(kept.headers);
  headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  headers.set('Content-Length', String(end - start + 1));
  return new Response(body.slice(start, end + 1), { status: 206, statusText: 'Partial Content', headers });
}
