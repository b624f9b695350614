import { CATEGORIES, CATEGORY_LABELS } from '@neurobridge/shared/domain/categories';
import { TDAH_LEVEL_LABELS, TEA_LEVEL_LABELS } from '@neurobridge/shared/domain/levels';
import { AGE_GROUPS } from '@neurobridge/shared/domain/time';
import { SelectField } from '../../../components/ui/field';
import { levelEnabled, withSpecialization, type LibraryFilters } from '../filters';
import { activitiesMessages } from '../messages';

/** `ageHint`: why the age is what it is (the child's own age group, chosen for the parent). */
export function ActivityFilters({
  value,
  onChange,
  ageHint,
}: {
  value: LibraryFilters;
  onChange: (f: LibraryFilters) => void;
  ageHint?: string;
}) {
  const t = activitiesMessages;
  const labels = value.specialization === 'tdah' ? TDAH_LEVEL_LABELS : TEA_LEVEL_LABELS;
  return (
    <fieldset className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">{t.filters}</legend>
      <SelectField
        label={t.category}
        value={value.category}
        onChange={(e) => onChange({ ...value, category: e.target.value as LibraryFilters['category'] })}
      >
        <option value="all">{t.allCategories}</option>
        {CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {CATEGORY_LABELS[c]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t.specialization}
        value={value.specialization}
        onChange={(e) => onChange(withSpecialization(value, e.target.value as LibraryFilters['specialization']))}
      >
        <option value="all">{t.allSpecializations}</option>
        <option value="tea">TEA</option>
        <option value="tdah">TDAH</option>
      </SelectField>
      <SelectField
        label={t.level}
        value={String(value.level)}
        disabled={!levelEnabled(value)}
        hint={levelEnabled(value) ? undefined : t.levelDisabledHint}
        onChange={(e) =>
          onChange({ ...value, level: e.target.value === 'all' ? 'all' : (Number(e.target.value) as 1 | 2 | 3) })
        }
      >
        <option value="all">{t.allLevels}</option>
        {[1, 2, 3].map((l) => (
          <option key={l} value={l}>
            {labels[l]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t.age}
        value={value.age}
        hint={ageHint}
        onChange={(e) => onChange({ ...value, age: e.target.value as LibraryFilters['age'] })}
      >
        <option value="all">{t.allAges}</option>
        {AGE_GROUPS.map((g) => (
          <option key={g} value={g}>
            {t.ageGroups[g]}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
