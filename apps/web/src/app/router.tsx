import { accountApi } from '@neurobridge/shared/api/account';
import { activitiesApi } from '@neurobridge/shared/api/activities';
import { authApi } from '@neurobridge/shared/api/auth';
import { childrenApi } from '@neurobridge/shared/api/children';
import { dashboardApi } from '@neurobridge/shared/api/dashboard';
import { paymentsApi } from '@neurobridge/shared/api/payments';
import { professionalApi, RECENT_SESSIONS } from '@neurobridge/shared/api/professional';
import { plansApi } from '@neurobridge/shared/api/plans';
import { scheduleApi } from '@neurobridge/shared/api/schedule';
import { subscriptionApi } from '@neurobridge/shared/api/subscription';
import { termsApi } from '@neurobridge/shared/api/terms';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import {
  matchRoutes,
  Navigate,
  useLocation,
  useRoutes,
  type Params,
  type RouteMatch,
  type RouteObject,
} from 'react-router';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { Spinner } from '../components/ui/spinner';
import { paths, routePatterns } from '../config/paths';
import { ALL_FILTERS, toQuery } from '../features/activities/filters';
import { filtersFromSearch, sessionsPageQuery } from '../features/professional/sessions-query';
import { urlFor } from '../lib/api-url';
import { messages } from '../locales/pt-BR/messages';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { RouteError } from './routes/route-error';

const DataLayer = lazyScreen(() => import('./data-layer').then((m) => m.DataLayer));
const ProtectedLayout = lazyScreen(() => import('./layout/protected-layout').then((m) => m.ProtectedLayout));
const Landing = lazyScreen(() => import('./routes/landing').then((m) => m.LandingRoute));
const AuthCallback = lazyScreen(() => import('./routes/auth-callback').then((m) => m.AuthCallbackRoute));
const AcceptInvitation = lazyScreen(() => import('./routes/accept-invitation').then((m) => m.AcceptInvitationRoute));
const About = lazyScreen(() => import('./routes/about').then((m) => m.AboutRoute));
const AccountSuspended = lazyScreen(() => import('./routes/account-suspended').then((m) => m.AccountSuspendedRoute));
const Dashboard = lazyScreen(() => import('./routes/dashboard').then((m) => m.DashboardRoute));
const Child = lazyScreen(() => import('./routes/child').then((m) => m.ChildRoute));
const Activities = lazyScreen(() => import('./routes/activities').then((m) => m.ActivitiesRoute));
const Activity = lazyScreen(() => import('./routes/activity').then((m) => m.ActivityRoute));
const ChildSchedule = lazyScreen(() => import('./routes/child-schedule').then((m) => m.ChildScheduleRoute));
const MyDay = lazyScreen(() => import('./routes/my-day').then((m) => m.MyDayRoute));
const ChildShop = lazyScreen(() => import('./routes/child-shop').then((m) => m.ChildShopRoute));
const RewardShop = lazyScreen(() => import('./routes/reward-shop').then((m) => m.RewardShopRoute));
// The board's own chunk loads beside the route's, and the route counts as loaded once it is here:
// the board is interactive within 1 s (docs/product.md#in-child-mode-and-offline).
const ChildBoard = lazyScreen(() =>
  Promise.all([import('./routes/child-board'), import('../features/boards/components/board-screen')]).then(([m]) =>
    m.boardCode.then(() => m.ChildBoardRoute),
  ),
);
const Subscription = lazyScreen(() => import('./routes/subscription').then((m) => m.SubscriptionRoute));
const PaymentSuccess = lazyScreen(() => import('./routes/payment-success').then((m) => m.PaymentSuccessRoute));
const TestPayment = lazyScreen(() => import('./routes/test-payment').then((m) => m.TestPaymentRoute));
const Onboarding = lazyScreen(() => import('./routes/onboarding').then((m) => m.OnboardingRoute));
const ProfessionalDashboard = lazyScreen(() =>
  import('./routes/professional-dashboard').then((m) => m.ProfessionalDashboardRoute),
);
const ProfessionalSessions = lazyScreen(() =>
  import('./routes/professional-sessions').then((m) => m.ProfessionalSessionsRoute),
);
const ProfessionalSessionNew = lazyScreen(() =>
  import('./routes/professional-session-new').then((m) => m.ProfessionalSessionNewRoute),
);
const ProfessionalSession = lazyScreen(() =>
  import('./routes/professional-session').then((m) => m.ProfessionalSessionRoute),
);
const ProfessionalChild = lazyScreen(() => import('./routes/professional-child').then((m) => m.ProfessionalChildRoute));
const ProfessionalBoard = lazyScreen(() => import('./routes/professional-board').then((m) => m.ProfessionalBoardRoute));
const ProfessionalReports = lazyScreen(() =>
  import('./routes/professional-reports').then((m) => m.ProfessionalReportsRoute),
);
// Recording a session's trials (docs/product.md#session-trials), the parent's route and the professional's.
const SessionTrials = lazyScreen(() => import('./routes/session-trials').then((m) => m.SessionTrialsRoute));
// A goal's page (docs/product.md#goals), the parent's route and the professional's.
const Goal = lazyScreen(() => import('./routes/goal').then((m) => m.GoalRoute));
const Account = lazyScreen(() => import('./routes/account').then((m) => m.AccountRoute));
// The back-office is its own lazy tree with its own routes (app/layout/admin-routes.tsx): a parent's
// pages never load its code (docs/product.md#admin-screens).
const AdminRoutes = lazyScreen(() => import('./layout/admin-routes').then((m) => m.AdminRoutes));
const NotFound = lazyScreen(() => import('./routes/not-found').then((m) => m.NotFoundRoute));

