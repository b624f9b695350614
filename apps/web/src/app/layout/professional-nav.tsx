import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { professionalNavMessages } from '../../features/professional/nav-messages';
import type { MenuLink } from './compact-menu';

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-lg px-3 font-semibold hover:bg-slate-100 ${isActive ? 'text-brand-700 underline' : ''}`;

/** A professional account's menu in the top bar, instead of the parent's (docs/product.md#professional-screens). */
export function professionalLinks(): MenuLink[] {
  const t = professionalNavMessages;
  return [
    { to: paths.professionalDashboard, label: t.dashboard, end: true },
    { to: paths.professionalSessions, label: t.sessions },
    { to: paths.professionalReports, label: t.reports },
    { to: paths.activities(), label: t.activities },
  ];
}

/** The top bar's words from `md` on; below it they sit behind "Menu" (compact-menu.tsx). */
export function InlineNav({ links }: { links: MenuLink[] }) {
  return (
    <div className="hidden items-center gap-1 md:flex md:gap-2">
      {links.map(({ to, label, end, testId }) => (
        <NavLink key={to} to={to} end={end} data-testid={testId} className={navLinkClass}>
          {label}
        </NavLink>
      ))}
    </div>
  );
}
