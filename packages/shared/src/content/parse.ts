import { CATEGORY_DEFAULT_CONTENT } from './defaults';
import { contentSchemas, isContentType, type ActivityContent } from './schemas';

export type ContentErrorKind = 'parse' | 'structure' | 'unexpected';

export type ParsedContent =
  | { kind: 'ok'; content: ActivityContent; fallback?: ContentErrorKind }
  | { kind: 'empty' }
  | { kind: 'unknown_type'; type: string }
  | { kind: 'error'; error: ContentErrorKind };

/** The texts of the error kinds (docs/product.md#player-messages). */
export const CONTENT_ERROR_TEXTS: Record<ContentErrorKind, string> = {
  parse: 'Erro ao processar o conteúdo da atividade',
  structure: 'Conteúdo da atividade está corrompido',
  unexpected: 'Erro inesperado na atividade',
};

function fallback(category: string, error: ContentErrorKind): ParsedContent {
  const content = CATEGORY_DEFAULT_CONTENT[category];
  return content ? { kind: 'ok', content, fallback: error } : { kind: 'error', error };
}

/**
 * Reads an activity's content (docs/product.md#reading-content): JSON text or an object with a non-empty string
 * `type`. Unparsable text is a parse error and the wrong shape a structure error; both fall back
 * to the category's default content when there is one. Never throws.
 */
export function parseActivityContent(raw: unknown, category: string): ParsedContent {
  try {
    if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return { kind: 'empty' };
    let value: unknown = raw;
    if (typeof raw === 'string') {
      try {
        value = JSON.parse(raw);
      } catch {
        return fallback(category, 'parse');
      }
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fallback(category, 'structure');
    const type = (value as { type?: unknown }).type;
    if (typeof type !== 'string' || type.trim() === '') return fallback(category, 'structure');
    if (!isContentType(type)) return { kind: 'unknown_type', type };
    const parsed = contentSchemas[type].safeParse(value);
    if (!parsed.success) return fallback(category, 'structure');
    return { kind: 'ok', content: parsed.data as ActivityContent };
  } catch {
    return fallback(category, 'unexpected');
  }
}
