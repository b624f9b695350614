import { useQuery } from '@tanstack/react-query';
import { ClipboardPlus, Eye } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { professionalChildrenQueryOptions } from '../api/children';
import { professionalMessages } from '../messages';
import { ChildIdentity } from './child-identity';
import { LoadError } from '../../../components/ui/load-error';

/** "Crianças": the children the professional has access to, each with its two actions. */
export function ChildrenList() {
  const t = professionalMessages.children;
  const children = useQuery(professionalChildrenQueryOptions);
  if (!children.data) {
    if (children.isError) {
      return (
        <LoadError
          text={t.loadError}
          retrying={children.isFetching}
          onRetry={() => void children.refetch({ cancelRefetch: false })}
        />
      );
    }
    return <Spinner label={messages.common.loading} />;
  }
  if (children.data.length === 0) {
    return (
      <Card className="text-center">
        <p className="text-lg">{t.empty}</p>
      </Card>
    );
  }
  return (
    <ul className="grid gap-4 wrap-anywhere md:grid-cols-2">
      {children.data.map((child) => (
        <li key={child.id}>
          <Card>
            <ChildIdentity child={child} />
            <div className="mt-4 flex flex-wrap gap-3">
              <ButtonLink
                variant="secondary"
                to={paths.professionalChild(child.id)}
                aria-label={fmt(t.viewOf, { name: child.name })}
              >
                <Eye aria-hidden className="size-5" />
                {t.view}
              </ButtonLink>
              <ButtonLink
                to={paths.professionalNewSession(child.id)}
                aria-label={fmt(t.recordFor, { name: child.name })}
              >
                <ClipboardPlus aria-hidden className="size-5" />
                {t.record}
              </ButtonLink>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
