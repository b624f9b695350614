import { QueryClientProvider } from '@tanstack/react-query';
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
