import { z } from 'zod';
import { userMessage } from '../api/errors';
import { CONTENT_INVALID, type AuthoringDefinition } from './authoring-kit';
import { collectByType } from './registry';
import type { ActivityContent, ContentType } from './schemas';

/**
 * Content as an administrator writes it (docs/product.md#activity-editor). The editor's form checks
 * each game's strict schema (`authoredContentSchemas`) and shows its messages beside the fields;
 * the API takes the content as JSON text or an object and reads it the way the games do
 * (`authoredContent`): unknown fields and keys dropped, a value the game cannot use left out so the
 * game's default applies (docs/product.md#known-keys). Each type's schema, messages and editor
 * default live in its folder's `types/<type>/authoring.ts`.
 */

export { CONTENT_INVALID, CONTENT_UNKNOWN_FIELD } from './authoring-kit';
export { NEW_ACTIVITY_CONTENT } from './types/emotion-recognition/authoring';
export const CONTENT_TYPE_INVALID = userMessage('Escolha um tipo de jogo válido.');
/** The stored JSON text's limit: every game's content fits in a few hundred characters. */
export const CONTENT_TEXT_MAX = 5000;
export const CONTENT_NOT_JSON = userMessage('O conteúdo da atividade não é um JSON válido.');
export const CONTENT_TOO_LONG = userMessage(
  `O conteúdo da atividade pode ter no máximo ${CONTENT_TEXT_MAX} caracteres.`,
);

/** Each type folder's `authoring.ts`, by type. */
export const AUTHORING = collectByType<AuthoringDefinition>(
  import.meta.glob<Record<string, unknown>>('./types/*/authoring.ts', { eager: true }),
  'authoring',
) as ReadonlyMap<ContentType, AuthoringDefinition>;

/** One strict schema per game type, keyed like the player's (docs/product.md#activity-editor). */
export const authoredContentSchemas = Object.fromEntries(
  [...AUTHORING].map(([type, definition]) => [type, definition.schema]),
) as Record<ContentType, z.ZodObject>;

/**
 * Reads content the way the games do (docs/product.md#reading-content): fields the game does not
 * use are dropped; a list keeps its known keys once each; a field the game cannot use (an unknown
 * mode, a range upside down, a list left too short) is left out, so the game's default applies.
 */
export function readAuthoredContent(content: Record<string, unknown> & { type: ContentType }): ActivityContent {
  const { schema, knownKeys } = AUTHORING.get(content.type)!;
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
  if (typeof type !== 'string' || !AUTHORING.has(type as ContentType)) {
    return refuse(CONTENT_TYPE_INVALID, ['type']);
  }
  return readAuthoredContent(value as Record<string, unknown> & { type: ContentType });
});
