import { TDAH_LEVEL_LABELS, TEA_LEVEL_LABELS } from '@neurobridge/shared/domain/levels';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { FormActions, FormAlert } from '../../../components/ui/form-parts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { clock } from '../../../lib/clock';
import { hasErrors } from '../../../lib/form-errors';
import { childFormErrors, type ChildFormValues } from '../child-form-values';
import { childrenMessages } from '../messages';

interface ChildFormModalProps {
  title: string;
  initial: ChildFormValues;
  /** The save request is running: 'Salvar' is locked and the dialog stays open. */
  pending: boolean;
  error?: string;
  onSubmit: (values: ChildFormValues) => void;
  onClose: () => void;
}

/**
 * Add or edit a child (docs/product.md#child-fields): level selectors appear only for a checked
 * diagnosis; the fields are checked with the server's schema and an error shows once its field was
 * left.
 */
export function ChildFormModal({ title, initial, pending, error, onSubmit, onClose }: ChildFormModalProps) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof ChildFormValues, boolean>>>({});
  const t = childrenMessages.form;
  const set = <K extends keyof ChildFormValues>(key: K, value: ChildFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const touch = (key: keyof ChildFormValues) => setTouched((v) => ({ ...v, [key]: true }));
  const errors = childFormErrors(values);
  const valid = !hasErrors(errors);

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched({ name: true, birth_date: true, learning_preferences: true });
    if (valid && !pending) onSubmit(values);
  }

  return (
    <Dialog open title={title} onClose={pending ? undefined : onClose}>
      <form id="child-form" onSubmit={submit} noValidate className="max-h-[60vh] overflow-y-auto pr-1">
        <TextField
          label={t.name}
          value={values.name}
          maxLength={80}
          autoComplete="off"
          required
          onChange={(e) => set('name', e.target.value)}
          onBlur={() => touch('name')}
          error={touched.name ? errors.name : undefined}
        />
        <TextField
          label={t.birthDate}
          type="date"
          value={values.birth_date}
          max={clock.today()}
          onChange={(e) => set('birth_date', e.target.value)}
          onBlur={() => touch('birth_date')}
          error={touched.birth_date ? errors.birth_date : undefined}
        />
        <CheckboxField
          label={t.tea}
          checked={values.diagnosis_tea}
          onChange={(e) => set('diagnosis_tea', e.target.checked)}
        />
        {values.diagnosis_tea && (
          <SelectField
            label={t.teaLevel}
            value={values.tea_level}
            onChange={(e) => set('tea_level', Number(e.target.value))}
          >
            {[1, 2, 3].map((l) => (
              <option key={l} value={l}>
                {TEA_LEVEL_LABELS[l]}
              </option>
            ))}
          </SelectField>
        )}
        <CheckboxField
          label={t.tdah}
          checked={values.diagnosis_tdah}
          onChange={(e) => set('diagnosis_tdah', e.target.checked)}
        />
        {values.diagnosis_tdah && (
          <SelectField
            label={t.tdahLevel}
            value={values.tdah_level}
            onChange={(e) => set('tdah_level', Number(e.target.value))}
          >
            {[1, 2, 3].map((l) => (
              <option key={l} value={l}>
                {TDAH_LEVEL_LABELS[l]}
              </option>
            ))}
          </SelectField>
        )}
        <TextAreaField
          label={t.preferences}
          hint={t.preferencesHint}
          value={values.learning_preferences}
          maxLength={500}
          onChange={(e) => set('learning_preferences', e.target.value)}
          onBlur={() => touch('learning_preferences')}
          error={touched.learning_preferences ? errors.learning_preferences : undefined}
        />
        <FormAlert text={error} />
      </form>
      <FormActions
        form="child-form"
        saveLabel={t.save}
        pendingLabel={t.saving}
        pending={pending}
        disabled={!valid}
        onCancel={onClose}
      />
    </Dialog>
  );
}
