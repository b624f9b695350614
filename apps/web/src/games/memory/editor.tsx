import { FOCUS_TASKS } from '@neurobridge/shared/content/types/focus-exercise/keys';
import { SelectField, TextField } from '../../components/ui/field';
import {
  defineEditor,
  numberOrNone,
  options,
  text,
  withField,
  type EditorFieldsProps,
} from '../shared/editor/content-editor';

// The memory game plays a `focus_exercise` without a task, so the type's editor lives here.
const t = {
  label: 'Exercício de atenção',
  task: 'Exercício',
  taskHint: 'Cada exercício é um jogo diferente de atenção.',
  tasks: {
    memory: 'Jogo da memória',
    spot_differences: 'Encontre as diferenças',
    focus: 'Toque no amigo que se mexe',
    visual_puzzle: 'Quebra-cabeça visual',
  } satisfies Record<(typeof FOCUS_TASKS)[number], string>,
  duration: 'Tempo (segundos)',
  durationHint: 'De 10 a 600 segundos; em branco, sem contagem regressiva.',
};

const TASKS = options(FOCUS_TASKS, (k) => t.tasks[k]);
/** Only the focus game and the puzzle have a countdown. */
const isTimed = (task: unknown) => task === 'focus' || task === 'visual_puzzle';

function FocusFields({ value, error, onChange }: EditorFieldsProps) {
  return (
    <>
      <SelectField
        label={t.task}
        hint={t.taskHint}
        error={error('task')}
        value={text(value['task']) || 'memory'}
        onChange={(e) => {
          const next = withField(value, 'task', e.target.value);
          onChange(isTimed(e.target.value) ? next : withField(next, 'duration', undefined));
        }}
      >
        {TASKS.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </SelectField>
      {isTimed(value['task']) && (
        <TextField
          label={t.duration}
          hint={t.durationHint}
          error={error('duration')}
          type="number"
          min={10}
          max={600}
          value={typeof value['duration'] === 'number' ? String(value['duration']) : ''}
          onChange={(e) => onChange(withField(value, 'duration', numberOrNone(e.target.value)))}
        />
      )}
    </>
  );
}

export const editor = defineEditor({ type: 'focus_exercise', label: t.label, order: 80, Fields: FocusFields });
