import { LETTER_KEYS } from '@neurobridge/shared/content/types/letter-matching/keys';
import { defineEditor, options, type EditorFieldsProps } from '../shared/editor/content-editor';
import { ChecklistField } from '../shared/editor/fields';
import { LETTER_WORDS } from './letter-data';

const t = { label: 'Letras', letters: 'Letras', lettersHint: 'De 2 a 16 letras, perguntadas em ordem alfabética.' };
const LETTERS = options(LETTER_KEYS, (k) => `${k} (${LETTER_WORDS[k]})`);

export const editor = defineEditor({
  type: 'letter_matching',
  label: t.label,
  order: 60,
  Fields: (props: EditorFieldsProps) => (
    <ChecklistField {...props} field="letters" label={t.letters} hint={t.lettersHint} options={LETTERS} />
  ),
});
