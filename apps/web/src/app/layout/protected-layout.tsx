import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { userQueryOptions } from '../../features/session/api/get-user';
import { useSession } from '../../features/session/use-session';
import { TermsGate } from '../../features/terms/components/terms-gate';
import { suspensionNotice } from '../../lib/account-suspended';
import { childModeAllows, useChildMode } from '../../lib/child-mode';
import { messages } from '../../locales/pt-BR/messages';
import { lazyPart } from './lazy-part';
import { roleRedirect } from './role-redirect';
import { TopBar } from './top-bar';

// The result queue's sender and refusal notice load after the layout, in the queue's own chunk
// (features/offline/queue-parts.ts).
const OfflineQueue = lazyPart(() => import('../../features/offline/queue-parts').then((m) => m.OfflineQueue));

// The installable app's install offer and update notice, in their own chunk (features/offline/install-and-update.tsx).
const InstallAndUpdate = lazyPart(() =>
  import('../../features/offline/install-and-update').then((m) => m.InstallAndUpdate),
);

/**
 * How often an open signed-in page asks whether its session still lives, and it asks again when
 * the tab comes back: a deleted account's page goes to the home page, a suspended one's to the
 * notice 'Sua conta foi suspensa', without a reload (docs/product.md#suspension). The server answers from its session cache, no query.
 */
export const SESSION_RECHECK_MS = 30_000;

/**
 * Signed-in screens: top bar, the terms gate before anything else, then the screen. An account
 * goes where its role belongs first (onboarding when it has none); the terms gate opens over
 * whatever screen that is (docs/product.md#onboarding). The results saved on the device are sent
 * from here while the account is signed in (docs/product.md#offline-play).
 */
export function ProtectedLayout() {
  const { user, isPending } = useSession();
  useQuery({ ...userQueryOptions, refetchInterval: SESSION_RECHECK_MS, refetchOnWindowFocus: 'always' });
  const { pathname, search } = useLocation();
  // Child mode (docs/product.md#child-mode) hides the top bar and the footer, and every page of the
  // account it does not allow returns to its home (the child's activity, or the child's 'Meu dia'),
  // after a reload or an edited URL too.
  const childMode = useChildMode(user?.id);
  if (isPending) return <Spinner label={messages.common.loading} />;
  if (!user) return <Navigate to={suspensionNotice() ? paths.accountSuspended : paths.home} replace />;
  const redirect = roleRedirect(user.role, pathname, user.is_professional || user.role === 'professional');
  if (redirect) return <Navigate to={redirect} replace />;
  if (childMode && !childModeAllows(childMode, pathname + search)) return <Navigate to={childMode.path} replace />;
  return (
    // A button floating over the bottom of the screen (data-floating, such as the assistant's) gets
    // room below the page, so the end of the page can be scrolled out from under it.
    <div className="min-h-screen has-[[data-floating]]:pb-24">
      {!childMode && <TopBar user={user} />}
      <TermsGate userId={user.id} />
      <OfflineQueue userId={user.id} childMode={childMode !== null} />
      {/* At least a screen tall: the footer starts below the fold, so a screen that replaces its
          loading text does not push a visible footer down (docs/architecture.md, "Fast by construction"). */}
      <main id="main" className="mx-auto min-h-screen max-w-6xl px-4 py-8">
        <Outlet />
      </main>
      {!childMode && <InstallAndUpdate />}
      {!childMode && (
        <footer className="border-t border-slate-200 py-6 text-center text-sm text-muted">
          <Link to={paths.about} className="underline hover:text-ink">
            {messages.about.link}
          </Link>
        </footer>
      )}
    </div>
  );
}
