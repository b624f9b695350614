import type { CurrentUser } from '@neurobridge/shared/api/auth';
import { BookOpen, LogOut } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { AdminShortcut } from '../../components/admin-shortcut';
import { ButtonSpinner } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { accountNavMessages } from '../../features/account/nav-messages';
import type { UnsentProblem } from '../../features/offline/queue-sign-out';
import { firstName } from '../../features/session/user-name';
import type { LogoutOptions } from '../../features/session/sign-out';
import { useSession } from '../../features/session/use-session';
import { messages } from '../../locales/pt-BR/messages';
import { professionalNavMessages } from '../../features/professional/nav-messages';
import { CompactMenu, type MenuLink } from './compact-menu';
import { InlineNav, navLinkClass, professionalLinks } from './professional-nav';
import { homeFor, isProfessionalScreen } from './role-redirect';

// The result queue's parts load after the bar, in their own chunk (features/offline/queue-parts.ts).
const queueParts = () => import('../../features/offline/queue-parts');
const QueueStatus = lazy(() => queueParts().then((m) => ({ default: m.QueueStatus })));
const SignOutSending = lazy(() => queueParts().then((m) => ({ default: m.SignOutSending })));
const UnsentDialog = lazy(() => queueParts().then((m) => ({ default: m.UnsentDialog })));

/** Sign-out held back by results that could not be sent (docs/product.md#offline-play). */
interface Unsent {
  left: number;
  problem: UnsentProblem;
  busy: 'send' | 'discard' | null;
}

/**
 * The top bar (docs/product.md#signed-in-screens): logo, 'Atividades', avatar and given name (or
 * e-mail), 'Minha conta' (docs/product.md#my-account), logout and the admin shortcut. An account
 * that is a parent and a professional sees the menu of the area it is in, and a link to the other
 * one: "Área profissional" / "Área da família" (docs/product.md#onboarding). One row at every
 * width, from a 360px phone (docs/product.md#signed-in-screens). Beside them, the results waiting
 * on the device; signing out sends them first or asks (docs/product.md#offline-play).
 */
export function TopBar({ user }: { user: CurrentUser }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const both = user.role === 'parent' && user.is_professional;
  const professionalArea = user.role === 'professional' || (both && isProfessionalScreen(pathname));
  const [leaving, setLeaving] = useState(false);
  // Set before the request, so a second click in the same tick does not log out twice.
  const leavingRef = useRef(false);
  const t = messages.topBar;
  // The given name, or the e-mail, which tells who is signed in (docs/product.md#signed-in-screens).
  const name = firstName(user) ?? user.email;

  const [sending, setSending] = useState(false);
  const [unsent, setUnsent] = useState<Unsent | null>(null);

  /** Signs out, or says why not: the dialog asks what to do with the results left. */
  async function signOut(options: LogoutOptions): Promise<boolean> {
    const outcome = await logout({ ...options, onSending: () => setSending(true) });
    setSending(false);
    if (outcome.signedOut) {
      navigate(paths.home, { replace: true });
      return true;
    }
    leavingRef.current = false;
    setLeaving(false);
    // Refused results show in their own notice; the queue is empty, so signing out again goes through.
    setUnsent(outcome.problem === 'refused' ? null : { left: outcome.left, problem: outcome.problem, busy: null });
    return false;
  }

  async function onLogout() {
    if (leavingRef.current) return;
    leavingRef.current = true;
    setLeaving(true);
    await signOut({});
  }

  async function onUnsent(choice: 'send' | 'discard') {
    if (leavingRef.current || !unsent) return;
    leavingRef.current = true;
    setUnsent({ ...unsent, busy: choice });
    await signOut({ unsent: choice });
  }

  // The area switch and the professional's menu: words in one row from `md`, behind "Menu" on a
  // phone, so the bar never wraps (docs/product.md#professional-screens).
  const areaSwitch: MenuLink = professionalArea
    ? { to: paths.dashboard, label: professionalNavMessages.toFamilyArea, testId: 'area-switch' }
    : { to: paths.professionalDashboard, label: professionalNavMessages.toProfessionalArea, testId: 'area-switch' };
  const words = [...(both ? [areaSwitch] : []), ...(professionalArea ? professionalLinks() : [])];

  const avatar = user.google_user_data.picture ? (
    <img src={user.google_user_data.picture} alt="" className="size-9 rounded-full" referrerPolicy="no-referrer" />
  ) : (
    <span
      aria-hidden
      className="flex size-9 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );

  return (
    <header className="border-b border-slate-200 bg-white">
      <nav
        aria-label={t.mainNav}
        className="relative mx-auto flex max-w-6xl items-center gap-1 px-2 py-2 sm:gap-2 sm:px-4"
      >
        <Link
          to={professionalArea ? paths.professionalDashboard : homeFor(user.role)}
          aria-label={t.home}
          className="mr-auto rounded-lg px-1 py-2 text-lg font-extrabold text-brand-700 sm:px-2 sm:text-xl"
        >
          {messages.common.appName}
        </Link>
        {words.length > 0 && (
          <>
            <InlineNav links={words} />
            <CompactMenu links={words} />
          </>
        )}
        {!professionalArea && (
          <NavLink to={paths.activities()} className={navLinkClass}>
            <BookOpen aria-hidden className="size-5 sm:hidden" />
            <span className="sr-only sm:not-sr-only">{t.activities}</span>
          </NavLink>
        )}
        <span className="hidden items-center gap-2 md:flex md:px-2">
          {avatar}
          <span className="max-w-40 truncate" data-testid="user-name">
            {name}
          </span>
        </span>
        {/* Below `md` the avatar is the link's face (the name hides), so the bar keeps to one line from 360px. */}
        <NavLink
          to={paths.account}
          className={({ isActive }) =>
            `flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-lg px-1.5 font-semibold hover:bg-slate-100 md:px-3 ${isActive ? 'text-brand-700 underline' : ''}`
          }
        >
          <span className="md:hidden">{avatar}</span>
          <span className="sr-only md:not-sr-only">{accountNavMessages.link}</span>
        </NavLink>
        <Suspense fallback={null}>
          <QueueStatus userId={user.id} />
        </Suspense>
        {sending && (
          <Suspense fallback={null}>
            <SignOutSending />
          </Suspense>
        )}
        <button
          type="button"
          onClick={onLogout}
          disabled={leaving}
          aria-busy={leaving || undefined}
          className="flex min-h-12 items-center gap-2 rounded-lg px-3 font-semibold hover:bg-slate-100 disabled:opacity-50"
        >
          {leaving ? <ButtonSpinner /> : <LogOut aria-hidden className="size-5" />}
          {/* Icon only on narrow phones, so the bar fits 320px; the name stays for screen readers. */}
          <span className="sr-only sm:not-sr-only">{t.logout}</span>
        </button>
        <AdminShortcut />
      </nav>
      {unsent && (
        <Suspense fallback={null}>
          <UnsentDialog
            left={unsent.left}
            problem={unsent.problem}
            busy={unsent.busy}
            onSendNow={() => void onUnsent('send')}
            onDiscard={() => void onUnsent('discard')}
            onCancel={() => setUnsent(null)}
          />
        </Suspense>
      )}
    </header>
  );
}
