import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { clearBoardMedia, keepBoardMedia } from './board-media-cache';

/** Cache Storage as the browser keeps it: caches by name, answers by URL. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      match: async (url: string) => store.get(url)?.clone(),
      put: async (url: string, response: Response) => void store.set(url, response),
    };
  };
  vi.stubGlobal('caches', {
    keys: async () => [...stores.keys()],
    open,
    delete: async (name: string) => stores.delete(name),
  });
  return stores;
}

const PHOTO = '/api/children/10/boards/media/1';
const VOICE = '/api/children/10/boards/media/2';

afterEach(() => vi.unstubAllGlobals());

describe("the board's media kept on the device (docs/product.md#in-child-mode-and-offline)", () => {
  it("fetches what is not kept yet into the account's own cache, and removes other accounts' copies", async () => {
    const stores = fakeCaches();
    stores.set('neurobridge-board-media-9', new Map([[PHOTO, new Response('theirs')]]));
    stores.set('workbox-precache-v2', new Map());
    const { calls } = stubFetch({
      [`GET ${PHOTO}`]: () => ({ body: 'photo' }),
      [`GET ${VOICE}`]: () => ({ body: 'voice' }),
    });
    await keepBoardMedia(1, [PHOTO, VOICE]);
    expect([...stores.keys()].sort()).toEqual(['neurobridge-board-media-1', 'workbox-precache-v2']);
    expect([...stores.get('neurobridge-board-media-1')!.keys()].sort()).toEqual([PHOTO, VOICE]);
    expect(calls).toHaveLength(2);

    // Kept already: not fetched again.
    await keepBoardMedia(1, [PHOTO, VOICE]);
    expect(calls).toHaveLength(2);
  });

  it('a media the server refuses, or no connection, keeps nothing and is tried on the next visit', async () => {
    const stores = fakeCaches();
    stubFetch({ [`GET ${PHOTO}`]: () => ({ status: 404, body: { error: 'Foto ou gravação não encontrada.' } }) });
    await keepBoardMedia(1, [PHOTO]);
    expect(stores.get('neurobridge-board-media-1')!.size).toBe(0);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await keepBoardMedia(1, [PHOTO]);
    expect(stores.get('neurobridge-board-media-1')!.size).toBe(0);
  });

  it("sign-out removes every account's media, and a keeping under way writes nothing more", async () => {
    const stores = fakeCaches();
    let answer: (() => void) | undefined;
    stubFetch({
      [`GET ${PHOTO}`]: () => new Promise((resolve) => (answer = () => resolve({ body: 'photo' }))),
    });
    const keeping = keepBoardMedia(1, [PHOTO]);
    await vi.waitFor(() => expect(answer).toBeDefined());
    const mine = stores.get('neurobridge-board-media-1')!;
    await clearBoardMedia();
    expect(stores.has('neurobridge-board-media-1')).toBe(false);
    answer!();
    await keeping;
    expect(mine.size).toBe(0);
    stores.set('neurobridge-board-media-2', new Map([[PHOTO, new Response('x')]]));
    await clearBoardMedia();
    expect([...stores.keys()]).toEqual([]);
  });

  it('a browser without Cache Storage keeps nothing, quietly', async () => {
    const { calls } = stubFetch({});
    await keepBoardMedia(1, [PHOTO]);
    await clearBoardMedia();
    expect(calls).toHaveLength(0);
  });
});
