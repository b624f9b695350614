import { useSession } from '../../features/session/use-session';
import { fmt, messages } from '../../locales/pt-BR/messages';

export function DashboardRoute() {
  const { user } = useSession();
  const t = messages.dashboard;
  const name = user?.google_user_data.given_name || user?.email || '';
  return (
    <section>
      <h1 className="text-3xl font-bold">{fmt(t.welcome, { name })}</h1>
      <p className="mt-2 text-lg text-muted">{t.welcomeText}</p>
    </section>
  );
}
