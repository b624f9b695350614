import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { ToastProvider } from '../components/ui/toast';
import { userQueryKey, userQueryOptions } from '../features/session/api/get-user';
import { NetworkError } from '../lib/api-client';
import { lastAccount } from '../lib/offline/account-cache-mark';
import { isOnline, useOnline } from '../lib/offline/online';
import { createQueryClient, watchOnline } from '../lib/query-client';
import { syncTabs } from '../lib/tab-sync';
import { messages } from '../locales/pt-BR/messages';
import type { FirstData } from './router';

// Loaded only without a connection (docs/product.md#offline-play).
const NeedsConnectionGate = lazy(() =>
  import('../features/offline/needs-connection-gate').then((m) => ({ default: m.NeedsConnectionGate })),
);

let appClient: QueryClient | undefined;
/** What a client's screens wait for before they show: the account's copy on the device, when it is needed. */
const starting = new WeakMap<QueryClient, Promise<unknown>>();

/**
 * The data layer every screen stands on: TanStack Query's client and the toasts. It is a chunk of
 * its own, loaded beside the first screen, so the entry holds only React, the router and the shell
 * (docs/architecture.md, "Fast by construction"). Without a connection a screen that cannot show
 * gives way to the notice of features/offline (docs/product.md#offline-play), hidden meanwhile so
 * it carries on when the connection returns.
 */
export function DataLayer({
  queryClient,
  signedOut,
  firstData,
}: {
  queryClient?: QueryClient;
  signedOut?: boolean;
  firstData?: FirstData;
}) {
  const client = queryClient ?? (appClient ??= startClient(signedOut, firstData));
  const ready = useStarted(client);
  const online = useOnline();
  const [blocked, setBlocked] = useState(false);
  const hidden = blocked && !online;
  // IndexedDB answers in a few milliseconds; the server's session read as the screens would wait for it.
  if (!ready) return <Spinner label={messages.common.loading} />;
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <div hidden={hidden} className={hidden ? undefined : 'contents'}>
          <Outlet />
        </div>
        {!online && (
          <Suspense fallback={null}>
            <NeedsConnectionGate onBlocked={setBlocked} userKey={userQueryKey} />
          </Suspense>
        )}
      </ToastProvider>
    </QueryClientProvider>
  );
}

/** Whether what the client's screens wait for (`starting`) is done. */
function useStarted(client: QueryClient): boolean {
  const start = starting.get(client);
  const [done, setDone] = useState(!start);
  useEffect(() => {
    let live = true;
    // As a transition, like the first render (main.tsx): the screens' first drawing yields to the
    // browser every few milliseconds instead of holding the main thread until it is done.
    void start?.then(() => {
      starting.delete(client);
      if (live) startTransition(() => setDone(true));
    });
    return () => {
      live = false;
    };
  }, [client, start]);
  return done;
}

/**
 * Resolves once someone is signed in (at once on a device where an account was), so a visitor who
 * never signs in does not download the device cache's code.
 */
function whenSignedIn(client: QueryClient, now: boolean): Promise<void> {
  if (now) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = client.getQueryCache().subscribe(() => {
      if (!client.getQueryData(userQueryKey)) return;
      stop();
      resolve();
    });
  });
}

/**
 * `signedOut`: the server sent the prerendered landing page, which it does only to a browser
 * without a session cookie, so there is no user to ask for (docs/architecture.md, "Fast by
 * construction"). The landing page then hydrates as it was prerendered.
 *
 * Otherwise the family's reads are kept on the device (lib/offline/account-cache.ts), and on a
 * device where an account was signed in, a start without a connection — or whose session read gets
 * no answer at all — shows that account's copy: the screens wait for it (docs/product.md#offline-play).
 * A start with a connection shows the server's answers, never the copy, and once signed in, what
 * the first page's screen needs (`firstData`, app/router.tsx): it then draws once, whole.
 */
export function startClient(signedOut?: boolean, firstData?: FirstData): QueryClient {
  const client = createQueryClient();
  // TanStack Query learns the browser's connection: without one, reads wait for it.
  watchOnline();
  if (signedOut) client.setQueryData(userQueryKey, null);
  // What another tab of this browser changes reaches this one (docs/architecture.md, "Web").
  syncTabs(client);
  if (signedOut) return client;
  const cache = whenSignedIn(client, lastAccount() !== undefined).then(async () => {
    const m = await import('../lib/offline/account-cache');
    m.keepAccountReads(client, userQueryKey);
    void import('../features/activities/api/activities').then((a) => a.keepLibraryOffline(client)).catch(() => {});
    return m;
  });
  if (lastAccount() !== undefined) {
    const restore = () => cache.then((m) => m.restoreLastAccount(client));
    const session = isOnline()
      ? client.fetchQuery(userQueryOptions).then(
          (user) => (user ? firstData?.(client) : undefined),
          (err) => (err instanceof NetworkError ? restore() : undefined),
        )
      : restore();
    // Whatever happens, the screens show: with the copy, the server's answers or the sign-in.
    starting.set(
      client,
      session.catch(() => {}),
    );
  } else {
    cache.catch(() => {});
  }
  return client;
}
