import { ROUTINE_STEPS, ROUTINE_TYPES } from '@neurobridge/shared/content/types/sequence/keys';
import { CheckboxField, SelectField } from '../../components/ui/field';
import { routineMessages } from '../../locales/pt-BR/games/routine';
import { defineEditor, options, text, withField, type EditorFieldsProps } from '../shared/editor/content-editor';
import { ChecklistField } from '../shared/editor/fields';
import { STEP_LABELS } from './routine-data';

const t = {
  label: 'Rotina',
  routineType: 'Rotina',
  routineSimple: 'Rotina simples (passos escolhidos)',
  routineTypeHint:
    'Uma rotina com horários usa os seus próprios passos, na ordem do dia; os passos abaixo valem só para a rotina simples.',
  steps: 'Passos',
  stepsHint: 'De 2 a 12 passos; a criança os coloca na ordem do dia.',
  showTimes: 'Mostrar os horários',
  showTimesHint: 'Desmarcado, a criança ordena os passos sem ver as horas.',
};

const ROUTINES = options(ROUTINE_TYPES, (k) => routineMessages.routineNames[k]);

function RoutineFields(props: EditorFieldsProps) {
  const { value, error, onChange } = props;
  const scheduled = typeof value['routine_type'] === 'string';
  return (
    <>
      <SelectField
        label={t.routineType}
        hint={t.routineTypeHint}
        error={error('routine_type')}
        value={text(value['routine_type'])}
        onChange={(e) => {
          const next = withField(value, 'routine_type', e.target.value || undefined);
          onChange(e.target.value ? next : withField(next, 'show_times', undefined));
        }}
      >
        <option value="">{t.routineSimple}</option>
        {ROUTINES.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </SelectField>
      {scheduled ? (
        <>
          <CheckboxField
            label={t.showTimes}
            checked={value['show_times'] !== false}
            onChange={(e) => onChange(withField(value, 'show_times', e.target.checked))}
          />
          <p className="mb-4 text-sm text-muted">{t.showTimesHint}</p>
        </>
      ) : (
        <ChecklistField
          {...props}
          field="steps"
          label={t.steps}
          hint={t.stepsHint}
          options={options(ROUTINE_STEPS, (k) => STEP_LABELS[k])}
        />
      )}
    </>
  );
}

export const editor = defineEditor({ type: 'sequence', label: t.label, order: 20, Fields: RoutineFields });
