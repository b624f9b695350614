import {
  ACTIVITY_AGE_MAX,
  ACTIVITY_AGE_MIN,
  ACTIVITY_DURATION_MAX,
  ACTIVITY_DURATION_MIN,
  ACTIVITY_TEXT_MAX,
  ACTIVITY_TITLE_MAX,
  ACTIVITY_TYPE_LABELS,
  ACTIVITY_TYPES,
  DIFFICULTY_LABELS,
  REQUIRED_MONTHS_MAX,
  UNLOCK_DESCRIPTION_MAX,
  type ActivityType,
  type AdminActivity,
} from '@neurobridge/shared/api/admin-activities';
import { ADMIN_CATEGORIES, ADMIN_CATEGORY_LABELS, type AdminCategory } from '@neurobridge/shared/domain/categories';
import { TDAH_LEVEL_LABELS, TEA_LEVEL_LABELS } from '@neurobridge/shared/domain/levels';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../../components/ui/field';
import { useToast } from '../../../../components/ui/toast';
import { errorText } from '../../../../lib/api-client';
import { useLockedMutation } from '../../../../lib/use-locked-mutation';
import { useSaveActivity } from '../api/activities';
import {
  bodyOf,
  checkContent,
  draftOf,
  newDraft,
  validateDraft,
  type ActivityDraft,
  type FormErrors,
} from '../form-values';
import { adminActivitiesMessages } from '../messages';
import { paths } from '../../../../config/paths';
import { useUnsavedGuard } from '../use-unsaved-guard';
import { ActivityPreview } from './activity-preview';
import { ContentForm } from './content-form';

const t = adminActivitiesMessages.form;
const LEVELS = [1, 2, 3] as const;

/**
 * One form for a new activity (no id: POST) and an edit (PUT), with the live preview beside it
 * (docs/product.md#activity-editor). Saving goes back to the list, which reads the catalogue again.
 */
