import { Suspense, useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { Spinner } from '../components/ui/spinner';
import { routePatterns } from '../config/paths';
import { messages } from '../locales/pt-BR/messages';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { RouteError } from './routes/route-error';

const DataLayer = lazyScreen(() => import('./data-layer').then((m) => m.DataLayer));
const ProtectedLayout = lazyScreen(() => import('./layout/protected-layout').then((m) => m.ProtectedLayout));
const Landing = lazyScreen(() => import('./routes/landing').then((m) => m.LandingRoute));
const AuthCallback = lazyScreen(() => import('./routes/auth-callback').then((m) => m.AuthCallbackRoute));
const About = lazyScreen(() => import('./routes/about').then((m) => m.AboutRoute));
const Dashboard = lazyScreen(() => import('./routes/dashboard').then((m) => m.DashboardRoute));
const Child = lazyScreen(() => import('./routes/child').then((m) => m.ChildRoute));
const Activities = lazyScreen(() => import('./routes/activities').then((m) => m.ActivitiesRoute));
const Activity = lazyScreen(() => import('./routes/activity').then((m) => m.ActivityRoute));
const NotFound = lazyScreen(() => import('./routes/not-found').then((m) => m.NotFoundRoute));

export interface AppOptions {
  /** Tests bring their own client; the app makes one when its data layer loads. */
  queryClient?: QueryClient;
  /** The document is the prerendered landing page: the server saw no session cookie. */
  signedOut?: boolean;
}

/** A route's element, with the loader the router runs as soon as the route matches. */
function screen(Screen: LazyScreen, props: object = {}): Pick<RouteObject, 'element' | 'handle'> {
  return { element: <Screen {...props} />, handle: { preload: Screen.preload } };
}

/**
 * Screens load lazily; the protected layout sends signed-out visitors to /
 * (docs/product.md#signed-in-screens).
 */
export function appRoutes(options: AppOptions = {}): RouteObject[] {
  return [
    {
      ...screen(DataLayer, options),
      children: [
        { path: routePatterns.home, ...screen(Landing) },
        { path: routePatterns.authCallback, ...screen(AuthCallback) },
        { path: routePatterns.about, ...screen(About) },
        {
          ...screen(ProtectedLayout),
          children: [
            { path: routePatterns.dashboard, ...screen(Dashboard) },
            { path: routePatterns.child, ...screen(Child) },
            { path: routePatterns.activities, ...screen(Activities) },
            { path: routePatterns.activity, ...screen(Activity) },
            // The weekly calendar arrives with a later issue: signed-out visits still go to /.
            { path: routePatterns.childSchedule, ...screen(NotFound) },
          ],
        },
        { path: '*', ...screen(NotFound) },
      ],
    },
  ];
}

/** Starts loading every chunk of the route that matches `pathname`, all at once. */
export function preloadRoute(routes: RouteObject[], pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map((m) => (m.route.handle as { preload?: () => Promise<unknown> })?.preload?.()));
}

/**
 * The app inside a router (BrowserRouter in the browser, StaticRouter when prerendering,
 * MemoryRouter in tests). While a screen's code loads, the loading text shows; a crash or a chunk
 * that fails to load offers a reload, and the next page clears it.
 */
export function AppRoutes(options: AppOptions) {
  const { queryClient, signedOut } = options;
  const routes = useMemo(() => appRoutes({ queryClient, signedOut }), [queryClient, signedOut]);
  const { pathname } = useLocation();
  // A chunk that fails to load fails its screen too, which the boundary below shows.
  preloadRoute(routes, pathname).catch(() => {});
  const element = useRoutes(routes);
  return (
    <ErrorBoundary fallback={<RouteError />} resetKey={pathname}>
      <Suspense fallback={<Spinner label={messages.common.loading} />}>{element}</Suspense>
    </ErrorBoundary>
  );
}
