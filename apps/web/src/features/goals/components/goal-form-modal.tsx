import {
  createGoalBody,
  GOAL_NOTHING_TO_CHANGE,
  type CreateGoalBody,
  type Goal,
  type UpdateGoalBody,
} from '@neurobridge/shared/api/goals';
import { GOAL_AREA_LABELS, GOAL_AREAS, GOAL_TITLE_MAX, type GoalArea } from '@neurobridge/shared/domain/goals';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { FormActions, FormAlert } from '../../../components/ui/form-parts';
import { SelectField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { clock } from '../../../lib/clock';
import { formErrors, hasErrors, serverFieldErrors } from '../../../lib/form-errors';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { useCreateGoal, useUpdateGoal } from '../api/goals';
import type { GoalViewer } from '../goal-paths';
import { goalsMessages } from '../messages';
import { GoalActivityPicker, type LinkedActivity } from './goal-activity-picker';
import { GoalCriterionFields, wholeNumber, type CriterionValues } from './goal-criterion-fields';

interface Values extends CriterionValues {
  title: string;
  area: GoalArea | '';
  activities: LinkedActivity[];
  start: string;
  review: string;
}

type Field = keyof CreateGoalBody;
const FIELDS: readonly Field[] = [
  'title',
  'area',
  'measure',
  'criterion_percent',
  'criterion_count',
  'criterion_unit',
  'activity_ids',
  'start_date',
  'review_date',
];

function initialValues(goal: Goal | undefined, viewer: GoalViewer): Values {
  if (!goal) {
    return {
      title: '',
      area: '',
      // A professional measures by session trials most often; a family by what it sees at home.
      measure: viewer === 'professional' ? 'trials' : 'observation',
      percent: '80',
      count: '3',
      unit: 'sessions',
      activities: [],
      start: clock.today(),
      review: '',
    };
  }
  const c = goal.criterion;
  return {
    title: goal.title,
    area: goal.area,
    measure: c.measure,
    percent: String(c.percent),
    count: String(c.count),
    unit: c.unit,
    activities: goal.activities,
    start: goal.start_date,
    review: goal.review_date ?? '',
  };
}

function bodyOf(v: Values) {
  return {
    title: v.title,
    area: v.area as GoalArea,
    measure: v.measure,
    criterion_percent: wholeNumber(v.percent),
    criterion_count: wholeNumber(v.count),
    criterion_unit: v.unit,
    activity_ids: v.activities.map((a) => a.id),
    start_date: v.start,
    review_date: v.review === '' ? null : v.review,
  } satisfies CreateGoalBody;
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** What an edit sends: only the fields that differ from the goal as it is. */
function changesOf(goal: Goal, body: ReturnType<typeof bodyOf>): UpdateGoalBody {
  const before = bodyOf(initialValues(goal, 'parent'));
  const changed: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const [was, now] = [before[field], body[field]];
    const same =
      field === 'activity_ids'
        ? sameIds(was as number[], now as number[])
        : field === 'title'
          ? String(was).trim() === String(now).trim()
          : was === now;
    if (!same) changed[field] = now;
  }
  return changed as UpdateGoalBody;
}

/**
 * 'Nova meta' and 'Editar' (docs/product.md#goals): title, area, measure, criterion with its live
 * text, linked activities, start and review dates; checked with the contract's schema before sending,
 * the server's refusals beside their fields. An edit sends only what changed. One Idempotency-Key per
 * dialog and one request per click. Its own chunk: the schema needs zod.
 */
export function GoalFormModal({
  childId,
  viewer,
  goal,
  onClose,
}: {
  childId: number;
  viewer: GoalViewer;
  /** The goal to edit; none for a new one. */
  goal?: Goal;
  onClose: () => void;
}) {
  const t = goalsMessages.form;
  const toast = useToast();
  const [values, setValues] = useState(() => initialValues(goal, viewer));
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [refused, setRefused] = useState<Partial<Record<Field, string>>>({});
  const [nothing, setNothing] = useState(false);
  const [idempotencyKey] = useIdempotencyKey();
  const create = useCreateGoal(childId);
  const update = useUpdateGoal(childId, goal?.id ?? 0);
  const runCreate = useLockedMutation(create);
  const runUpdate = useLockedMutation(update);
  const mutation = goal ? update : create;
  const pending = mutation.isPending;

  const body = bodyOf(values);
  const own = formErrors(createGoalBody, body);
  const errorOf = (f: Field) => refused[f] ?? (touched[f] ? own[f] : undefined);
  const set = (next: Partial<Values>) => {
    setValues((v) => ({ ...v, ...next }));
    setNothing(false);
    const fields: Partial<Record<keyof Values, Field>> = {
      percent: 'criterion_percent',
      count: 'criterion_count',
      unit: 'criterion_unit',
      activities: 'activity_ids',
      start: 'start_date',
      review: 'review_date',
    };
    setRefused((r) => {
      const copy = { ...r };
      for (const k of Object.keys(next) as (keyof Values)[]) delete copy[fields[k] ?? (k as Field)];
      return copy;
    });
  };
  const touch = (f: Field) => setTouched((v) => ({ ...v, [f]: true }));
  const serverFields = serverFieldErrors(mutation.error);
  const generalError = nothing
    ? GOAL_NOTHING_TO_CHANGE
    : mutation.isError && !FIELDS.some((f) => serverFields[f])
      ? errorText(mutation.error, t.error)
      : undefined;

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(Object.fromEntries(FIELDS.map((f) => [f, true])));
    if (hasErrors(own) || pending) return;
    const options = {
      onSuccess: (saved: Goal) => {
        toast(fmt(goal ? t.updated : t.created, { title: saved.title }), 'success');
        onClose();
      },
      onError: (err: unknown) => setRefused(serverFieldErrors(err)),
    };
    if (!goal) {
      runCreate({ body, idempotencyKey }, options);
      return;
    }
    const changes = changesOf(goal, body);
    if (Object.keys(changes).length === 0) setNothing(true);
    else runUpdate(changes, options);
  }

  return (
    <Dialog open title={goal ? t.editTitle : t.addTitle} onClose={pending ? undefined : onClose} size="lg">
      <form id="goal-form" onSubmit={submit} noValidate className="max-h-[60vh] overflow-y-auto pr-1">
        <TextField
          label={t.title}
          hint={t.titleHint}
          value={values.title}
          limit={GOAL_TITLE_MAX}
          autoComplete="off"
          required
          onChange={(e) => set({ title: e.target.value })}
          onBlur={() => touch('title')}
          error={errorOf('title')}
        />
        <SelectField
          label={t.area}
          value={values.area}
          required
          onChange={(e) => set({ area: e.target.value as GoalArea })}
          onBlur={() => touch('area')}
          error={errorOf('area')}
        >
          <option value="" disabled>
            {t.areaPlaceholder}
          </option>
          {GOAL_AREAS.map((a) => (
            <option key={a} value={a}>
              {GOAL_AREA_LABELS[a]}
            </option>
          ))}
        </SelectField>
        <GoalCriterionFields
          values={values}
          errors={{
            criterion_percent: errorOf('criterion_percent'),
            criterion_count: errorOf('criterion_count'),
            criterion_unit: errorOf('criterion_unit'),
          }}
          onChange={set}
          onBlur={touch}
        />
        <GoalActivityPicker
          childId={childId}
          value={values.activities}
          required={values.measure === 'game_score'}
          error={errorOf('activity_ids')}
          onChange={(activities) => {
            set({ activities });
            touch('activity_ids');
          }}
        />
        <div className="grid gap-x-3 sm:grid-cols-2">
          <TextField
            label={t.start}
            type="date"
            value={values.start}
            required
            onChange={(e) => set({ start: e.target.value })}
            onBlur={() => touch('start_date')}
            error={errorOf('start_date')}
          />
          <TextField
            label={t.review}
            hint={t.reviewHint}
            type="date"
            value={values.review}
            onChange={(e) => set({ review: e.target.value })}
            onBlur={() => touch('review_date')}
            error={errorOf('review_date')}
          />
        </div>
        <FormAlert text={generalError} />
      </form>
      <FormActions form="goal-form" saveLabel={t.save} pendingLabel={t.saving} pending={pending} onCancel={onClose} />
    </Dialog>
  );
}