export interface AppOptions {
  /** Tests bring their own client; the app makes one when its data layer loads. */
  queryClient?: QueryClient;
  /** The document is the prerendered landing page: the server saw no session cookie. */
  signedOut?: boolean;
  /** What the first page's screen needs before it shows (`routeFirstData`), for the data layer. */
  firstData?: FirstData;
}

/** The URLs of the reads a screen makes as soon as it shows, from its route's params and query. */
type Reads = (params: Params, search: URLSearchParams) => string[];

/** Puts what a screen's first render needs into the cache, from its route's params. */
type ScreenData = (client: QueryClient, params: Params) => Promise<unknown>;
/** The same, for every level of the route a page opened on. */
export type FirstData = (client: QueryClient) => Promise<unknown>;

interface RouteHandle {
  preload: () => Promise<unknown>;
  reads?: Reads;
  data?: ScreenData;
}

/**
 * A route's element, with the loader the router runs as soon as the route matches and the reads
 * main.tsx starts with the document (lib/early-reads.ts). `reads` lists exactly what the screen
 * asks for first (router.test.tsx checks each one is asked for); a read left out only waits for
 * the screen's code. `data`, for a screen that must show fast, puts what its first render needs
 * into the cache: a page opened on it waits for it (`routeFirstData`).
 */
export function screen(
  Screen: LazyScreen,
  props: object = {},
  reads?: Reads,
  data?: ScreenData,
): Pick<RouteObject, 'element' | 'handle'> {
  return { element: <Screen {...props} />, handle: { preload: Screen.preload, reads, data } satisfies RouteHandle };
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
        // Open to signed-out visitors: it asks them to sign in and brings them back (docs/product.md#accepting-an-invitation).
        { path: routePatterns.acceptInvitation, ...screen(AcceptInvitation) },
        { path: routePatterns.about, ...screen(About) },
        { path: routePatterns.accountSuspended, ...screen(AccountSuspended) },
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
            // The child's own day and shop (docs/product.md#my-day), and the parent's shop for the child.
            {
              path: routePatterns.myDay,
              ...screen(MyDay, {}, (params) => [
                urlFor(childrenApi.list),
                urlFor(scheduleApi.list, { id: Number(params.childId) }),
              ]),
            },
            { path: routePatterns.childShop, ...screen(ChildShop) },
            { path: routePatterns.rewardShop, ...screen(RewardShop) },
            // The board's read starts with the document (docs/product.md#in-child-mode-and-offline: a
            // board interactive within 1 s); its path is `boardsApi.list`'s, written out, as the
            // boards' contract would weigh on the entry. A page opened on the board shows once the
            // children and the boards are in (`data`): drawn once, whole.
            {
              path: routePatterns.childBoard,
              ...screen(
                ChildBoard,
                {},
                (params) => [urlFor(childrenApi.list), `/api/children/${Number(params.childId)}/boards`],
                (client, params) =>
                  import('./routes/child-board').then((m) => m.boardFirstData(client, Number(params.childId))),
              ),
            },
            // No early read: the goals contract would weigh on the entry.
            { path: routePatterns.childGoal, ...screen(Goal) },
            // No early read: the goals contract would weigh on the entry, which is at its budget.
            { path: routePatterns.childSessionTrials, ...screen(SessionTrials) },
            {
              path: routePatterns.subscription,
              ...screen(Subscription, {}, () => [urlFor(subscriptionApi.get), urlFor(plansApi.list)]),
            },
            { path: routePatterns.onboarding, ...screen(Onboarding) },
            { path: routePatterns.account, ...screen(Account, {}, () => [urlFor(accountApi.get)]) },
            // The professional's workspace (docs/product.md#professional-screens).
            {
              path: routePatterns.professionalDashboard,
              ...screen(ProfessionalDashboard, {}, () => [
                urlFor(professionalApi.stats),
                urlFor(professionalApi.children),
                urlFor(professionalApi.sessions, undefined, { limit: String(RECENT_SESSIONS) }),
              ]),
            },
            {
              path: routePatterns.professionalSessions,
              ...screen(ProfessionalSessions, {}, (_params, search) => [
                urlFor(professionalApi.children),
                urlFor(professionalApi.sessions, undefined, sessionsPageQuery(filtersFromSearch(search))),
              ]),
            },
            {
              path: routePatterns.professionalNewSessionShortcut,
              element: <Navigate to={paths.professionalNewSession()} replace />,
            },
            {
              path: routePatterns.professionalNewSession,
              ...screen(ProfessionalSessionNew, {}, () => [urlFor(professionalApi.children)]),
            },
            {
              path: routePatterns.professionalSession,
              ...screen(ProfessionalSession, {}, (params) => [
                urlFor(professionalApi.session, { id: Number(params.sessionId) }),
              ]),
            },
            {
              path: routePatterns.professionalChild,
              ...screen(ProfessionalChild, {}, (params) => [
                urlFor(professionalApi.childSummary, { id: Number(params.childId) }),
                urlFor(professionalApi.sessions, undefined, sessionsPageQuery({ child_id: params.childId })),
              ]),
            },
            { path: routePatterns.professionalChildBoard, ...screen(ProfessionalBoard) },
            { path: routePatterns.professionalSessionTrials, ...screen(SessionTrials, { area: 'professional' }) },
            { path: routePatterns.professionalChildGoal, ...screen(Goal, { viewer: 'professional' }) },
            {
              path: routePatterns.professionalReports,
              ...screen(ProfessionalReports, {}, () => [urlFor(professionalApi.children)]),
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
        { path: `${routePatterns.admin}/*`, ...screen(AdminRoutes) },
        { path: '*', ...screen(NotFound) },
      ],
    },
  ];
}

