import { ORGANIZATION_CATEGORIES } from '@neurobridge/shared/content/types/organization/keys';
import { defineEditor, options, type EditorFieldsProps } from '../shared/editor/content-editor';
import { ChecklistField } from '../shared/editor/fields';
import { CATEGORY_LABELS } from './organization-data';

const t = { label: 'Organização', groups: 'Grupos', groupsHint: 'De 2 a 6 caixas para organizar os objetos.' };
const GROUPS = options(ORGANIZATION_CATEGORIES, (k) => CATEGORY_LABELS[k]);

export const editor = defineEditor({
  type: 'organization',
  label: t.label,
  order: 120,
  Fields: (props: EditorFieldsProps) => (
    <ChecklistField {...props} field="categories" label={t.groups} hint={t.groupsHint} options={GROUPS} />
  ),
});
