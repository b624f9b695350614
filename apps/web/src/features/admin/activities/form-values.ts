import {
  ACTIVITY_AGE_MAX,
  ACTIVITY_AGE_MIN,
  ACTIVITY_DURATION_DEFAULT,
  adminActivityBody,
  type ActivityType,
  type AdminActivity,
  type AdminActivityBody,
} from '@neurobridge/shared/api/admin-activities';
import { authoredContentSchemas, NEW_ACTIVITY_CONTENT } from '@neurobridge/shared/content/authoring';
import { CATEGORY_DEFAULT_CONTENT } from '@neurobridge/shared/content/defaults';
import { isContentType, type ActivityContent } from '@neurobridge/shared/content/schemas';
import { ADMIN_CATEGORIES, type AdminCategory } from '@neurobridge/shared/domain/categories';
import type { ContentDraft } from '../../../games/shared/editor/content-editor';

export type { ContentDraft };

/** The activity form's state: numbers as typed, so a half-typed age is not lost. */
export interface ActivityDraft {
  title: string;
  description: string;
  learning_objectives: string;
  category: AdminCategory;
  activity_type: ActivityType;
  difficulty_level: number;
  min_age: string;
  max_age: string;
  /** '' is "Variável" (null). */
  estimated_duration: string;
  for_tea: boolean;
  for_tdah: boolean;
  tea_level: number | null;
  tdah_level: number | null;
  is_premium: boolean;
  required_subscription_months: string;
  unlock_description: string;
  content: ContentDraft;
}

/** A new activity: the spec's defaults (docs/product.md#activity-editor). */
export function newDraft(): ActivityDraft {
  return {
    title: '',
    description: '',
    learning_objectives: '',
    category: 'social_skills',
    activity_type: 'game',
    difficulty_level: 1,
    min_age: String(ACTIVITY_AGE_MIN),
    max_age: String(ACTIVITY_AGE_MAX),
    estimated_duration: String(ACTIVITY_DURATION_DEFAULT),
    for_tea: true,
    for_tdah: true,
    tea_level: 1,
    tdah_level: 1,
    is_premium: false,
    required_subscription_months: '0',
    unlock_description: '',
    content: { ...NEW_ACTIVITY_CONTENT } as ContentDraft,
  };
}

/**
 * The stored content as an editable object. Content the editor cannot read (not JSON, no known
 * type) starts from the category's default, which the player would have played anyway
 * (docs/product.md#reading-content).
 */
export function contentDraftOf(stored: string | null, category: string): ContentDraft {
  try {
    const value: unknown = stored ? JSON.parse(stored) : null;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const type = (value as Record<string, unknown>)['type'];
      if (typeof type === 'string' && isContentType(type)) return value as ContentDraft;
    }
  } catch {
    // not JSON: the default below
  }
  return { ...(CATEGORY_DEFAULT_CONTENT[category] ?? NEW_ACTIVITY_CONTENT) } as ContentDraft;
}

export function draftOf(a: AdminActivity): ActivityDraft {
  const category = (ADMIN_CATEGORIES as readonly string[]).includes(a.category)
    ? (a.category as AdminCategory)
    : 'social_skills';
  return {
    title: a.title,
    description: a.description,
    learning_objectives: a.learning_objectives ?? '',
    category,
    activity_type: a.activity_type as ActivityType,
    difficulty_level: a.difficulty_level,
    min_age: String(a.min_age),
    max_age: String(a.max_age),
    estimated_duration: a.estimated_duration === null ? '' : String(a.estimated_duration),
    for_tea: a.for_tea === 1,
    for_tdah: a.for_tdah === 1,
    tea_level: a.tea_level,
    tdah_level: a.tdah_level,
    is_premium: a.is_premium,
    required_subscription_months: String(a.required_subscription_months),
    unlock_description: a.unlock_description ?? '',
    content: contentDraftOf(a.content, a.category),
  };
}

/** A typed number, or NaN (which the contract refuses with its own message). */
const num = (raw: string) => (raw.trim() === '' ? Number.NaN : Number(raw));

export function bodyOf(d: ActivityDraft): AdminActivityBody {
  return {
    title: d.title,
    description: d.description,
    learning_objectives: d.learning_objectives,
    category: d.category,
    activity_type: d.activity_type,
    difficulty_level: d.difficulty_level,
    min_age: num(d.min_age),
    max_age: num(d.max_age),
    estimated_duration: d.estimated_duration.trim() === '' ? null : num(d.estimated_duration),
    for_tea: d.for_tea ? 1 : 0,
    for_tdah: d.for_tdah ? 1 : 0,
    tea_level: d.for_tea ? d.tea_level : null,
    tdah_level: d.for_tdah ? d.tdah_level : null,
    is_premium: d.is_premium,
    required_subscription_months: d.is_premium ? num(d.required_subscription_months) : 0,
    unlock_description: d.unlock_description,
    content: d.content,
  };
}

/** Messages by field ('content.emotions' for a content field); empty when the form is valid. */
export type FormErrors = Record<string, string>;

function collect(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const key = issue.path.slice(0, 2).map(String).join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The whole form, checked by the contract the server uses (docs/product.md#activity-editor). */
export function validateDraft(d: ActivityDraft): FormErrors {
  const result = adminActivityBody.safeParse(bodyOf(d));
  return result.success ? {} : collect(result.error.issues);
}

/** The content alone, by the game's strict schema: what the preview may play, or the messages. */
export function checkContent(
  content: ContentDraft,
): { ok: true; content: ActivityContent } | { ok: false; errors: FormErrors } {
  const result = authoredContentSchemas[content.type].safeParse(content);
  if (result.success) return { ok: true, content: result.data as ActivityContent };
  return { ok: false, errors: collect(result.error.issues.map((i) => ({ ...i, path: ['content', ...i.path] }))) };
}
