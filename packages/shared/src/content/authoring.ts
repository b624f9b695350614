import { z } from 'zod';
import { userMessage } from '../api/errors';
import {
  BASIC_EMOTIONS,
  BREATHING_EXERCISES,
  COLOR_KEYS,
  EMOTION_KEYS,
  FOCUS_TARGETS,
  FOCUS_TASKS,
  LETTER_KEYS,
  ORGANIZATION_CATEGORIES,
  ROUTINE_STEPS,
  ROUTINE_TYPES,
  SCENARIO_KEYS,
  SELF_EMOTIONS,
  STORY_KEYS,
  SYMBOL_KEYS,
  TIME_TASKS,
} from './keys';
import type { ActivityContent, ContentType } from './schemas';

/**
 * Content as an administrator writes it (docs/product.md#activity-editor). The editor's form checks
 * each game's strict schema (`authoredContentSchemas`) and shows its messages beside the fields;
 * the API takes the content as JSON text or an object and reads it the way the games do
 * (`authoredContent`): unknown fields and keys dropped, a value the game cannot use left out so the
 * game's default applies (docs/product.md#known-keys).
 */

export const CONTENT_TYPE_INVALID = userMessage('Escolha um tipo de jogo válido.');
export const CONTENT_INVALID = userMessage('O conteúdo da atividade é inválido.');
export const CONTENT_UNKNOWN_FIELD = userMessage('O conteúdo tem um campo que este jogo não usa.');
/** The stored JSON text's limit: every game's content fits in a few hundred characters. */
export const CONTENT_TEXT_MAX = 5000;
export const CONTENT_NOT_JSON = userMessage('O conteúdo da atividade não é um JSON válido.');
export const CONTENT_TOO_LONG = userMessage(
  `O conteúdo da atividade pode ter no máximo ${CONTENT_TEXT_MAX} caracteres.`,
);
export const EMOTIONS_INVALID = userMessage('Escolha de 1 a 6 emoções do conjunto do jogo, sem repetir.');
export const EMOTION_DIFFICULTY_INVALID = userMessage('Escolha o modo do jogo das emoções.');
export const SYMBOLS_INVALID = userMessage('Escolha de 1 a 12 figuras, sem repetir.');
export const PROMPT_INVALID = userMessage('A instrução deve ter de 1 a 200 caracteres.');
export const STEPS_INVALID = userMessage('Escolha de 2 a 12 passos da rotina, sem repetir.');
export const ROUTINE_TYPE_INVALID = userMessage('Escolha uma rotina da lista.');
export const RANGE_INVALID = userMessage(
  'A faixa de contagem deve ir de um número de 1 a 9 até um maior, no máximo 10.',
);
export const MATH_DIFFICULTY_INVALID = userMessage('Escolha fácil (1 a 5) ou difícil (6 a 10).');
export const FOCUS_TASK_INVALID = userMessage('Escolha um exercício de foco da lista.');
export const DURATION_INVALID = userMessage('O tempo do exercício de foco deve ser de 10 a 600 segundos.');
export const COLORS_INVALID = userMessage('Escolha de 2 a 6 cores, sem repetir.');
export const LETTERS_INVALID = userMessage('Escolha de 2 a 16 letras, sem repetir.');
export const SCENARIOS_INVALID = userMessage('Escolha de 1 a 5 situações, sem repetir.');
export const BREATHING_INVALID = userMessage('Escolha uma respiração da lista.');
export const STORY_INVALID = userMessage('Escolha uma história da lista.');
export const ORGANIZATION_INVALID = userMessage('Escolha de 2 a 6 grupos para organizar, sem repetir.');
export const TIME_TASK_INVALID = userMessage('Escolha uma tarefa da lista.');

/** The emotion game's modes: `self_recognition`, or the basic set (`basic`; the spec's default says `easy`). */
export const EMOTION_DIFFICULTIES = ['basic', 'easy', 'self_recognition'] as const;

