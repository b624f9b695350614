import { COLOR_KEYS } from '@neurobridge/shared/content/types/color-sorting/keys';
import { defineEditor, options, type EditorFieldsProps } from '../shared/editor/content-editor';
import { ChecklistField } from '../shared/editor/fields';
import { COLOR_LABELS } from './color-data';

const t = { label: 'Cores', colors: 'Cores', colorsHint: 'De 2 a 6 cores; cada cor tem o seu cesto e dois objetos.' };
const COLORS = options(COLOR_KEYS, (k) => COLOR_LABELS[k]);

export const editor = defineEditor({
  type: 'color_sorting',
  label: t.label,
  order: 30,
  Fields: (props: EditorFieldsProps) => (
    <ChecklistField {...props} field="colors" label={t.colors} hint={t.colorsHint} options={COLORS} />
  ),
});
