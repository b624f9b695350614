import { apiRequest } from '../api-client';
import { boardMediaCacheName, isBoardMediaCache } from './board-media-rules';

/**
 * The board's photos and recordings kept on the device for child mode offline
 * (docs/product.md#in-child-mode-and-offline): the page keeps them in the signed-in account's own
 * Cache Storage cache, and the service worker answers them from it first (they never change).
 * Only one account's copy is ever on the device: keeping one account's removes the others', and
 * sign-out removes them all (`clearBoardMedia`).
 */

/** How many media are fetched at once while keeping them (the board's own reads go first). */
const AT_ONCE = 3;

/** Raised by `clearBoardMedia`: a keeping started before it writes nothing more. */
let generation = 0;

function hasCaches(): boolean {
  return typeof caches !== 'undefined';
}

/**
 * Keeps every media address given (`boardMediaPath`) in the account's cache, fetching those not
 * kept yet; online only, quietly: a media that cannot be fetched now is tried on the next visit.
 */
export async function keepBoardMedia(userId: number, paths: readonly string[]): Promise<void> {
  if (!hasCaches() || paths.length === 0) return;
  const started = generation;
  try {
    const mine = boardMediaCacheName(userId);
    for (const name of await caches.keys()) {
      if (isBoardMediaCache(name) && name !== mine) await caches.delete(name);
    }
    const cache = await caches.open(mine);
    const missing: string[] = [];
    for (const path of paths) if (!(await cache.match(path))) missing.push(path);
    const next = async (): Promise<void> => {
      const path = missing.shift();
      if (path === undefined || started !== generation) return;
      try {
        const response = await apiRequest(path, { accept: '*/*' });
        if (response.status === 200 && started === generation) await cache.put(path, response);
      } catch {
        // offline, or refused (a media removed meanwhile): the next visit tries again
      }
      return next();
    };
    await Promise.all(Array.from({ length: AT_ONCE }, next));
  } catch (err) {
    // A device that refuses Cache Storage keeps nothing; the board still works online.
    console.error(err);
  }
}

/** Removes every account's kept board media from the device (sign-out). */
export async function clearBoardMedia(): Promise<void> {
  generation += 1;
  if (!hasCaches()) return;
  for (const name of await caches.keys()) if (isBoardMediaCache(name)) await caches.delete(name);
}
