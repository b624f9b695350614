import {
  CRITERION_COUNT_MAX,
  criterionText,
  GOAL_MEASURE_LABELS,
  GOAL_MEASURES,
  type CriterionUnit,
  type GoalMeasure,
} from '@neurobridge/shared/domain/goals';
import { SelectField, TextField } from '../../../components/ui/field';
import { RadioCards } from '../../../components/ui/radio-cards';
import { fmt } from '../../../locales/pt-BR/messages';
import { goalsMessages } from '../messages';

export interface CriterionValues {
  measure: GoalMeasure;
  percent: string;
  count: string;
  unit: CriterionUnit;
}

type CriterionField = 'measure' | 'criterion_percent' | 'criterion_count' | 'criterion_unit';

/** A whole number typed in a field; anything else is NaN, which the contract refuses with its text. */
export function wholeNumber(text: string): number {
  const s = text.trim();
  return /^\d+$/.test(s) ? Number(s) : Number.NaN;
}

/**
 * 'Medida' as three large radios, and 'Critério': '% de acerto' (1–100) 'em' N (1–30) 'sessões
 * seguidas | dias seguidos', with the criterion as the screens write it (`criterionText`) while it
 * is typed.
 */
export function GoalCriterionFields({
  values,
  errors,
  onChange,
  onBlur,
}: {
  values: CriterionValues;
  errors: Partial<Record<CriterionField, string>>;
  onChange: (next: Partial<CriterionValues>) => void;
  onBlur: (field: CriterionField) => void;
}) {
  const t = goalsMessages.form;
  const percent = wholeNumber(values.percent);
  const count = wholeNumber(values.count);
  const complete = percent >= 1 && percent <= 100 && count >= 1 && count <= CRITERION_COUNT_MAX;
  return (
    <>
      <RadioCards<GoalMeasure>
        legend={t.measure}
        value={values.measure}
        options={GOAL_MEASURES.map((m) => [m, GOAL_MEASURE_LABELS[m]] as const)}
        grid="sm:grid-cols-3"
        onChange={(measure) => onChange({ measure })}
      />
      <fieldset className="mb-4 rounded-xl bg-calm-50 p-4">
        <legend className="mb-2 font-semibold">{t.criterion}</legend>
        <div className="grid gap-x-3 sm:grid-cols-3">
          <TextField
            label={t.percent}
            hint={t.percentHint}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            value={values.percent}
            required
            onChange={(e) => onChange({ percent: e.target.value })}
            onBlur={() => onBlur('criterion_percent')}
            error={errors.criterion_percent}
          />
          <TextField
            label={t.count}
            hint={t.countHint}
            type="number"
            inputMode="numeric"
            min={1}
            max={CRITERION_COUNT_MAX}
            step={1}
            value={values.count}
            required
            onChange={(e) => onChange({ count: e.target.value })}
            onBlur={() => onBlur('criterion_count')}
            error={errors.criterion_count}
          />
          <SelectField
            label={t.unit}
            value={values.unit}
            onChange={(e) => onChange({ unit: e.target.value as CriterionUnit })}
            error={errors.criterion_unit}
          >
            <option value="sessions">{t.units.sessions[values.measure]}</option>
            <option value="days">{t.units.days}</option>
          </SelectField>
        </div>
        <p className="font-medium" aria-live="polite" data-testid="criterion-preview">
          {complete
            ? fmt(t.preview, { text: criterionText({ percent, count, unit: values.unit, measure: values.measure }) })
            : t.previewIncomplete}
        </p>
      </fieldset>
    </>
  );
}