export function ActivityForm({ activity }: { activity: AdminActivity | null }) {
  const navigate = useNavigate();
  const toast = useToast();
  // The form's starting point, kept while the list refreshes in the background.
  const [initial] = useState(() => (activity ? draftOf(activity) : newDraft()));
  const [draft, setDraft] = useState<ActivityDraft>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveActivity();
  const run = useLockedMutation(save);
  // Saved: the page is on its way back to the list, and a late second click sends nothing.
  const saved = useRef(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial) && !save.isSuccess;

  // Leaving with unsaved changes asks first; the target waits in `guard.pending`.
  const guard = useUnsavedGuard(dirty);

  const set = <K extends keyof ActivityDraft>(key: K, value: ActivityDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // A corrected field loses its message at once; the others wait for the next save.
    setErrors((e) => (e[key] ? { ...e, [key]: '' } : e));
  };

  const checked = checkContent(draft.content);
  const contentErrors = checked.ok ? {} : checked.errors;
  const shownErrors: FormErrors = { ...errors, ...contentErrors };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (saved.current) return;
    const found = validateDraft(draft);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) {
      setServerError(t.fixErrors);
      return;
    }
    run(
      { id: activity?.id ?? null, body: bodyOf(draft) },
      {
        onSuccess: () => {
          saved.current = true;
          toast(activity ? t.saved : t.created, 'success');
          void navigate(paths.adminActivities);
        },
        // Nothing typed is lost: the form stays as it was, with the server's pt-BR message.
        onError: (err) => setServerError(errorText(err, t.saveError)),
      },
    );
  }

  // Keyboard focus starts at the page's heading, before the form (docs/product.md#activity-editor).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const leave = () => (dirty ? guard.ask(paths.adminActivities) : void navigate(paths.adminActivities));
  const firstContentError = Object.values(contentErrors)[0];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold">
          {activity ? t.editTitle : t.newTitle}
        </h1>
        <Button variant="ghost" onClick={leave}>
          {t.back}
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <form
          noValidate
          onSubmit={submit}
          className="min-w-0 space-y-6 wrap-anywhere"
          aria-label={activity ? t.editTitle : t.newTitle}
        >
          <fieldset className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
            <legend className="px-1 text-xl font-bold">{t.basics}</legend>
            <TextField
              label={t.title}
              value={draft.title}
              maxLength={ACTIVITY_TITLE_MAX}
              required
              error={errors['title']}
              onChange={(e) => set('title', e.target.value)}
            />
            <TextAreaField
              label={t.description}
              value={draft.description}
              maxLength={ACTIVITY_TEXT_MAX}
              error={errors['description']}
              onChange={(e) => set('description', e.target.value)}
            />
            <TextAreaField
              label={t.objectives}
              value={draft.learning_objectives}
              maxLength={ACTIVITY_TEXT_MAX}
              error={errors['learning_objectives']}
              onChange={(e) => set('learning_objectives', e.target.value)}
            />
            <div className="grid gap-x-4 sm:grid-cols-2">
              <SelectField
                label={t.category}
                value={draft.category}
                error={errors['category']}
                onChange={(e) => set('category', e.target.value as AdminCategory)}
              >
                {ADMIN_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {ADMIN_CATEGORY_LABELS[c]}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t.type}
                value={draft.activity_type}
                error={errors['activity_type']}
                onChange={(e) => set('activity_type', e.target.value as ActivityType)}
              >
                {ACTIVITY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {ACTIVITY_TYPE_LABELS[type]}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t.difficulty}
                value={String(draft.difficulty_level)}
                error={errors['difficulty_level']}
                onChange={(e) => set('difficulty_level', Number(e.target.value))}
              >
                {LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {DIFFICULTY_LABELS[level]}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t.duration}
                hint={t.durationHint}
                type="number"
                min={ACTIVITY_DURATION_MIN}
                max={ACTIVITY_DURATION_MAX}
                value={draft.estimated_duration}
                error={errors['estimated_duration']}
                onChange={(e) => set('estimated_duration', e.target.value)}
              />
              <TextField
                label={t.minAge}
                hint={t.ageHint}
                type="number"
                min={ACTIVITY_AGE_MIN}
                max={ACTIVITY_AGE_MAX}
                value={draft.min_age}
                error={errors['min_age']}
                onChange={(e) => set('min_age', e.target.value)}
              />
              <TextField
                label={t.maxAge}
                hint={t.ageHint}
                type="number"
                min={ACTIVITY_AGE_MIN}
                max={ACTIVITY_AGE_MAX}
                value={draft.max_age}
                error={errors['max_age']}
                onChange={(e) => set('max_age', e.target.value)}
              />
            </div>
          </fieldset>

          <fieldset className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
            <legend className="px-1 text-xl font-bold">{t.audience}</legend>
            <CheckboxField
              label={t.forTea}
              checked={draft.for_tea}
              onChange={(e) => set('for_tea', e.target.checked)}
            />
            {draft.for_tea && (
              <LevelSelect
                label={t.teaLevel}
                labels={TEA_LEVEL_LABELS}
                value={draft.tea_level}
                error={errors['tea_level']}
                onChange={(level) => set('tea_level', level)}
              />
            )}
            <CheckboxField
              label={t.forTdah}
              checked={draft.for_tdah}
              onChange={(e) => set('for_tdah', e.target.checked)}
            />
            {draft.for_tdah && (
              <LevelSelect
                label={t.tdahLevel}
                labels={TDAH_LEVEL_LABELS}
                value={draft.tdah_level}
                error={errors['tdah_level']}
                onChange={(level) => set('tdah_level', level)}
              />
            )}
          </fieldset>

          <fieldset className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
            <legend className="px-1 text-xl font-bold">{t.access}</legend>
            <CheckboxField
              label={t.premium}
              checked={draft.is_premium}
              onChange={(e) => set('is_premium', e.target.checked)}
            />
            <p className="mb-4 text-sm text-muted">{t.premiumHint}</p>
            {draft.is_premium && (
              <TextField
                label={t.months}
                hint={t.monthsHint}
                type="number"
                min={0}
                max={REQUIRED_MONTHS_MAX}
                value={draft.required_subscription_months}
                error={errors['required_subscription_months']}
                onChange={(e) => set('required_subscription_months', e.target.value)}
              />
            )}
            <TextField
              label={t.unlock}
              hint={t.unlockHint}
              maxLength={UNLOCK_DESCRIPTION_MAX}
              value={draft.unlock_description}
              error={errors['unlock_description']}
              onChange={(e) => set('unlock_description', e.target.value)}
            />
          </fieldset>

          <ContentForm value={draft.content} errors={shownErrors} onChange={(content) => set('content', content)} />

          {serverError && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
              {serverError}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" pending={save.isPending} pendingLabel={adminActivitiesMessages.saving}>
              {t.save}
            </Button>
            <Button variant="secondary" onClick={leave} disabled={save.isPending}>
              {t.cancel}
            </Button>
          </div>
        </form>
        <div className="min-w-0 lg:sticky lg:top-4 lg:self-start">
          <ActivityPreview
            content={checked.ok ? checked.content : null}
            problem={firstContentError}
            title={draft.title}
          />
        </div>
      </div>
      {guard.pending !== null && (
        <ConfirmDialog
          title={t.leaveTitle}
          text={t.leaveText}
          confirmLabel={t.leaveConfirm}
          onCancel={guard.cancel}
          onConfirm={() => {
            saved.current = true;
            void navigate(guard.pending!);
          }}
        />
      )}
    </div>
  );
}

interface LevelSelectProps {
  label: string;
  labels: Record<number, string>;
  value: number | null;
  error?: string;
  onChange: (level: number | null) => void;
}

/** A TEA or TDAH level, or any level (null). */
function LevelSelect({ label, labels, value, error, onChange }: LevelSelectProps) {
  return (
    <SelectField
      label={label}
      value={value === null ? '' : String(value)}
      error={error}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
    >
      <option value="">{t.anyLevel}</option>
      {LEVELS.map((level) => (
        <option key={level} value={level}>
          {labels[level]}
        </option>
      ))}
    </SelectField>
  );
}
