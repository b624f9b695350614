import type { ProfessionalChild } from '@neurobridge/shared/api/professional';
import { SelectField, TextField } from '../../../components/ui/field';
import type { SessionFilters } from '../sessions-query';
import { professionalMessages } from '../messages';

/** Child, "De" and "Até": each change reads the list again with the new query. */
export function SessionFiltersForm({
  filters,
  childOptions,
  onChange,
}: {
  filters: SessionFilters;
  childOptions: Pick<ProfessionalChild, 'id' | 'name'>[];
  onChange: (filters: SessionFilters) => void;
}) {
  const t = professionalMessages.sessions;
  const set = (key: keyof SessionFilters) => (e: { target: { value: string } }) =>
    onChange({ ...filters, [key]: e.target.value || undefined });
  return (
    <fieldset className="mb-6 grid gap-x-4 sm:grid-cols-3">
      <legend className="sr-only">{t.filters}</legend>
      <SelectField label={t.child} value={filters.child_id ?? ''} onChange={set('child_id')}>
        <option value="">{t.allChildren}</option>
        {childOptions.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField label={t.from} type="date" value={filters.from ?? ''} max={filters.to} onChange={set('from')} />
      <TextField label={t.to} type="date" value={filters.to ?? ''} min={filters.from} onChange={set('to')} />
    </fieldset>
  );
}
