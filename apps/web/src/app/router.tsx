import { activitiesApi } from '@neurobridge/shared/api/activities';
import { authApi } from '@neurobridge/shared/api/auth';
import { childrenApi } from '@neurobridge/shared/api/children';
import { dashboardApi } from '@neurobridge/shared/api/dashboard';
import { paymentsApi } from '@neurobridge/shared/api/payments';
import { plansApi } from '@neurobridge/shared/api/plans';
import { scheduleApi } from '@neurobridge/shared/api/schedule';
import { subscriptionApi } from '@neurobridge/shared/api/subscription';
import { termsApi } from '@neurobridge/shared/api/terms';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type Params, type RouteObject } from 'react-router';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { Spinner } from '../components/ui/spinner';
import { routePatterns } from '../config/paths';
import { ALL_FILTERS, toQuery } from '../features/activities/filters';
import { urlFor } from '../lib/api-url';
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
const ChildSchedule = lazyScreen(() => import('./routes/child-schedule').then((m) => m.ChildScheduleRoute));
const Subscription = lazyScreen(() => import('./routes/subscription').then((m) => m.SubscriptionRoute));
const PaymentSuccess = lazyScreen(() => import('./routes/payment-success').then((m) => m.PaymentSuccessRoute));
const TestPayment = lazyScreen(() => import('./routes/test-payment').then((m) => m.TestPaymentRoute));
const NotFound = lazyScreen(() => import('./routes/not-found').then((m) => m.NotFoundRoute));

export interface AppOptions {
  /** Tests bring their own client; the app makes one when its data layer loads. */
  queryClient?: QueryClient;
  /** The document is the prerendered landing page: the server saw no session cookie. */
  signedOut?: boolean;
}

/** The URLs of the reads a screen makes as soon as it shows, from its route's params and query. */
type Reads = (params: Params, search: URLSearchParams) => string[];

interface RouteHandle {
  preload: () => Promise<unknown>;
  reads?: Reads;
}

/**
 * A route's element, with the loader the router runs as soon as the route matches and the reads
 * main.tsx starts with the document (lib/early-reads.ts). `reads` lists exactly what the screen
 * asks for first (router.test.tsx checks each one is asked for); a read left out only waits for
 * the screen's code.
 */
function screen(Screen: LazyScreen, props: object = {}, reads?: Reads): Pick<RouteObject, 'element' | 'handle'> {
  return { element: <Screen {...props} />, handle: { preload: Screen.preload, reads } satisfies RouteHandle };
}

const childParam = (search: URLSearchParams) => Number(search.get('child')) || undefined;

/**
 * Screens load lazily; the protected layout sends signed-out visitors to /
 * (docs/product.md#signed-in-screens).
 */
export function appRoutes(options: AppOptions = {}): RouteObject[] {
  return [
    {
      ...screen(DataLayer, options),
      children: [
        { path: routePatterns.home, ...screen(Landing, {}, () => [urlFor(authApi.me)]) },
        { path: routePatterns.authCallback, ...screen(AuthCallback) },
        { path: routePatterns.about, ...screen(About) },
        {
          // The session, then the terms check of the terms gate.
          ...screen(ProtectedLayout, {}, () => [urlFor(authApi.me), urlFor(termsApi.check)]),
          children: [
            {
              path: routePatterns.dashboard,
              ...screen(Dashboard, {}, () => [
                urlFor(subscriptionApi.get),
                urlFor(childrenApi.list),
                urlFor(dashboardApi.stats),
              ]),
            },
            { path: routePatterns.child, ...screen(Child) },
            {
              path: routePatterns.activities,
              ...screen(Activities, {}, (_params, search) => [
                urlFor(activitiesApi.list, undefined, toQuery(ALL_FILTERS, childParam(search))),
                urlFor(subscriptionApi.get),
                urlFor(childrenApi.list),
              ]),
            },
            {
              path: routePatterns.activity,
              ...screen(Activity, {}, (params, search) => {
                const child = childParam(search);
                const query = child === undefined ? undefined : { child: String(child) };
                return [urlFor(activitiesApi.get, { id: Number(params.activityId) }, query), urlFor(childrenApi.list)];
              }),
            },
            {
              path: routePatterns.childSchedule,
              ...screen(ChildSchedule, {}, (params) => {
                const id = Number(params.childId);
                return [
                  urlFor(childrenApi.list),
                  urlFor(scheduleApi.list, { id }),
                  urlFor(scheduleApi.rewards, { id }),
                ];
              }),
            },
            {
              path: routePatterns.subscription,
              ...screen(Subscription, {}, () => [urlFor(subscriptionApi.get), urlFor(plansApi.list)]),
            },
            // The payment is asked for after the 2 s of docs/product.md#payment-result: no early read.
            { path: routePatterns.paymentSuccess, ...screen(PaymentSuccess) },
            {
              path: routePatterns.testPayment,
              ...screen(TestPayment, {}, (_params, search) => {
                const checkoutId = search.get('checkout');
                return checkoutId ? [urlFor(paymentsApi.testCheckout, { checkoutId })] : [];
              }),
            },
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
  return Promise.all(matches.map((m) => (m.route.handle as RouteHandle | undefined)?.preload()));
}

/** The URLs every level of the matching route reads first, without repeats. */
export function routeReads(routes: RouteObject[], location: { pathname: string; search: string }): string[] {
  const search = new URLSearchParams(location.search);
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const urls = matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.reads?.(m.params, search) ?? []);
  return [...new Set(urls)];
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
