import { createAssignmentBody, type CreateAssignmentBody } from '@neurobridge/shared/api/home-programme';
import type { TimeSlot } from '@neurobridge/shared/domain/calendar';
import { ASSIGNMENT_ACTIVITIES_MAX, GOAL_NOTE_MAX } from '@neurobridge/shared/domain/goals';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ActivityPicker, type PickedActivity } from '../../../components/ui/activity-picker';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { formErrors, hasErrors, serverFieldErrors, type FormErrors } from '../../../lib/form-errors';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { childGoalsQueryOptions, practiceActivitiesQueryOptions, useCreateAssignment } from '../api/home-programme';
import { homeProgrammeMessages } from '../messages';
import { PracticeWhenFields, type DaysMode } from './practice-when-fields';

/** The picker's words: 1 to `ASSIGNMENT_ACTIVITIES_MAX` activities the family can play. */
const d = homeProgrammeMessages.dialog;
const pickerTexts = {
  legend: d.activities,
  hint: fmt(d.activitiesHint, { max: ASSIGNMENT_ACTIVITIES_MAX }),
  chosen: d.chosen,
  noneChosen: d.noneChosen,
  unchoose: d.unchoose,
  search: d.search,
  searchHint: d.searchHint,
  showing: d.showing,
  noMatch: d.noMatch,
  full: d.full,
  loadError: d.activitiesError,
};

type Field = 'activity_ids' | 'days_of_week' | 'times_per_week' | 'time_slot' | 'goal_id' | 'note';
const FIELDS: readonly string[] = ['activity_ids', 'days_of_week', 'times_per_week', 'time_slot', 'goal_id', 'note'];

/** A refusal's `fields` by their top-level name ('activity_ids.0' marks 'Atividades'). */
function byField(errors: FormErrors): FormErrors<Field> {
  const out: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) out[path.split('.')[0]!] ??= message;
  return out as FormErrors<Field>;
}

/**
 * 'Atribuir prática' (docs/product.md#home-programme): 1 to 5 activities, the days chosen or how many
 * times a week, the time of day, a goal of the child's (optional, the active ones) and a note for the
 * family. Checked with the contract's schema before sending, each wrong field marked beside it (by
 * the server's `fields` too); a refusal naming no field (a full slot, a locked activity) shows above
 * the form. One `Idempotency-Key` per dialog, and the submit locked while it runs.
 */
export function AssignPracticeModal({ child, onClose }: { child: { id: number; name: string }; onClose: () => void }) {
  const t = homeProgrammeMessages.dialog;
  const toast = useToast();
  const catalogue = useQuery(practiceActivitiesQueryOptions(child.id));
  const goals = useQuery(childGoalsQueryOptions(child.id));
  const create = useCreateAssignment(child.id);
  const run = useLockedMutation(create);
  const [idempotencyKey] = useIdempotencyKey();
  const [activities, setActivities] = useState<PickedActivity[]>([]);
  const [mode, setMode] = useState<DaysMode>('days');
  const [days, setDays] = useState<number[]>([]);
  const [times, setTimes] = useState(3);
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const [goalId, setGoalId] = useState('');
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState<FormErrors<Field>>({});

  const server = byField(serverFieldErrors(create.error));
  const errors = hasErrors(checked) ? checked : server;
  const generalError = create.isError && !Object.keys(server).some((f) => FIELDS.includes(f));
  const activeGoals = goals.data?.goals.filter((g) => g.status === 'active') ?? [];

  function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      activity_ids: activities.map((a) => a.id),
      ...(mode === 'days' ? { days_of_week: [...days].sort((a, b) => a - b) } : { times_per_week: times }),
      time_slot: slot ?? undefined,
      ...(goalId ? { goal_id: Number(goalId) } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const wrong = formErrors(createAssignmentBody, body);
    setChecked(wrong);
    if (hasErrors(wrong)) return;
    run(
      { body: body as CreateAssignmentBody, idempotencyKey },
      {
        onSuccess: () => {
          toast(t.done, 'success');
          onClose();
        },
      },
    );
  }

  let goalHint: string | undefined;
  if (goals.isError) goalHint = t.goalsError;
  else if (!goals.data) goalHint = t.goalsLoading;
  else if (activeGoals.length === 0) goalHint = t.goalsNone;

  return (
    <Dialog open title={fmt(t.title, { name: child.name })} onClose={create.isPending ? undefined : onClose} size="lg">
      <form noValidate onSubmit={submit} className="flex max-h-[70vh] flex-col">
        <div className="min-h-0 flex-1 overflow-y-auto pr-1">
          <p className="mb-4 text-muted">{t.intro}</p>
          {generalError && (
            <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 text-red-900">
              {errorText(create.error, t.error)}
            </p>
          )}
          <ActivityPicker
            read={catalogue}
            value={activities}
            max={ASSIGNMENT_ACTIVITIES_MAX}
            texts={pickerTexts}
            error={errors.activity_ids}
            onChange={setActivities}
          />
          <PracticeWhenFields
            mode={mode}
            days={days}
            times={times}
            slot={slot}
            errors={errors}
            onMode={setMode}
            onDays={setDays}
            onTimes={setTimes}
            onSlot={setSlot}
          />
          <SelectField
            label={t.goal}
            hint={goalHint}
            error={errors.goal_id}
            value={goalId}
            onChange={(e) => setGoalId(e.target.value)}
          >
            <option value="">{t.noGoal}</option>
            {activeGoals.map((g) => (
              <option key={g.id} value={g.id}>
                {g.title}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label={t.note}
            hint={t.noteHint}
            limit={GOAL_NOTE_MAX}
            error={errors.note}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {messages.common.cancel}
          </Button>
          <Button type="submit" pending={create.isPending} pendingLabel={t.submitting}>
            {t.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
