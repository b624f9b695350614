import { useQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { professionalChildrenQueryOptions } from '../../features/professional/api/children';
import { LoadError } from '../../components/ui/load-error';
import { ReportCard } from '../../features/professional/components/report-card';
import { professionalMessages } from '../../features/professional/messages';
import { ProgressReportButton } from '../../features/reports/components/progress-report-button';
import { fmt, messages } from '../../locales/pt-BR/messages';

// The home programme's adherence loads with its feature's chunk (docs/product.md#home-programme).
const AdherenceOverview = lazy(() =>
  import('../../features/home-programme/home-programme-parts').then((m) => ({ default: m.AdherenceOverview })),
);

/**
 * /professional/reports (docs/product.md#professional-screens): a summary card per child, then the
 * home programme's adherence per child.
 */
export function ProfessionalReportsRoute() {
  const t = professionalMessages;
  const children = useQuery(professionalChildrenQueryOptions);

  let body;
  if (!children.data) {
    body = children.isError ? (
      <LoadError
        text={t.children.loadError}
        retrying={children.isFetching}
        onRetry={() => void children.refetch({ cancelRefetch: false })}
      />
    ) : (
      <Spinner label={messages.common.loading} />
    );
  } else if (children.data.length === 0) {
    body = (
      <Card className="text-center">
        <p className="text-lg">{t.children.empty}</p>
      </Card>
    );
  } else {
    body = (
      <ul className="grid gap-6 lg:grid-cols-2">
        {children.data.map((child) => (
          <li key={child.id}>
            <ReportCard
              child={child}
              actions={
                <>
                  <ProgressReportButton child={child} />
                  <ButtonLink
                    variant="ghost"
                    to={paths.professionalChild(child.id)}
                    aria-label={fmt(t.children.viewOf, { name: child.name })}
                  >
                    <Eye aria-hidden className="size-5" />
                    {t.children.view}
                  </ButtonLink>
                </>
              }
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <h1 className="text-3xl font-bold">{t.reports.title}</h1>
      <p className="mt-1 mb-6 text-lg text-muted">{t.reports.intro}</p>
      {body}
      <Suspense fallback={null}>
        <AdherenceOverview />
      </Suspense>
    </>
  );
}
