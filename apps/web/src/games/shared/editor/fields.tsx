import { SelectField } from '../../../components/ui/field';
import { list, text, withField, type EditorFieldsProps, type KeyOption } from './content-editor';
import { KeyChecklist } from './key-checklist';

/** The fields most types need, bound to one field of the content. */
interface BoundProps extends EditorFieldsProps {
  field: string;
  label: string;
  hint: string;
  options: KeyOption[];
}

/** A list of known keys as checkboxes. */
export function ChecklistField({ value, error, onChange, field, label, hint, options }: BoundProps) {
  return (
    <KeyChecklist
      legend={label}
      hint={hint}
      options={options}
      value={list(value[field])}
      error={error(field)}
      onChange={(next) => onChange(withField(value, field, next))}
    />
  );
}

/** One known key from a select; with `none`, a first option that leaves the field out. */
export function ChoiceField({
  value,
  error,
  onChange,
  field,
  label,
  hint,
  options,
  none,
}: BoundProps & { none?: string }) {
  return (
    <SelectField
      label={label}
      hint={hint}
      error={error(field)}
      value={text(value[field])}
      onChange={(e) => onChange(withField(value, field, e.target.value === '' ? undefined : e.target.value))}
    >
      {none !== undefined && <option value="">{none}</option>}
      {options.map((o) => (
        <option key={o.key} value={o.key}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );
}
