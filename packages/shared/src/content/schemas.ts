import { z } from 'zod';
import { BREATHING_EXERCISES, FOCUS_TARGETS, FOCUS_TASKS, ROUTINE_TYPES, STORY_KEYS, TIME_TASKS } from './keys';

/** A field that is dropped (undefined) instead of failing the whole content when it has the wrong shape. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const keyList = lenient(z.array(z.unknown()).max(50));

/**
 * Content schemas per game type (docs/product.md#reading-content). Unknown fields are stripped; list entries
 * are filtered against the known keys by `normalize.ts`.
 */
export const contentSchemas = {
  emotion_recognition: z.object({
    type: z.literal('emotion_recognition'),
    emotions: keyList,
    difficulty: lenient(z.string()),
  }),
  symbol_communication: z.object({
    type: z.literal('symbol_communication'),
    symbols: keyList,
    mode: lenient(z.literal('single_symbol')),
    prompt: lenient(z.string().max(200)),
  }),
  sequence: z.object({
    type: z.literal('sequence'),
    steps: keyList,
    routine_type: lenient(z.enum(ROUTINE_TYPES)),
    show_times: lenient(z.boolean()),
  }),
  visual_math: z.object({
    type: z.literal('visual_math'),
    range: lenient(z.array(z.unknown()).max(5)),
    difficulty: lenient(z.enum(['easy', 'hard'])),
  }),
  focus_exercise: z.object({
    type: z.literal('focus_exercise'),
    task: lenient(z.enum(FOCUS_TASKS)),
    duration: lenient(z.number().int().min(10).max(600)),
    /** The focus task's target picture (docs/product.md#focus-game); random when absent. */
    target: lenient(z.enum(FOCUS_TARGETS)),
  }),
  color_sorting: z.object({ type: z.literal('color_sorting'), colors: keyList }),
  letter_matching: z.object({ type: z.literal('letter_matching'), letters: keyList }),
  social_scenario: z.object({ type: z.literal('social_scenario'), scenarios: keyList }),
  breathing_exercise: z.object({
    type: z.literal('breathing_exercise'),
    exercise: lenient(z.enum(BREATHING_EXERCISES)),
  }),
  impulse_control: z.object({ type: z.literal('impulse_control') }),
  story_sequence: z.object({ type: z.literal('story_sequence'), story: lenient(z.enum(STORY_KEYS)) }),
  organization: z.object({ type: z.literal('organization'), categories: keyList }),
  movement_break: z.object({ type: z.literal('movement_break') }),
  time_management: z.object({ type: z.literal('time_management'), task: lenient(z.enum(TIME_TASKS)) }),
} as const;

export type ContentType = keyof typeof contentSchemas;
export const CONTENT_TYPES = Object.keys(contentSchemas) as ContentType[];
export type ContentOf<T extends ContentType> = z.infer<(typeof contentSchemas)[T]>;
export type ActivityContent = { [T in ContentType]: ContentOf<T> }[ContentType];

export function isContentType(type: string): type is ContentType {
  return Object.hasOwn(contentSchemas, type);
}
