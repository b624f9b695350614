import {
  AI_TRAINING_CATEGORIES,
  AI_TRAINING_CATEGORY_LABELS,
  TRAINING_PROMPT_MAX,
  TRAINING_RESPONSE_MAX,
  type AiTrainingBody,
  type AiTrainingCategory,
} from '@neurobridge/shared/api/admin-ai';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { adminAiMessages as m } from './messages';

export type TrainingDraft = { prompt: string; response: string; category: AiTrainingCategory };

/** Both texts non-blank after trimming (docs/product.md#admin-ai-bot). */
export const draftReady = (d: TrainingDraft) => d.prompt.trim() !== '' && d.response.trim() !== '';
export const draftBody = (d: TrainingDraft): AiTrainingBody => ({
  prompt: d.prompt.trim(),
  response: d.response.trim(),
  category: d.category,
});
export const asCategory = (c: string): AiTrainingCategory =>
  (AI_TRAINING_CATEGORIES as readonly string[]).includes(c) ? (c as AiTrainingCategory) : 'greeting';

/** Prompt, response and category: the add box and the edit dialog. */
export function TrainingFields({ draft, onChange }: { draft: TrainingDraft; onChange: (d: TrainingDraft) => void }) {
  return (
    <>
      <TextAreaField
        label={m.prompt}
        rows={2}
        maxLength={TRAINING_PROMPT_MAX}
        value={draft.prompt}
        onChange={(e) => onChange({ ...draft, prompt: e.target.value })}
      />
      <TextAreaField
        label={m.response}
        maxLength={TRAINING_RESPONSE_MAX}
        value={draft.response}
        onChange={(e) => onChange({ ...draft, response: e.target.value })}
      />
      <SelectField
        label={m.category}
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
