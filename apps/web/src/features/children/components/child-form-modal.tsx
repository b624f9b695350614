import { TDAH_LEVEL_LABELS, TEA_LEVEL_LABELS } from '@neurobridge/shared/domain/levels';
import { localDateString } from '@neurobridge/shared/domain/time';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { messages } from '../../../locales/pt-BR/messages';
import { canSubmitChild, type ChildFormValues } from '../child-form-values';

interface ChildFormModalProps {
  title: string;
  initial: ChildFormValues;
  saving: boolean;
  error?: string;
  onSubmit: (values: ChildFormValues) => void;
  onClose: () => void;
}

/** Add or edit a child (spec part 1 §5): level selectors appear only for a checked diagnosis. */
export function ChildFormModal({ title, initial, saving, error, onSubmit, onClose }: ChildFormModalProps) {
  const [values, setValues] = useState(initial);
  const [nameTouched, setNameTouched] = useState(false);
  const t = messages.children.form;
  const set = <K extends keyof ChildFormValues>(key: K, value: ChildFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const valid = canSubmitChild(values);

  function submit(e: FormEvent) {
    e.preventDefault();
    setNameTouched(true);
    if (valid && !saving) onSubmit(values);
  }

  return (
    <Dialog open title={title} onClose={saving ? undefined : onClose}>
      <form id="child-form" onSubmit={submit} noValidate className="max-h-[60vh] overflow-y-auto pr-1">
        <TextField
          label={t.name}
          value={values.name}
          maxLength={80}
          autoComplete="off"
          required
          onChange={(e) => set('name', e.target.value)}
          onBlur={() => setNameTouched(true)}
          error={nameTouched && !valid ? t.nameRequired : undefined}
        />
        <TextField
          label={t.birthDate}
          type="date"
          value={values.birth_date}
          max={localDateString(new Date())}
          onChange={(e) => set('birth_date', e.target.value)}
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
        />
        {error && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
            {error}
          </p>
        )}
      </form>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          {messages.common.cancel}
        </Button>
        <Button type="submit" form="child-form" disabled={!valid} busy={saving}>
          {saving ? t.saving : t.save}
        </Button>
      </div>
    </Dialog>
  );
}
