import { plansApi } from '@neurobridge/shared/api/plans';
import { systemApi } from '@neurobridge/shared/api/system';
import { notifyManager, partialMatchKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import { matchPath, useLocation } from 'react-router';
import { routePatterns } from '../../config/paths';
import { apiKey } from '../../lib/api';
import { NeedsConnection } from './needs-connection';

/*
 * Never a loading text forever (docs/product.md#offline-play). Without a connection TanStack Query
 * makes a read wait for it; a screen whose read has no answer on the device would show its loading
 * text for ever. The data layer mounts this gate while there is no connection: when a read someone
 * is showing waits with no data, or the screen is one of those that only work with the server
 * (paying, the account, invitations, the professional's workspace, the back-office, signing in),
 * the screen is hidden (kept, so it carries on when the connection returns) and the notice shows
 * instead. A part of a screen that works offline and needs the server does not start its read
 * offline (it shows `NeedsConnectionNote`), so the rest of the screen stays.
 */

/** The screens that only work with the server. */
const SERVER_ONLY: readonly string[] = [
  routePatterns.subscription,
  routePatterns.paymentSuccess,
  routePatterns.testPayment,
  routePatterns.account,
  routePatterns.onboarding,
  routePatterns.acceptInvitation,
  routePatterns.authCallback,
  ...Object.entries(routePatterns)
    .filter(([name]) => name.startsWith('professional'))
    .map(([, pattern]) => pattern),
  // The whole back-office, whatever its screens (app/layout/admin-routes.tsx).
  routePatterns.admin,
  `${routePatterns.admin}/*`,
];

/** Whether the screen at `pathname` only works with the server. */
export function needsServer(pathname: string): boolean {
  return SERVER_ONLY.some((pattern) => matchPath(pattern, pathname));
}

/** Reads that add to a screen without holding it (the stand-ins' labels, the price on the home page). */
const DECORATIONS: readonly QueryKey[] = [apiKey(systemApi.appInfo), apiKey(plansApi.list)];

/**
 * Whether a read that a screen shows waits for the connection without any answer to show meanwhile.
 * A read only switched-off observers watch (the player's level read offline) holds no screen, even
 * when a background read (features/activities/api/activities.ts, `keepLibraryOffline`) left it
 * paused as the connection went.
 */
export function pausedWithoutData(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .getAll()
    .some(
      (q) =>
        q.state.fetchStatus === 'paused' &&
        q.state.data === undefined &&
        q.isActive() &&
        !DECORATIONS.some((key) => partialMatchKey(q.queryKey, key)),
    );
}

/**
 * `onBlocked` hears whether the screen is hidden behind the notice; `userKey` is the session's
 * read: the way back to the dashboard is offered to someone signed in.
 */
export function NeedsConnectionGate({
  onBlocked,
  userKey,
}: {
  onBlocked: (blocked: boolean) => void;
  userKey: QueryKey;
}) {
  const client = useQueryClient();
  const { pathname } = useLocation();
  const waiting = useSyncExternalStore(
    useCallback((listener) => client.getQueryCache().subscribe(notifyManager.batchCalls(listener)), [client]),
    () => pausedWithoutData(client),
    () => false,
  );
  const blocked = waiting || needsServer(pathname);
  // Before the browser paints: never the screen and the notice at once.
  useLayoutEffect(() => onBlocked(blocked), [blocked, onBlocked]);
  // Gone (the connection is back): the screen shows again.
  useLayoutEffect(() => () => onBlocked(false), [onBlocked]);
  if (!blocked) return null;
  // The back-office has no way back to a parent's dashboard, nor has a visitor.
  return <NeedsConnection back={!pathname.startsWith(routePatterns.admin) && !!client.getQueryData(userKey)} />;
}
