import { Shield } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { messages } from '../locales/pt-BR/messages';

/** The faint shield to /admin/login, on the landing page and in the top bar (docs/product.md#landing-page). */
export function AdminShortcut() {
  return (
    <Link
      to={paths.adminLogin}
      aria-label={messages.topBar.adminShortcut}
      title={messages.topBar.adminShortcut}
      className="rounded-lg p-3 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
    >
      <Shield aria-hidden className="size-5" />
    </Link>
  );
}