function keyList<const K extends readonly string[]>(keys: K, min: number, max: number, message: string) {
  return z
    .array(z.enum(keys, { error: message }), { error: message })
    .min(min, message)
    .max(max, message)
    .refine((list) => new Set(list).size === list.length, message);
}

const shape = <T extends z.ZodRawShape>(fields: T) => z.strictObject(fields, { error: CONTENT_UNKNOWN_FIELD });

const emotionRecognition = shape({
  type: z.literal('emotion_recognition'),
  emotions: keyList(EMOTION_KEYS, 1, 6, EMOTIONS_INVALID).optional(),
  difficulty: z.enum(EMOTION_DIFFICULTIES, { error: EMOTION_DIFFICULTY_INVALID }).optional(),
}).refine(
  // Each mode has its own set of six: calm belongs to self-recognition, surprised to the basic set.
  (c) => {
    const set: readonly string[] = c.difficulty === 'self_recognition' ? SELF_EMOTIONS : BASIC_EMOTIONS;
    return (c.emotions ?? []).every((e) => set.includes(e));
  },
  { message: EMOTIONS_INVALID, path: ['emotions'] },
);

const visualMath = shape({
  type: z.literal('visual_math'),
  range: z
    .tuple(
      [z.number({ error: RANGE_INVALID }).int(RANGE_INVALID), z.number({ error: RANGE_INVALID }).int(RANGE_INVALID)],
      { error: RANGE_INVALID },
    )
    .refine(([min, max]) => min > 0 && max > min && max <= 10, RANGE_INVALID)
    .optional(),
  difficulty: z.enum(['easy', 'hard'], { error: MATH_DIFFICULTY_INVALID }).optional(),
});

/** One strict schema per game type, keyed like the player's (docs/product.md#activity-editor). */
export const authoredContentSchemas = {
  emotion_recognition: emotionRecognition,
  symbol_communication: shape({
    type: z.literal('symbol_communication'),
    symbols: keyList(SYMBOL_KEYS, 1, 12, SYMBOLS_INVALID).optional(),
    mode: z.literal('single_symbol', { error: CONTENT_INVALID }).optional(),
    prompt: z.string({ error: PROMPT_INVALID }).trim().min(1, PROMPT_INVALID).max(200, PROMPT_INVALID).optional(),
  }),
  sequence: shape({
    type: z.literal('sequence'),
    steps: keyList(ROUTINE_STEPS, 2, 12, STEPS_INVALID).optional(),
    routine_type: z.enum(ROUTINE_TYPES, { error: ROUTINE_TYPE_INVALID }).optional(),
    show_times: z.boolean({ error: CONTENT_INVALID }).optional(),
  }),
  visual_math: visualMath,
  focus_exercise: shape({
    type: z.literal('focus_exercise'),
    task: z.enum(FOCUS_TASKS, { error: FOCUS_TASK_INVALID }).optional(),
    duration: z
      .number({ error: DURATION_INVALID })
      .int(DURATION_INVALID)
      .min(10, DURATION_INVALID)
      .max(600, DURATION_INVALID)
      .optional(),
    target: z.enum(FOCUS_TARGETS, { error: CONTENT_INVALID }).optional(),
  }),
  color_sorting: shape({
    type: z.literal('color_sorting'),
    colors: keyList(COLOR_KEYS, 2, 6, COLORS_INVALID).optional(),
  }),
  letter_matching: shape({
    type: z.literal('letter_matching'),
    letters: keyList(LETTER_KEYS, 2, 16, LETTERS_INVALID).optional(),
  }),
  social_scenario: shape({
    type: z.literal('social_scenario'),
    scenarios: keyList(SCENARIO_KEYS, 1, 5, SCENARIOS_INVALID).optional(),
  }),
  breathing_exercise: shape({
    type: z.literal('breathing_exercise'),
    exercise: z.enum(BREATHING_EXERCISES, { error: BREATHING_INVALID }).optional(),
  }),
  impulse_control: shape({ type: z.literal('impulse_control') }),
  story_sequence: shape({
    type: z.literal('story_sequence'),
    story: z.enum(STORY_KEYS, { error: STORY_INVALID }).optional(),
  }),
  organization: shape({
    type: z.literal('organization'),
    categories: keyList(ORGANIZATION_CATEGORIES, 2, 6, ORGANIZATION_INVALID).optional(),
  }),
  movement_break: shape({ type: z.literal('movement_break') }),
  time_management: shape({
    type: z.literal('time_management'),
    task: z.enum(TIME_TASKS, { error: TIME_TASK_INVALID }).optional(),
  }),
} satisfies Record<ContentType, z.ZodType>;

