import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

export const UNSTORABLE_TEXT = 'O texto enviado contém um caractere inválido.';

/**
 * PostgreSQL cannot store U+0000 in text, and a lone UTF-16 surrogate cannot be encoded as UTF-8
 * (it would be silently replaced). Either is refused for every string of every request, keys
 * included, before any route runs: one place for the fields of today and of tomorrow
 * (docs/product.md#input-rules).
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((v) => hasUnstorableText(v, depth + 1));
  for (const [key, v] of Object.entries(value)) {
    if (hasUnstorableText(key) || hasUnstorableText(v, depth + 1)) return true;
  }
  return false;
}

async function inputGuardsPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (hasUnstorableText(request.params) || hasUnstorableText(request.query) || hasUnstorableText(request.body)) {
      throw new HttpError(400, UNSTORABLE_TEXT);
    }
  });
}

export const inputGuards = fp(inputGuardsPlugin, { name: 'input-guards' });
