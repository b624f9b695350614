import { BASIC_EMOTIONS, SELF_EMOTIONS } from '@neurobridge/shared/content/types/emotion-recognition/keys';
import { SelectField } from '../../components/ui/field';
import { defineEditor, list, options, type EditorFieldsProps } from '../shared/editor/content-editor';
import { ChecklistField } from '../shared/editor/fields';
import { EMOTION_LABELS } from './emotion-data';

const t = {
  label: 'Emoções',
  mode: 'Modo',
  modes: { basic: 'Emoções básicas', self_recognition: 'Autorreconhecimento' },
  modeHint:
    'Básico: a criança diz como outra pessoa se sente (com Surpreso). Autorreconhecimento: situações sobre a própria criança, sem resposta errada (com Calmo).',
  emotions: 'Emoções',
  emotionsHint: 'De 1 a 6 emoções do conjunto do modo. As perguntas passam por todas as escolhidas.',
};

const BASIC = options(BASIC_EMOTIONS, (k) => EMOTION_LABELS[k]);
const SELF = options(SELF_EMOTIONS, (k) => EMOTION_LABELS[k]);

function EmotionFields(props: EditorFieldsProps) {
  const { value, error, onChange } = props;
  const self = value['difficulty'] === 'self_recognition';
  return (
    <>
      <SelectField
        label={t.mode}
        hint={t.modeHint}
        error={error('difficulty')}
        value={self ? 'self_recognition' : 'basic'}
        onChange={(e) => {
          // Each mode has its own six emotions: keep the chosen ones that the new set has.
          const mode = e.target.value;
          const set: readonly string[] = mode === 'self_recognition' ? SELF_EMOTIONS : BASIC_EMOTIONS;
          const kept = list(value['emotions']).filter((k) => set.includes(k));
          onChange({ ...value, difficulty: mode, emotions: kept.length ? kept : set.slice(0, 4) });
        }}
      >
        <option value="basic">{t.modes.basic}</option>
        <option value="self_recognition">{t.modes.self_recognition}</option>
      </SelectField>
      <ChecklistField
        {...props}
        field="emotions"
        label={t.emotions}
        hint={t.emotionsHint}
        options={self ? SELF : BASIC}
      />
    </>
  );
}

export const editor = defineEditor({ type: 'emotion_recognition', label: t.label, order: 10, Fields: EmotionFields });
