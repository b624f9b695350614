import {
  ACTIVITIES_COMPLETED_MAX,
  PROGRESS_SUMMARY_MAX,
  SESSION_DATE_MIN,
  SESSION_NOTES_MAX,
  type ProfessionalChild,
} from '@neurobridge/shared/api/professional';
import { SESSION_TYPE_LABELS, SESSION_TYPES } from '@neurobridge/shared/domain/professionals';
import { latestSessionDate } from '@neurobridge/shared/domain/time';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { clock } from '../../../lib/clock';
import { hasErrors } from '../../../lib/form-errors';
import { professionalMessages } from '../messages';
import { sessionFormErrors, type SessionFormValues } from '../session-form-values';

interface SessionFormProps {
  childOptions: Pick<ProfessionalChild, 'id' | 'name'>[];
  initial: SessionFormValues;
  submitLabel: string;
  /** The save request is running: the form is locked. */
  pending: boolean;
  /** The server's message, or the connection text. */
  error?: string;
  onSubmit: (values: SessionFormValues) => void;
  onCancel: () => void;
}

type Field = keyof SessionFormValues;

/**
 * A session's fields (docs/product.md#professional-screens), checked with the server's own schema
 * and texts; an error shows once its field was left, or after 'Salvar'.
 */
export function SessionForm({
  childOptions,
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: SessionFormProps) {
  const t = professionalMessages.form;
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const errors = sessionFormErrors(values);
  const shown = (key: Field) => (touched[key] ? errors[key] : undefined);
  const input = (key: Field) => ({
    value: values[key],
    disabled: pending,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
    onBlur: () => setTouched((v) => ({ ...v, [key]: true })),
    error: shown(key),
  });

  /**
   * A long text: the field's counter instead of `maxLength` (which would cut a paste silently), and
   * past the limit the server's own refusal at once (docs/product.md#professional-screens).
   */
  const longText = (key: 'session_notes' | 'progress_summary', limit: number) => ({
    ...input(key),
    limit,
    error: shown(key) ?? (values[key].length > limit ? errors[key] : undefined),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const all = Object.fromEntries(Object.keys(values).map((k) => [k, true]));
    setTouched(all);
    if (!hasErrors(errors) && !pending) onSubmit(values);
  }

  return (
    <form onSubmit={submit} noValidate className="max-w-2xl">
      <SelectField label={t.child} required {...input('child_id')}>
        <option value="">{t.chooseChild}</option>
        {childOptions.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t.date}
        type="date"
        required
        min={SESSION_DATE_MIN}
        max={latestSessionDate(clock.now())}
        {...input('session_date')}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField label={t.start} type="time" required {...input('start_time')} />
        <TextField label={t.end} type="time" required {...input('end_time')} />
      </div>
      <SelectField label={t.type} {...input('session_type')}>
        {SESSION_TYPES.map((type) => (
          <option key={type} value={type}>
            {SESSION_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t.activities}
        type="number"
        inputMode="numeric"
        min={0}
        max={ACTIVITIES_COMPLETED_MAX}
        step={1}
        {...input('activities_completed')}
      />
      <TextAreaField label={t.notes} rows={5} {...longText('session_notes', SESSION_NOTES_MAX)} />
      <TextAreaField label={t.summary} {...longText('progress_summary', PROGRESS_SUMMARY_MAX)} />
      {error && (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 text-red-900">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={pending} pendingLabel={t.saving}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
