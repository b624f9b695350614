import { boardsApi } from '@neurobridge/shared/api/boards';
import { describe, expect, it } from 'vitest';
import { apiKey } from '../api';
import { BOARDS_READ, isKeptRead } from './account-cache-reads';
import {
  boardMediaCacheName,
  boardMediaIds,
  boardMediaPath,
  isBoardMediaCache,
  isBoardMediaRequest,
  partOfKept,
} from './board-media-rules';

const ORIGIN = 'https://app.example';
const get = (path: string, method = 'GET') => ({ method, url: `${ORIGIN}${path}` });

describe('the worker answers board media from the kept copy first (docs/product.md#in-child-mode-and-offline)', () => {
  it('a GET of a board photo or recording on this site', () => {
    expect(isBoardMediaRequest(get(boardMediaPath(10, 7)), ORIGIN)).toBe(true);
    expect(boardMediaPath(10, 7)).toBe('/api/children/10/boards/media/7');
  });

  it('nothing else: other API reads, changes, other sites, odd addresses', () => {
    for (const request of [
      get('/api/children/10/boards'),
      get('/api/children/10/boards/3'),
      get('/api/children/10/boards/media'),
      get('/api/children/10/boards/media/7/x'),
      get('/api/children/10/boards/media/07'),
      get('/api/children/0/boards/media/7'),
      get('/api/children/10/boards/media/abc'),
      get('/api/children/10/boards/media/7?v=1'),
      get('/child/10/prancha'),
      get('/api/children/10/boards/media/7', 'POST'),
      get('/api/children/10/boards/media/7', 'DELETE'),
      { method: 'GET', url: 'https://other.example/api/children/10/boards/media/7' },
    ]) {
      expect(isBoardMediaRequest(request, ORIGIN), `${request.method} ${request.url}`).toBe(false);
    }
  });

  it("one cache per account, and only the media caches are the worker's to read", () => {
    expect(boardMediaCacheName(5)).toBe('neurobridge-board-media-5');
    expect(isBoardMediaCache(boardMediaCacheName(5))).toBe(true);
    expect(isBoardMediaCache('workbox-precache-v2-https://app.example/')).toBe(false);
  });

  it("the media of every board's cells, once each", () => {
    const boards = [
      { cells: [{ photo_id: 1, voice_id: 2 }, { photo_id: null, voice_id: null }, {}] },
      { cells: [{ photo_id: 1, voice_id: 3 }] },
    ];
    expect(boardMediaIds(boards).sort()).toEqual([1, 2, 3]);
    expect(boardMediaIds([])).toEqual([]);
  });
});

describe('a kept recording answers a range request with its part', () => {
  const kept = () =>
    new Response(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), { headers: { 'Content-Type': 'audio/webm' } });
  const bytes = async (r: Response) => [...new Uint8Array(await r.arrayBuffer())];

  it('no range (or one it cannot read): the whole answer', async () => {
    for (const range of [null, 'bytes=-', 'items=0-1', 'bytes=1-2,4-5']) {
      const answer = await partOfKept(range, kept());
      expect(answer.status, String(range)).toBe(200);
      expect(await bytes(answer)).toHaveLength(10);
    }
  });

  it('bytes=a-b, bytes=a- and bytes=-n: 206 with the part and its Content-Range', async () => {
    const cases: [string, number[], string][] = [
      ['bytes=2-4', [2, 3, 4], 'bytes 2-4/10'],
      ['bytes=0-', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'bytes 0-9/10'],
      ['bytes=7-100', [7, 8, 9], 'bytes 7-9/10'],
      ['bytes=-3', [7, 8, 9], 'bytes 7-9/10'],
    ];
    for (const [range, part, contentRange] of cases) {
      const answer = await partOfKept(range, kept());
      expect(answer.status, range).toBe(206);
      expect(answer.headers.get('Content-Range')).toBe(contentRange);
      expect(answer.headers.get('Content-Type')).toBe('audio/webm');
      expect(await bytes(answer)).toEqual(part);
    }
  });

  it('a range beyond the recording: 416', async () => {
    for (const range of ['bytes=10-', 'bytes=5-2']) {
      const answer = await partOfKept(range, kept());
      expect(answer.status, range).toBe(416);
      expect(answer.headers.get('Content-Range')).toBe('bytes */10');
    }
  });
});

describe("the child's boards are a kept read", () => {
  it('the written-out key is the contract’s, and covers every child', () => {
    expect(BOARDS_READ).toEqual(apiKey(boardsApi.list));
    expect(isKeptRead(apiKey(boardsApi.list, { id: 10 }))).toBe(true);
    expect(isKeptRead(['/api/children/:id/boards/:boardId', { id: 10, boardId: 1 }, {}])).toBe(false);
  });
});
