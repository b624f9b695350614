import { mayUse } from '@neurobridge/shared/domain/admin-roles';
import { ArrowLeft, LogOut, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { areasFor } from './admin-areas';
import { useAdminMe, useAdminSignOut } from './admin-session';
import { adminShellMessages as t } from './messages';

/**
 * The back-office frame (docs/product.md#admin-screens): the way back to the dashboard (not on the
 * dashboard itself), who is signed in and 'Sair', then the screen in the page's one `<main>`. A role
 * without the dashboard (content) has its few areas under the header instead
 * (docs/product.md#admin-team-screens).
 */
export function AdminShell({ onDashboard, children }: { onDashboard: boolean; children: ReactNode }) {
  const me = useAdminMe();
  const signOut = useAdminSignOut();
  const run = useLockedMutation(signOut);
  const toast = useToast();
  const role = me.data?.role;
  const hasDashboard = role === undefined || mayUse(role, 'dashboard');
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3">
          <p className="flex items-center gap-2 font-bold">
            <ShieldCheck aria-hidden className="size-6 text-brand-600" />
            {t.brand}
          </p>
          <div className="ml-auto flex flex-wrap items-center gap-3">
            {me.data && <span className="text-sm text-muted">{t.signedInAs.replace('{name}', me.data.username)}</span>}
            <Button
              variant="secondary"
              pending={signOut.isPending}
              pendingLabel={t.signingOut}
              onClick={() => run(undefined, { onError: (err) => toast(errorText(err, t.signOutFailed), 'error') })}
            >
              <LogOut aria-hidden className="size-5" />
              {t.signOut}
            </Button>
          </div>
        </div>
        {!hasDashboard && role && (
          <nav aria-label={t.yourAreas} className="mx-auto max-w-6xl px-4 pb-2">
            <ul className="flex flex-wrap gap-1">
              {areasFor(role).map(({ area, path }) => (
                <li key={area}>
                  <NavLink
                    to={path}
                    className={({ isActive }) =>
                      `flex min-h-12 items-center rounded-lg px-3 font-semibold ${
                        isActive ? 'bg-brand-50 text-brand-800 underline underline-offset-4' : 'hover:bg-slate-100'
                      }`
                    }
                  >
                    {t.areas[area]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main id="main" className="mx-auto min-h-screen max-w-6xl px-4 py-8">
        {!onDashboard && hasDashboard && (
          <ButtonLink to={paths.adminDashboard} variant="ghost" className="-ml-3 mb-4">
            <ArrowLeft aria-hidden className="size-5" />
            {t.back}
          </ButtonLink>
        )}
        {children}
      </main>
    </div>
  );
}
