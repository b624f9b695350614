import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ClipboardPlus, Play } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { paths } from '../../config/paths';
import { professionalChildSummaryQueryOptions } from '../../features/professional/api/child-summary';
import { AllSessions } from '../../features/professional/components/all-sessions';
import { ChildIdentity } from '../../features/professional/components/child-identity';
import { ChildSummaryNumbers } from '../../features/professional/components/child-summary-numbers';
import { ReadGate } from '../../features/professional/components/read-gate';
import { professionalMessages } from '../../features/professional/messages';
import { ProgressReportButton } from '../../features/reports/components/progress-report-button';
import { fmt } from '../../locales/pt-BR/messages';

// The child's game levels, read-only, load with their feature's chunk (docs/product.md#game-levels).
const ChildLevels = lazy(() =>
  import('../../features/levels/components/child-levels').then((m) => ({ default: m.ChildLevels })),
);

// The child's goals load with their feature's chunk (docs/product.md#goals).
const GoalsSection = lazy(() => import('../../features/goals/goals-parts').then((m) => ({ default: m.GoalsSection })));

// The plan's downloads load with their feature's chunk (docs/product.md#goals).
const PlanDownloads = lazy(() =>
  import('../../features/plan-export/components/plan-downloads').then((m) => ({ default: m.PlanDownloads })),
);

// What the board tells loads with its feature's chunk (docs/product.md#what-the-board-tells).
const BoardUsesSection = lazy(() =>
  import('../../features/boards/components/board-uses').then((m) => ({ default: m.BoardUsesSection })),
);

// 'Programa em casa' loads with its feature's chunk (docs/product.md#home-programme).
const HomeProgrammeSection = lazy(() =>
  import('../../features/home-programme/home-programme-parts').then((m) => ({ default: m.HomeProgrammeSection })),
);

/** /professional/child/{id} (docs/product.md#professional-screens): the child, the numbers, the sessions. */
export function ProfessionalChildRoute() {
  const id = Number(useParams().childId);
  const t = professionalMessages.child;
  const summary = useQuery(professionalChildSummaryQueryOptions(id));

  const back = (
    <Link
      to={paths.professionalDashboard}
      className="mb-6 inline-flex min-h-12 items-center gap-2 font-semibold text-brand-700"
    >
      <ArrowLeft aria-hidden className="size-5" />
      {t.back}
    </Link>
  );

  if (!summary.data) return <ReadGate read={summary} back={back} notFound={t.notFound} loadError={t.loadError} />;
  const { child } = summary.data;

  return (
    <>
      {back}
      <Card>
        <ChildIdentity child={child} level={1} />
        {child.parent_name && <p className="mt-3 text-muted">{fmt(t.parent, { name: child.parent_name })}</p>}
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={paths.professionalNewSession(child.id)}>
            <ClipboardPlus aria-hidden className="size-5" />
            {professionalMessages.children.record}
          </ButtonLink>
          <ButtonLink variant="secondary" to={paths.activities(child.id)}>
            <Play aria-hidden className="size-5" />
            {t.startActivity}
          </ButtonLink>
          {/* The report's routes are child-scoped reads: a professional with access may read them. */}
          <ProgressReportButton child={child} />
        </div>
      </Card>

      <h2 className="mt-10 mb-4 text-2xl font-bold">{t.progress}</h2>
      <ChildSummaryNumbers summary={summary.data} />
      <Suspense fallback={null}>
        <ChildLevels childId={child.id} />
      </Suspense>
      <Suspense fallback={null}>
        <GoalsSection childId={child.id} viewer="professional" />
      </Suspense>
      <Suspense fallback={null}>
        <HomeProgrammeSection child={child} professional />
      </Suspense>
      <Suspense fallback={null}>
        <BoardUsesSection childId={child.id} owner={false} boardLink={paths.professionalChildBoard(child.id)} />
      </Suspense>

      <h2 className="mt-10 mb-4 text-2xl font-bold">{fmt(t.mySessions, { name: child.name })}</h2>
      <AllSessions filters={{ child_id: String(child.id) }} emptyText={professionalMessages.sessions.empty} />
      <Suspense fallback={null}>
        <PlanDownloads childId={child.id} />
      </Suspense>
    </>
  );
}
