import { AUTHORING } from '@neurobridge/shared/content/authoring';
import type { ContentType } from '@neurobridge/shared/content/schemas';
import { SelectField } from '../../../../components/ui/field';
import { EDITORS } from '../../../../games/editors';
import type { ContentDraft, FormErrors } from '../form-values';
import { adminActivitiesMessages } from '../messages';

const t = adminActivitiesMessages.content;

interface ContentFormProps {
  value: ContentDraft;
  /** Messages by field, 'content.emotions' and the like. */
  errors: FormErrors;
  onChange: (next: ContentDraft) => void;
}

/**
 * The content of an activity as fields, never raw JSON (docs/product.md#activity-editor): the
 * 'Jogo' select, then that game's own fields, both found through the registry of editors
 * (`games/editors.ts`). Picking another game starts from its default content.
 */
export function ContentForm({ value, errors, onChange }: ContentFormProps) {
  const Fields = EDITORS.get(value.type)?.Fields;
  return (
    <fieldset className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <legend className="px-1 text-xl font-bold">{t.heading}</legend>
      <SelectField
        label={t.game}
        value={value.type}
        error={errors['content.type']}
        onChange={(e) => onChange({ ...AUTHORING.get(e.target.value as ContentType)!.editorDefault } as ContentDraft)}
      >
        {EDITORS.editors.map(({ editor }) => (
          <option key={editor.type} value={editor.type}>
            {editor.label}
          </option>
        ))}
      </SelectField>
      {Fields ? (
        <Fields value={value} error={(field) => errors[`content.${field}`]} onChange={onChange} />
      ) : (
        <p className="text-muted">{t.noOptions}</p>
      )}
      {errors['content.form'] && <p className="text-sm font-medium text-red-800">{errors['content.form']}</p>}
    </fieldset>
  );
}
