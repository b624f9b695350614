import { z } from 'zod';
import { userMessage } from '../api/errors';
import type { ActivityContent, ContentOf, ContentType } from './schemas';

/**
 * What every content type folder's `authoring.ts` declares for the activity editor
 * (docs/product.md#activity-editor): the strict schema the editor's form and the admin API check,
 * the known keys of its lists and the content the editor starts from when the admin picks it.
 */
export interface AuthoringDefinition {
  readonly type: ContentType;
  /** Strict: an unknown field is refused (`shape`); each field carries the message shown beside it. */
  readonly schema: z.ZodObject;
  /** The known keys of a list field (docs/product.md#known-keys), read from the content being authored. */
  readonly knownKeys: (field: string, content: Record<string, unknown>) => readonly string[] | undefined;
  /** The game's own default written out, so the editor's boxes show what the child will get. */
  readonly editorDefault: ActivityContent;
}

export const CONTENT_INVALID = userMessage('O conteúdo da atividade é inválido.');
export const CONTENT_UNKNOWN_FIELD = userMessage('O conteúdo tem um campo que este jogo não usa.');

/** A strict object: a field the game does not use is refused with `CONTENT_UNKNOWN_FIELD`. */
export const shape = <T extends z.ZodRawShape>(fields: T) => z.strictObject(fields, { error: CONTENT_UNKNOWN_FIELD });

/** A list of `min` to `max` known keys without repeats, every failure said with `message`. */
export function keyList<const K extends readonly string[]>(keys: K, min: number, max: number, message: string) {
  return z
    .array(z.enum(keys, { error: message }), { error: message })
    .min(min, message)
    .max(max, message)
    .refine((list) => new Set(list).size === list.length, message);
}

export function defineAuthoring<T extends ContentType>(definition: {
  type: T;
  schema: z.ZodObject;
  /** A field's known keys by field name, or a function when they depend on the content (the emotion modes). */
  knownKeys?:
    | Record<string, readonly string[]>
    | ((field: string, content: Record<string, unknown>) => readonly string[] | undefined);
  editorDefault: ContentOf<T>;
}): AuthoringDefinition {
  const { knownKeys = {} } = definition;
  return {
    type: definition.type,
    schema: definition.schema,
    knownKeys: typeof knownKeys === 'function' ? knownKeys : (field) => knownKeys[field],
    editorDefault: definition.editorDefault as ActivityContent,
  };
}
