import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ToastProvider } from '../components/ui/toast';
import { userQueryKey } from '../features/session/api/get-user';
import { createQueryClient } from '../lib/query-client';
import { syncTabs } from '../lib/tab-sync';

let appClient: QueryClient | undefined;

/**
 * The data layer every screen stands on: TanStack Query's client and the toasts. It is a chunk of
 * its own, loaded beside the first screen, so the entry holds only React, the router and the shell
 * (docs/architecture.md, "Fast by construction").
 */
export function DataLayer({ queryClient, signedOut }: { queryClient?: QueryClient; signedOut?: boolean }) {
  const client = queryClient ?? (appClient ??= startClient(signedOut));
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </QueryClientProvider>
  );
}

/**
 * `signedOut`: the server sent the prerendered landing page, which it does only to a browser
 * without a session cookie, so there is no user to ask for (docs/architecture.md, "Fast by
 * construction"). The landing page then hydrates as it was prerendered.
 */
export function startClient(signedOut?: boolean): QueryClient {
  const client = createQueryClient();
  if (signedOut) client.setQueryData(userQueryKey, null);
  // What another tab of this browser changes reaches this one (docs/architecture.md, "Web").
  syncTabs(client);
  return client;
}
