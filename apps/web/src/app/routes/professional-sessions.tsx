import { useQuery } from '@tanstack/react-query';
import { ClipboardPlus } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { professionalChildrenQueryOptions } from '../../features/professional/api/children';
import { filtersFromSearch, type SessionFilters } from '../../features/professional/sessions-query';
import { useSearchState } from '../../lib/use-search-state';
import { AllSessions } from '../../features/professional/components/all-sessions';
import { SessionFiltersForm } from '../../features/professional/components/session-filters';
import { professionalMessages } from '../../features/professional/messages';

/** /professional/sessions (docs/product.md#professional-screens): every session, filtered. */
export function ProfessionalSessionsRoute() {
  const t = professionalMessages.sessions;
  const [search, setSearch] = useSearchState(['child', 'from', 'to'] as const);
  const status = (useLocation().state as { status?: string } | null)?.status;
  const children = useQuery(professionalChildrenQueryOptions);
  const filters = filtersFromSearch(new URLSearchParams(search));
  const filtered = Object.values(filters).some(Boolean);

  function onChange(next: SessionFilters) {
    setSearch({ child: next.child_id, from: next.from, to: next.to });
  }

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t.title}</h1>
        <ButtonLink to={paths.professionalNewSession(filters.child_id)}>
          <ClipboardPlus aria-hidden className="size-5" />
          {t.newSession}
        </ButtonLink>
      </div>
      {status && (
        <p role="status" className="mb-4 rounded-xl bg-green-50 p-3 text-green-900">
          {status}
        </p>
      )}
      <SessionFiltersForm filters={filters} childOptions={children.data ?? []} onChange={onChange} />
      <AllSessions filters={filters} emptyText={filtered ? t.emptyFiltered : t.empty} />
    </>
  );
}