/** The lists of known keys per content field (docs/product.md#known-keys). */
const LIST_KEYS: Record<string, readonly string[]> = {
  symbols: SYMBOL_KEYS,
  steps: ROUTINE_STEPS,
  colors: COLOR_KEYS,
  letters: LETTER_KEYS,
  scenarios: SCENARIO_KEYS,
  categories: ORGANIZATION_CATEGORIES,
};

function knownKeys(field: string, content: Record<string, unknown>): readonly string[] | undefined {
  // The emotion game plays the self-recognition set only in that mode, the basic set otherwise.
  if (field === 'emotions') return content['difficulty'] === 'self_recognition' ? SELF_EMOTIONS : BASIC_EMOTIONS;
  return LIST_KEYS[field];
}

/**
 * Reads content the way the games do (docs/product.md#reading-content): fields the game does not
 * use are dropped; a list keeps its known keys once each; a field the game cannot use (an unknown
 * mode, a range upside down, a list left too short) is left out, so the game's default applies.
 */
export function readAuthoredContent(content: Record<string, unknown> & { type: ContentType }): ActivityContent {
  const schema = authoredContentSchemas[content.type];
  const read: Record<string, unknown> = { type: content.type };
  for (const [field, fieldSchema] of Object.entries(schema.shape)) {
    let value = content[field];
    if (field === 'type' || value === undefined) continue;
    const keys = knownKeys(field, content);
    if (keys && Array.isArray(value)) value = [...new Set(value.filter((k) => keys.includes(k as string)))];
    const parsed = (fieldSchema as z.ZodType).safeParse(value);
    if (parsed.success) read[field] = parsed.data;
  }
  return schema.parse(read) as ActivityContent;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An activity's content in an admin's request (docs/product.md#activity-editor): JSON text (what the
 * API answers) or an object, whose `type` is a game type, read as the games read it. Text that is
 * not JSON, content over `CONTENT_TEXT_MAX` characters and an unknown game type are refused.
 */
export const authoredContent = z.unknown().transform((raw, ctx): ActivityContent => {
  const refuse = (message: string, path: PropertyKey[] = []) => {
    ctx.issues.push({ code: 'custom', message, input: raw, path });
    return z.NEVER;
  };
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.length > CONTENT_TEXT_MAX) return refuse(CONTENT_TOO_LONG);
    try {
      value = JSON.parse(raw);
    } catch {
      return refuse(CONTENT_NOT_JSON);
    }
  }
  if (!isPlainObject(value)) return refuse(CONTENT_INVALID);
  if (JSON.stringify(value).length > CONTENT_TEXT_MAX) return refuse(CONTENT_TOO_LONG);
  const type = value['type'];
  if (typeof type !== 'string' || !Object.hasOwn(authoredContentSchemas, type)) {
    return refuse(CONTENT_TYPE_INVALID, ['type']);
  }
  return readAuthoredContent(value as Record<string, unknown> & { type: ContentType });
});

/** The content a new activity starts with, as in the spec: emotions happy, sad, angry, surprised, difficulty easy. */
export const NEW_ACTIVITY_CONTENT: ActivityContent = {
  type: 'emotion_recognition',
  emotions: ['happy', 'sad', 'angry', 'surprised'],
  difficulty: 'easy',
};
