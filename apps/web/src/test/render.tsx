import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { AppRoutes } from '../app/router';
import { ToastProvider } from '../components/ui/toast';
import { createQueryClient } from '../lib/query-client';

export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{ui}</ToastProvider>
      </QueryClientProvider>,
    ),
  };
}

/**
 * A part of a screen (a section, a dialog) with the data layer, the toasts and a router; failed reads
 * are not retried, so a failure shows at once.
 */
export function renderPart(ui: ReactElement, client: QueryClient = createQueryClient()) {
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <ToastProvider>
          <MemoryRouter>{ui}</MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>,
    ),
  };
}

/** Hands the router's current location to a test, after every render. */
function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => {
    onLocation(location);
  }, [location, onLocation]);
  return null;
}

/**
 * The whole app at a path, with the real routes and data layer. `router.state.location` is where
 * the app is now (after its redirects).
 */
export function renderRoute(path: string) {
  const queryClient = createQueryClient();
  const state = {} as { location: Location };
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes queryClient={queryClient} />
      <LocationProbe
        onLocation={(location) => {
          state.location = location;
        }}
      />
    </MemoryRouter>,
  );
  return { ...view, router: { state }, queryClient };
}
