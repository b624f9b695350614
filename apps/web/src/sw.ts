/// <reference lib="webworker" />
/**
 * The service worker of the installable app (docs/product.md#offline-play). It keeps the family
 * area's files (the list the build writes into `self.__WB_MANIFEST`, build/precache.mjs) so the
 * app starts, and every game plays, without a connection. A page is asked of the network first;
 * when the network does not answer, the precached shell `index.html` starts the app, which decides
 * what to show. API answers never pass through a cache here: the app keeps each account's data
 * itself, apart from other accounts (docs/architecture.md, "Web"). The one exception is read-only:
 * a board's photo or recording is answered first from the account's media cache the page keeps
 * (docs/product.md#in-child-mode-and-offline; lib/offline/board-media-cache.ts). A new version waits until the
 * page asks it to take over (`{ type: 'SKIP_WAITING' }`, when the parent accepts the update) or
 * until every page of the old one is closed.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { isBoardMediaCache, isBoardMediaRequest, partOfKept } from './lib/offline/board-media-rules';

declare const self: ServiceWorkerGlobalScope;

/** The shell every page of the app starts from, as the server sends it to a signed-in browser. */
const SHELL = 'index.html';
/** A connection that answers nothing in this time is treated as none: the shell starts at once. */
const NAVIGATION_TIMEOUT_S = 3;
/** Pages the app never serves offline: the API, the development sign-in and the back-office. */
const ONLINE_ONLY = [/^\/api(\/|$)/, /^\/dev-idp(\/|$)/, /^\/admin/];

// The first version takes the open pages at once; a later one waits for SKIP_WAITING (below).
if (!self.registration.active) clientsClaim();
cleanupOutdatedCaches();
// `/` is not the shell (the server answers it with the landing page or the shell, by the session
// cookie), and no URL is a precached file's name without its extension.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

/** The precached shell, in place of a page the network did not give. */
async function shell(): Promise<Response> {
  return (await matchPrecache(SHELL)) ?? Response.error();
}

const network = new NetworkOnly({
  networkTimeoutSeconds: NAVIGATION_TIMEOUT_S,
  plugins: [
    {
      // Known to be offline: no request, the shell at once.
      requestWillFetch: async ({ request }) => {
        if (self.navigator.onLine === false) throw new Error('offline');
        return request;
      },
      // A server that fails (a proxy's 502 while it restarts) is no page to show either.
      fetchDidSucceed: async ({ response }) => {
        if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
        return response;
      },
      handlerDidError: shell,
    },
  ],
});

registerRoute(new NavigationRoute(network, { denylist: ONLINE_ONLY }));

/**
 * A board photo or recording kept by the page, else the network. Only the signed-in account's
 * cache is ever on the device (the page removes the others' and sign-out removes it), and the
 * worker only reads it.
 */
async function keptBoardMedia(request: Request): Promise<Response | undefined> {
  for (const cacheName of (await caches.keys()).filter(isBoardMediaCache)) {
    // One call to the browser's cache storage a photo, not two (open, then match): a board asks for 48 at once.
    const kept = await caches.match(request.url, { cacheName, ignoreVary: true });
    if (kept) return partOfKept(request.headers.get('range'), kept);
  }
  return undefined;
}

const mediaNetwork = new NetworkOnly();
registerRoute(
  ({ request }) => isBoardMediaRequest(request, self.location.origin),
  async (options) => (await keptBoardMedia(options.request)) ?? mediaNetwork.handle(options),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
