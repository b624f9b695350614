import { ACTIVITY_TYPE_LABELS, ACTIVITY_TYPES } from '@neurobridge/shared/api/admin-activities';
import { ADMIN_CATEGORIES, ADMIN_CATEGORY_LABELS } from '@neurobridge/shared/domain/categories';
import { CheckboxField, SelectField, TextField } from '../../../../components/ui/field';
import type { ActivityFilters } from '../filters';
import { adminActivitiesMessages as m } from '../messages';

const f = m.filters;

/** Search and filters of the list (docs/product.md#activity-editor), applied as they change. */
export function ActivityFiltersPanel({
  value,
  onChange,
}: {
  value: ActivityFilters;
  onChange: (next: ActivityFilters) => void;
}) {
  const set = <K extends keyof ActivityFilters>(key: K, next: ActivityFilters[K]) =>
    onChange({ ...value, [key]: next });
  const yesNo = (
    <>
      <option value="">{f.any}</option>
      <option value="yes">{f.yes}</option>
      <option value="no">{f.no}</option>
    </>
  );
  return (
    <section aria-label={f.heading} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <TextField
        label={m.searchLabel}
        type="search"
        maxLength={100}
        placeholder={m.searchPlaceholder}
        value={value.search}
        onChange={(e) => set('search', e.target.value)}
      />
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField label={f.category} value={value.category} onChange={(e) => set('category', e.target.value)}>
          <option value="">{f.any}</option>
          {ADMIN_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {ADMIN_CATEGORY_LABELS[c]}
            </option>
          ))}
        </SelectField>
        <SelectField label={f.type} value={value.type} onChange={(e) => set('type', e.target.value)}>
          <option value="">{f.any}</option>
          {ACTIVITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {ACTIVITY_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={f.tea}
          value={value.tea}
          onChange={(e) => set('tea', e.target.value as ActivityFilters['tea'])}
        >
          {yesNo}
        </SelectField>
        <SelectField
          label={f.tdah}
          value={value.tdah}
          onChange={(e) => set('tdah', e.target.value as ActivityFilters['tdah'])}
        >
          {yesNo}
        </SelectField>
      </div>
      <CheckboxField
        label={f.showDeleted}
        checked={value.showDeleted}
        onChange={(e) => set('showDeleted', e.target.checked)}
      />
    </section>
  );
}
