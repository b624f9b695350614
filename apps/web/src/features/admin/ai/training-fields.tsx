import {
  aiTrainingBody,
  AI_TRAINING_CATEGORIES,
  AI_TRAINING_CATEGORY_LABELS,
  TRAINING_PROMPT_MAX,
  TRAINING_RESPONSE_MAX,
  type AiTrainingBody,
  type AiTrainingCategory,
} from '@neurobridge/shared/api/admin-ai';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { formErrors, type FormErrors } from '../../../lib/form-errors';
import { adminAiMessages as m } from './messages';

export type TrainingDraft = { prompt: string; response: string; category: AiTrainingCategory };

/** Both texts non-blank after trimming (docs/product.md#admin-ai-bot). */
export const draftReady = (d: TrainingDraft) => d.prompt.trim() !== '' && d.response.trim() !== '';
export const draftBody = (d: TrainingDraft): AiTrainingBody => ({
  prompt: d.prompt.trim(),
  response: d.response.trim(),
  category: d.category,
});
export type TrainingErrors = FormErrors<keyof AiTrainingBody>;
/** The contract's own refusals (a text over its limit, with the limit), before anything is sent. */
export const draftErrors = (d: TrainingDraft): TrainingErrors => formErrors(aiTrainingBody, draftBody(d));

/** A long prompt shortened for a button's name ('Editar item: Como lidar com…'). */
export const shortTitle = (text: string, max = 40) => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);

export const asCategory = (c: string): AiTrainingCategory =>
  (AI_TRAINING_CATEGORIES as readonly string[]).includes(c) ? (c as AiTrainingCategory) : 'greeting';

/** Prompt, response and category: the add box and the edit dialog. */
export function TrainingFields({
  draft,
  errors = {},
  onChange,
}: {
  draft: TrainingDraft;
  /** Each field's refusal, said beside it. */
  errors?: TrainingErrors;
  onChange: (d: TrainingDraft) => void;
}) {
  return (
    <>
      <TextAreaField
        label={m.prompt}
        rows={2}
        limit={TRAINING_PROMPT_MAX}
        error={errors.prompt}
        value={draft.prompt}
        onChange={(e) => onChange({ ...draft, prompt: e.target.value })}
      />
      <TextAreaField
        label={m.response}
        limit={TRAINING_RESPONSE_MAX}
        error={errors.response}
        value={draft.response}
        onChange={(e) => onChange({ ...draft, response: e.target.value })}
      />
      <SelectField
        label={m.category}
        error={errors.category}
        value={draft.category}
        onChange={(e) => onChange({ ...draft, category: asCategory(e.target.value) })}
      >
        {AI_TRAINING_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {AI_TRAINING_CATEGORY_LABELS[c]}
          </option>
        ))}
      </SelectField>
    </>
  );
}
