import {
  BadgeCheck,
  Banknote,
  Bot,
  ChartColumn,
  CreditCard,
  FileText,
  Inbox,
  ListChecks,
  Mail,
  Puzzle,
  Receipt,
  ScrollText,
  Send,
  ShieldCheck,
  SlidersHorizontal,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { areasFor, type AdminArea } from '../shell/admin-areas';
import { useAdminMe } from '../shell/admin-session';
import { adminShellMessages } from '../shell/messages';
import { adminDashboardMessages as t } from './messages';

const ICONS: Record<AdminArea, LucideIcon> = {
  users: Users,
  professionals: BadgeCheck,
  invitations: Send,
  revenue: Banknote,
  payments: Receipt,
  terms: FileText,
  team: UserCog,
  account: ShieldCheck,
  reports: ChartColumn,
  smtp: Mail,
  emails: Inbox,
  jobs: ListChecks,
  aiBot: Bot,
  activities: Puzzle,
  appSettings: SlidersHorizontal,
  mercadoPago: CreditCard,
  audit: ScrollText,
};

/**
 * A link to every area of the back-office the admin's role may use (docs/product.md#admin-screens,
 * docs/product.md#admin-team-screens).
 */
export function AdminAreaLinks() {
  const me = useAdminMe();
  const areas = me.data ? areasFor(me.data.role) : [];
  return (
    <nav aria-labelledby="admin-areas-title" className="mt-10">
      <h2 id="admin-areas-title" className="text-xl font-bold">
        {t.areasHeading}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {areas.map(({ area, path }) => {
          const Icon = ICONS[area];
          return (
            <li key={area}>
              <Link
                to={path}
                className="flex h-full min-h-24 flex-col gap-1 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                <span className="flex items-center gap-2 font-semibold">
                  <Icon aria-hidden className="size-5 text-brand-600" />
                  {adminShellMessages.areas[area]}
                </span>
                <span className="text-sm text-muted">{adminShellMessages.areaHints[area]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
