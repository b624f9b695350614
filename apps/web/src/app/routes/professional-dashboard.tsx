import { BookOpen, ClipboardPlus, FileText, ListChecks } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { ChildrenList } from '../../features/professional/components/children-list';
import { RecentSessions } from '../../features/professional/components/recent-sessions';
import { ProfessionalStatCards } from '../../features/professional/components/stat-cards';
import { professionalMessages } from '../../features/professional/messages';
import { firstName } from '../../features/session/user-name';
import { useSession } from '../../features/session/use-session';
import { fmt } from '../../locales/pt-BR/messages';

/** /professional-dashboard (docs/product.md#professional-screens): numbers, children, recent sessions. */
export function ProfessionalDashboardRoute() {
  const { user } = useSession();
  const m = professionalMessages;
  const name = user ? firstName(user) : null;
  return (
    <>
      <h1 className="text-3xl font-bold">{m.dashboard.title}</h1>
      <p className="mt-1 text-lg text-muted">
        {name ? fmt(m.dashboard.greeting, { name }) : m.dashboard.greetingNoName}
      </p>
      <ProfessionalStatCards />

      <section aria-labelledby="pro-quick" className="mt-10">
        <h2 id="pro-quick" className="mb-4 text-2xl font-bold">
          {m.dashboard.quickActions}
        </h2>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={paths.professionalNewSessionShortcut}>
            <ClipboardPlus aria-hidden className="size-5" />
            {m.sessions.newSession}
          </ButtonLink>
          <ButtonLink variant="secondary" to={paths.professionalSessions}>
            <ListChecks aria-hidden className="size-5" />
            {m.sessions.all}
          </ButtonLink>
          <ButtonLink variant="secondary" to={paths.activities()}>
            <BookOpen aria-hidden className="size-5" />
            {m.quick.activities}
          </ButtonLink>
          <ButtonLink variant="secondary" to={paths.professionalReports}>
            <FileText aria-hidden className="size-5" />
            {m.quick.reports}
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="pro-children" className="mt-10">
        <h2 id="pro-children" className="mb-4 text-2xl font-bold">
          {m.children.heading}
        </h2>
        <ChildrenList />
      </section>

      <section aria-labelledby="pro-recent" className="mt-10">
        <h2 id="pro-recent" className="mb-4 text-2xl font-bold">
          {m.sessions.recent}
        </h2>
        <RecentSessions />
      </section>
    </>
  );
}
