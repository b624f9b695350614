import { BASIC_EMOTIONS, SELF_EMOTIONS } from '@neurobridge/shared/content/keys';
import type { ContentType } from '@neurobridge/shared/content/schemas';
import { CheckboxField, SelectField, TextField } from '../../../../components/ui/field';
import { GAME_DEFAULT_CONTENT, GAME_LABELS, GAME_TYPES, KEY_OPTIONS, type KeyOption } from '../content-options';
import type { ContentDraft, FormErrors } from '../form-values';
import { adminActivitiesMessages } from '../messages';
import { KeyChecklist } from './key-checklist';

const t = adminActivitiesMessages.content;

interface ContentFormProps {
  value: ContentDraft;
  /** Messages by field, 'content.emotions' and the like. */
  errors: FormErrors;
  onChange: (next: ContentDraft) => void;
}

/**
 * The content of an activity as fields, never raw JSON (docs/product.md#activity-editor): the
 * 'Jogo' select, then that game's own fields. Picking another game starts from its default content.
 */
export function ContentForm({ value, errors, onChange }: ContentFormProps) {
  return (
    <fieldset className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <legend className="px-1 text-xl font-bold">{t.heading}</legend>
      <SelectField
        label={t.game}
        value={value.type}
        error={errors['content.type']}
        onChange={(e) => onChange({ ...GAME_DEFAULT_CONTENT[e.target.value as ContentType] } as ContentDraft)}
      >
        {GAME_TYPES.map((type) => (
          <option key={type} value={type}>
            {GAME_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <GameFields value={value} errors={errors} onChange={onChange} />
      {errors['content.form'] && <p className="text-sm font-medium text-red-800">{errors['content.form']}</p>}
    </fieldset>
  );
}

/** A copy without `key` when `next` is undefined. */
function withField(value: ContentDraft, key: string, next: unknown): ContentDraft {
  const copy: ContentDraft = { ...value };
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
}

const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
/** A number input's value: '' for none, else the number. */
const numberOrNone = (raw: string): number | undefined => (raw.trim() === '' ? undefined : Number(raw));

function GameFields({ value, errors, onChange }: ContentFormProps) {
  const set = (key: string, next: unknown) => onChange(withField(value, key, next));
  const err = (key: string) => errors[`content.${key}`];
  const checklist = (key: string, legend: string, hint: string, options: KeyOption[]) => (
    <KeyChecklist
      legend={legend}
      hint={hint}
      options={options}
      value={list(value[key])}
      error={err(key)}
      onChange={(next) => set(key, next)}
    />
  );
  const select = (key: string, label: string, hint: string, options: KeyOption[], none?: string) => (
    <SelectField
      label={label}
      hint={hint}
      error={err(key)}
      value={text(value[key])}
      onChange={(e) => set(key, e.target.value === '' ? undefined : e.target.value)}
    >
      {none !== undefined && <option value="">{none}</option>}
      {options.map((o) => (
        <option key={o.key} value={o.key}>
          {o.label}
        </option>
      ))}
    </SelectField>
  );

  switch (value.type) {
    case 'emotion_recognition': {
      const self = value['difficulty'] === 'self_recognition';
      return (
        <>
          <SelectField
            label={t.emotionMode}
            hint={t.emotionModeHint}
            error={err('difficulty')}
            value={self ? 'self_recognition' : 'basic'}
            onChange={(e) => {
              // Each mode has its own six emotions: keep the chosen ones that the new set has.
              const mode = e.target.value;
              const set: readonly string[] = mode === 'self_recognition' ? SELF_EMOTIONS : BASIC_EMOTIONS;
              const kept = list(value['emotions']).filter((k) => set.includes(k));
              onChange({ ...value, difficulty: mode, emotions: kept.length ? kept : set.slice(0, 4) });
            }}
          >
            <option value="basic">{t.emotionModes.basic}</option>
            <option value="self_recognition">{t.emotionModes.self_recognition}</option>
          </SelectField>
          {checklist(
            'emotions',
            t.emotions,
            t.emotionsHint,
            self ? KEY_OPTIONS.selfEmotions : KEY_OPTIONS.basicEmotions,
          )}
        </>
      );
    }
    case 'symbol_communication':
      return (
        <>
          {checklist('symbols', t.symbols, t.symbolsHint, KEY_OPTIONS.symbols)}
          <CheckboxField
            label={t.singleSymbol}
            checked={value['mode'] === 'single_symbol'}
            onChange={(e) => set('mode', e.target.checked ? 'single_symbol' : undefined)}
          />
          <p className="mb-4 text-sm text-muted">{t.singleSymbolHint}</p>
          <TextField
            label={t.prompt}
            hint={t.promptHint}
            error={err('prompt')}
            maxLength={200}
            value={text(value['prompt'])}
            onChange={(e) => set('prompt', e.target.value === '' ? undefined : e.target.value)}
          />
        </>
      );
    case 'sequence': {
      const scheduled = typeof value['routine_type'] === 'string';
      return (
        <>
          <SelectField
            label={t.routineType}
            hint={t.routineTypeHint}
            error={err('routine_type')}
            value={text(value['routine_type'])}
            onChange={(e) => {
              const next = withField(value, 'routine_type', e.target.value || undefined);
              onChange(e.target.value ? next : withField(next, 'show_times', undefined));
            }}
          >
            <option value="">{t.routineSimple}</option>
            {KEY_OPTIONS.routineTypes.map((o) => (
              <option key={o.key} value={o.key}>
                {o.label}
              </option>
            ))}
          </SelectField>
          {scheduled ? (
            <>
              <CheckboxField
                label={t.showTimes}
                checked={value['show_times'] !== false}
                onChange={(e) => set('show_times', e.target.checked)}
              />
              <p className="mb-4 text-sm text-muted">{t.showTimesHint}</p>
            </>
          ) : (
            checklist('steps', t.steps, t.stepsHint, KEY_OPTIONS.steps)
          )}
        </>
      );
    }
    case 'visual_math':
      return <CountingFields value={value} errors={errors} onChange={onChange} />;
    case 'focus_exercise': {
      const timed = value['task'] === 'focus' || value['task'] === 'visual_puzzle';
      return (
        <>
          <SelectField
            label={t.task}
            hint={t.taskHint}
            error={err('task')}
            value={text(value['task']) || 'memory'}
            onChange={(e) => {
              const next = withField(value, 'task', e.target.value);
              const keepsTime = e.target.value === 'focus' || e.target.value === 'visual_puzzle';
              onChange(keepsTime ? next : withField(next, 'duration', undefined));
            }}
          >
            {KEY_OPTIONS.focusTasks.map((o) => (
              <option key={o.key} value={o.key}>
                {o.label}
              </option>
            ))}
          </SelectField>
          {timed && (
            <TextField
              label={t.focusDuration}
              hint={t.focusDurationHint}
              error={err('duration')}
              type="number"
              min={10}
              max={600}
              value={typeof value['duration'] === 'number' ? String(value['duration']) : ''}
              onChange={(e) => set('duration', numberOrNone(e.target.value))}
            />
          )}
        </>
      );
    }
    case 'color_sorting':
      return checklist('colors', t.colors, t.colorsHint, KEY_OPTIONS.colors);
    case 'letter_matching':
      return checklist('letters', t.letters, t.lettersHint, KEY_OPTIONS.letters);
    case 'social_scenario':
      return checklist('scenarios', t.scenarios, t.scenariosHint, KEY_OPTIONS.scenarios);
    case 'breathing_exercise':
      return select('exercise', t.breathing, t.breathingHint, KEY_OPTIONS.breathing);
    case 'story_sequence':
      return select('story', t.story, t.storyHint, KEY_OPTIONS.stories);
    case 'organization':
      return checklist('categories', t.organization, t.organizationHint, KEY_OPTIONS.organization);
    case 'time_management':
      return select('task', t.timeTask, t.timeTaskHint, KEY_OPTIONS.timeTasks, t.timeTaskNone);
    case 'impulse_control':
    case 'movement_break':
      return <p className="text-muted">{t.noOptions}</p>;
  }
}

/** The counting range: a preset (`difficulty`) or the admin's own `range`, which wins when set. */
function CountingFields({ value, errors, onChange }: ContentFormProps) {
  const range = Array.isArray(value['range']) ? (value['range'] as unknown[]) : null;
  const bound = (i: number) => (range && Number.isFinite(range[i]) ? String(range[i]) : '');
  const setBound = (i: number, raw: string) => {
    const next = [range?.[0] ?? 1, range?.[1] ?? 5];
    next[i] = raw.trim() === '' ? Number.NaN : Number(raw);
    onChange({ ...value, range: next });
  };
  const difficulty = text(value['difficulty']);
  return (
    <>
      <SelectField
        label={t.mathDifficulty}
        hint={t.mathDifficultyHint}
        error={errors['content.difficulty']}
        value={difficulty}
        onChange={(e) => onChange(withField(value, 'difficulty', e.target.value || undefined))}
      >
        <option value="easy">{t.mathDifficulties.easy}</option>
        <option value="hard">{t.mathDifficulties.hard}</option>
        <option value="">{t.mathDifficulties.none}</option>
      </SelectField>
      <CheckboxField
        label={t.customRange}
        checked={range !== null}
        onChange={(e) => onChange(withField(value, 'range', e.target.checked ? [1, 5] : undefined))}
      />
      {range && (
        <div>
          <div className="grid grid-cols-2 gap-x-4">
            <TextField
              label={t.rangeMin}
              type="number"
              min={1}
              max={9}
              value={bound(0)}
              error={errors['content.range']}
              onChange={(e) => setBound(0, e.target.value)}
            />
            <TextField
              label={t.rangeMax}
              type="number"
              min={2}
              max={10}
              value={bound(1)}
              onChange={(e) => setBound(1, e.target.value)}
            />
          </div>
          <p className="mb-4 text-sm text-muted">{t.rangeHint}</p>
        </div>
      )}
    </>
  );
}
