import { observationBody, type Goal } from '@neurobridge/shared/api/goals';
import { OBSERVATION_NOTE_MAX } from '@neurobridge/shared/domain/goals';
import { Check, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { clock } from '../../../lib/clock';
import { formErrors, hasErrors, serverFieldErrors, type FormErrors } from '../../../lib/form-errors';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { useAddObservation } from '../api/goals';
import { goalsMessages } from '../messages';

const FIELDS = ['observed_on', 'achieved', 'note'] as const;

/**
 * 'Registrar observação' (docs/product.md#goals): the day (today unless changed), 'Sim' or 'Não' as
 * two big buttons, and a note. One Idempotency-Key until it succeeds, so a doubled click records one;
 * a new key for the next observation.
 */
export function ObservationForm({ childId, goal }: { childId: number; goal: Goal }) {
  const t = goalsMessages.observations;
  const toast = useToast();
  const answerId = useId();
  const [day, setDay] = useState(() => clock.today());
  const [achieved, setAchieved] = useState<boolean | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const add = useAddObservation(childId, goal.id);
  const run = useLockedMutation(add);
  const serverFields = serverFieldErrors(add.error);
  const generalError = add.isError && !FIELDS.some((f) => serverFields[f]) ? errorText(add.error, t.error) : undefined;

  function submit(e: FormEvent) {
    e.preventDefault();
    const body = { observed_on: day, achieved: achieved ?? undefined, note: note.trim() === '' ? null : note };
    const wrong = formErrors(observationBody, body);
    setErrors(wrong);
    if (hasErrors(wrong)) return;
    run(
      { body: { ...body, achieved: achieved! }, idempotencyKey },
      {
        onSuccess: () => {
          toast(t.recorded, 'success');
          setAchieved(null);
          setNote('');
          renewKey();
        },
        onError: (err) => setErrors(serverFieldErrors(err)),
      },
    );
  }

  const choice = (value: boolean, label: string, Icon: typeof Check) => (
    <Button
      variant={achieved === value ? 'primary' : 'secondary'}
      aria-pressed={achieved === value}
      className="min-h-16 flex-1 text-lg"
      onClick={() => {
        setAchieved(value);
        setErrors((x) => ({ ...x, achieved: undefined }));
      }}
    >
      <Icon aria-hidden className="size-6" />
      {label}
    </Button>
  );

  return (
    <Card className="mb-4">
      <form onSubmit={submit} noValidate aria-label={t.add}>
        <h3 className="mb-3 text-lg font-bold">{t.add}</h3>
        <TextField
          label={t.date}
          type="date"
          value={day}
          min={goal.start_date}
          max={clock.today()}
          required
          onChange={(e) => setDay(e.target.value)}
          error={errors.observed_on}
        />
        <div role="group" aria-labelledby={answerId} className="mb-4">
          <p id={answerId} className="font-semibold">
            {t.achieved}
          </p>
          <div className="mt-1 flex gap-3">
            {choice(true, t.yes, Check)}
            {choice(false, t.no, X)}
          </div>
          {errors.achieved && <p className="mt-1 text-sm font-medium text-red-800">{errors.achieved}</p>}
        </div>
        <TextAreaField
          label={t.note}
          value={note}
          limit={OBSERVATION_NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          error={errors.note}
        />
        {generalError && (
          <p role="alert" className="mb-3 rounded-xl bg-red-50 p-3 text-red-900">
            {generalError}
          </p>
        )}
        <Button type="submit" pending={add.isPending} pendingLabel={t.submitting}>
          {t.submit}
        </Button>
      </form>
    </Card>
  );
}