const matched = new WeakMap<RouteObject[], Map<string, RouteMatch[]>>();
/** The matches of `pathname`, worked out once: matchRoutes ranks every route each time, and a page asks several times as it starts. */
function matchesOf(routes: RouteObject[], pathname: string): RouteMatch[] {
  let byPath = matched.get(routes);
  if (!byPath) matched.set(routes, (byPath = new Map()));
  let matches = byPath.get(pathname);
  if (!matches) byPath.set(pathname, (matches = matchRoutes(routes, pathname) ?? []));
  return matches;
}

/** Starts loading every chunk of the route that matches `pathname`, all at once. */
export function preloadRoute(routes: RouteObject[], pathname: string): Promise<unknown> {
  const matches = matchesOf(routes, pathname);
  return Promise.all(matches.map((m) => (m.route.handle as RouteHandle | undefined)?.preload()));
}

/**
 * What the screen of the route matching `pathname` needs before it shows, when a page opens on it:
 * the data layer waits for it before the screens' first render (app/data-layer.tsx), so they draw
 * once with their data instead of once loading and again, all at once, when it answers.
 */
export function routeFirstData(routes: RouteObject[], pathname: string): FirstData | undefined {
  const matches = matchesOf(routes, pathname).flatMap((m) => {
    const data = (m.route.handle as RouteHandle | undefined)?.data;
    return data ? [{ data, params: m.params }] : [];
  });
  if (matches.length === 0) return undefined;
  return (client) => Promise.all(matches.map(({ data, params }) => data(client, params)));
}

/** The URLs every level of the matching route reads first, without repeats. */
export function routeReads(routes: RouteObject[], location: { pathname: string; search: string }): string[] {
  const search = new URLSearchParams(location.search);
  const matches = matchesOf(routes, location.pathname);
  const urls = matches.flatMap((m) => (m.route.handle as RouteHandle | undefined)?.reads?.(m.params, search) ?? []);
  return [...new Set(urls)];
}

/**
 * The app inside a router (BrowserRouter in the browser, StaticRouter when prerendering,
 * MemoryRouter in tests). While a screen's code loads, the loading text shows; a crash or a chunk
 * that fails to load offers a reload, and the next page clears it.
 */
export function AppRoutes(options: AppOptions) {
  const { queryClient, signedOut, firstData } = options;
  const routes = useMemo(() => appRoutes({ queryClient, signedOut, firstData }), [queryClient, signedOut, firstData]);
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
