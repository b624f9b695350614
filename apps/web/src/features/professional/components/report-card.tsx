import type { ProfessionalChild } from '@neurobridge/shared/api/professional';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/api-client';
import { messages } from '../../../locales/pt-BR/messages';
import { professionalChildSummaryQueryOptions } from '../api/child-summary';
import { professionalMessages } from '../messages';
import { ChildIdentity } from './child-identity';
import { ChildSummaryNumbers } from './child-summary-numbers';
import { LoadError } from '../../../components/ui/load-error';

/** One child's card on "Relatórios": its summary, loading and failing on its own; `actions` below. */
export function ReportCard({ child, actions }: { child: ProfessionalChild; actions: ReactNode }) {
  const summary = useQuery(professionalChildSummaryQueryOptions(child.id));
  let body;
  if (summary.data) body = <ChildSummaryNumbers summary={summary.data} compact />;
  else if (summary.isError)
    body = (
      <LoadError
        text={errorText(summary.error, professionalMessages.reports.loadError)}
        retrying={summary.isFetching}
        onRetry={() => void summary.refetch({ cancelRefetch: false })}
      />
    );
  else body = <Spinner label={messages.common.loading} />;
  return (
    <Card>
      <ChildIdentity child={child} level={2} />
      <div className="mt-4">{body}</div>
      <div className="mt-4 flex flex-wrap gap-3">{actions}</div>
    </Card>
  );
}
