import { BREATHING_EXERCISES } from '@neurobridge/shared/content/types/breathing-exercise/keys';
import { breathingMessages } from '../../locales/pt-BR/games/breathing';
import { defineEditor, options, type EditorFieldsProps } from '../shared/editor/content-editor';
import { ChoiceField } from '../shared/editor/fields';

const t = {
  label: 'Respiração',
  breathing: 'Respiração',
  breathingHint: 'Vem escolhida ao abrir; a criança ainda pode trocar antes de começar.',
};
const EXERCISES = options(BREATHING_EXERCISES, (k) => breathingMessages.exercises[k]);

export const editor = defineEditor({
  type: 'breathing_exercise',
  label: t.label,
  order: 90,
  Fields: (props: EditorFieldsProps) => (
    <ChoiceField {...props} field="exercise" label={t.breathing} hint={t.breathingHint} options={EXERCISES} />
  ),
});
