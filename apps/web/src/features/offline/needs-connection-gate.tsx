import { notifyManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { matchPath, useLocation } from 'react-router';
import { routePatterns } from '../../config/paths';
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
    .filter(([name]) => name.startsWith('professional') || name.startsWith('admin'))
    .map(([, pattern]) => pattern),
];

/** Whether the screen at `pathname` only works with the server. */
export function needsServer(pathname: string): boolean {
  return SERVER_ONLY.some((pattern) => matchPath(pattern, pathname));
}

/** Whether a read that a screen shows waits for the connection without any answer to show meanwhile. */
export function pausedWithoutData(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .getAll()
    .some((q) => q.state.fetchStatus === 'paused' && q.state.data === undefined && q.getObserversCount() > 0);
}

/** `onBlocked` hears whether the screen is hidden behind the notice. */
export function NeedsConnectionGate({ onBlocked }: { onBlocked: (blocked: boolean) => void }) {
  const client = useQueryClient();
  const { pathname } = useLocation();
  const waiting = useSyncExternalStore(
    useCallback((listener) => client.getQueryCache().subscribe(notifyManager.batchCalls(listener)), [client]),
    () => pausedWithoutData(client),
    () => false,
  );
  const blocked = waiting || needsServer(pathname);
  useEffect(() => onBlocked(blocked), [blocked, onBlocked]);
  // Gone (the connection is back): the screen shows again.
  useEffect(() => () => onBlocked(false), [onBlocked]);
  if (!blocked) return null;
  // The back-office has no way back to a parent's dashboard.
  return <NeedsConnection back={!pathname.startsWith(routePatterns.admin)} />;
}
