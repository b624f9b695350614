import { PICTURES, ROUTINE_PICTURES, type PictureKey } from '@neurobridge/shared/domain/pictures';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PicturePicker } from '../../../components/ui/picture-picker';
import type { FormErrors } from '../../../lib/form-errors';
import { scheduleMessages } from '../messages';

export interface RoutineFields {
  title: string;
  picture: PictureKey | null;
  /** As typed: empty for no timer. */
  timer: string;
}

interface RoutineEntryFormProps {
  /** Each wrong field's message, the dialog's check or the server's. */
  errors: FormErrors;
  pending: boolean;
  onSubmit: (fields: RoutineFields) => void;
}

/**
 * "Tarefa da rotina" (docs/product.md#routine-entries): a picture (the routine's first, the rest
 * behind "Mais figuras"), its title prefilled from the picture's label until the parent writes
 * their own, an optional timer of 1 to 60 minutes.
 */
export function RoutineEntryForm({ errors, pending, onSubmit }: RoutineEntryFormProps) {
  const t = scheduleMessages.add;
  const [picture, setPicture] = useState<PictureKey | null>(null);
  const [title, setTitle] = useState('');
  const [timer, setTimer] = useState('');

  function choosePicture(key: PictureKey) {
    // The title follows the picture until the parent writes one of their own.
    if (title.trim() === '' || (picture !== null && title === PICTURES[picture].label)) setTitle(PICTURES[key].label);
    setPicture(key);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit({ title, picture, timer });
  }

  return (
    <form noValidate onSubmit={submit}>
      <PicturePicker
        label={t.picture}
        value={picture}
        first={ROUTINE_PICTURES}
        onChange={choosePicture}
        error={errors.picture}
      />
      <TextField
        label={t.routineTitle}
        value={title}
        limit={60}
        error={errors.title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextField
        label={t.timer}
        hint={t.timerHint}
        type="number"
        inputMode="numeric"
        min={1}
        max={60}
        value={timer}
        error={errors.timer_minutes}
        onChange={(e) => setTimer(e.target.value)}
      />
      <Button type="submit" pending={pending} pendingLabel={t.adding}>
        {t.addRoutine}
      </Button>
    </form>
  );
}
