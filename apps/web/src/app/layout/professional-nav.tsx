import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { professionalNavMessages } from '../../features/professional/nav-messages';

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-lg px-3 font-semibold hover:bg-slate-100 ${isActive ? 'text-brand-700 underline' : ''}`;

/**
 * A professional account's menu in the top bar, instead of the parent's
 * (docs/product.md#professional-screens). Words, not icons: on a narrow phone the bar wraps.
 */
export function ProfessionalNav() {
  const t = professionalNavMessages;
  const links = [
    { to: paths.professionalDashboard, label: t.dashboard, end: true },
    { to: paths.professionalSessions, label: t.sessions, end: false },
    { to: paths.professionalReports, label: t.reports, end: false },
    { to: paths.activities(), label: t.activities, end: false },
  ];
  return (
    <>
      {links.map(({ to, label, end }) => (
        <NavLink key={to} to={to} end={end} className={navLinkClass}>
          {label}
        </NavLink>
      ))}
    </>
  );
}
