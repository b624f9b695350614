import { isUserMessage, UNKNOWN_FIELD_PREFIX } from '@neurobridge/shared/api/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailable, DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS } from '../lib/database-errors';
import { HttpError } from '../lib/http-error';
import { logSecurityEvent, refusalReason, type SecurityEventCounts } from '../lib/security-events';

export const GENERIC_ERROR = 'Algo deu errado do nosso lado. Tente novamente em instantes.';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado. Envie JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'O conteúdo enviado é grande demais.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'O conteúdo enviado não é um JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Tamanho do conteúdo inválido.',
};

type Issue = { instancePath?: string; keyword?: string; message?: string; params?: unknown };
const pathOf = (issue: Issue) => issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';

/** Each wrong field's first message, keyed by its path, so a form marks every one at once. */
function fieldMessages(issues: Issue[]): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = pathOf(issue);
    if (path) fields[path] ??= validationMessage([issue]);
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

function validationMessage(issues: Issue[]): string {
  const first = issues[0];
  if (!first) return 'Dados inválidos.';
  // Texts written for people ('Nome é obrigatório', 'Email inválido') are shown as is (docs/product.md#error-answers).
  if (isUserMessage(first.message)) return first.message!;
  // fastify-type-provider-zod puts the zod issue code in `keyword` and the rest of the issue in `params`.
  const params = first.params as { keys?: string[] } | undefined;
  if (first.keyword === 'unrecognized_keys' && params?.keys) {
    return `${UNKNOWN_FIELD_PREFIX} ${params.keys.join(', ')}.`;
  }
  const field = pathOf(first);
  return field ? `Campo "${field}" inválido: ${first.message}` : `Dados inválidos: ${first.message}`;
}

/** One central handler: 4xx carry a pt-BR `error`; 5xx a generic text and a correlation id in the log. */
async function errorsPlugin(app: FastifyInstance) {
  const securityEvents: SecurityEventCounts = {};
  app.decorate('securityEvents', securityEvents);
  app.setErrorHandler((err: FastifyError, request, reply) => {
    // Only failed requests pay for this: a success never reaches the handler (docs/product.md#security-events).
    const refused = refusalReason(err, request);
    if (refused) logSecurityEvent(request, securityEvents, refused, err.statusCode ?? 500);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = request.routeOptions.config.fieldErrors ? fieldMessages(err.validation) : undefined;
      return reply.status(400).send({ error: validationMessage(err.validation), ...(fields ? { fields } : {}) });
    }
    if (err instanceof HttpError) {
      if (err.detail) request.log.warn({ detail: err.detail }, err.message);
      return reply.status(err.statusCode).send({
        error: err.message,
        ...(err.code ? { code: err.code } : {}),
        ...(err.fields ? { fields: err.fields } : {}),
      });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ error: 'Muitas tentativas. Aguarde um pouco e tente novamente.' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: FASTIFY_MESSAGES[err.code] ?? 'Requisição inválida.' });
    }
    if (databaseUnavailable(err)) {
      // Not a bug: the database is restarting or unreachable, and the pool reconnects by itself (docs/product.md#database-down).
      request.log.warn({ err, correlation_id: request.id }, 'database unavailable');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ error: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err, correlation_id: request.id }, 'unhandled error');
    return reply.status(500).send({ error: GENERIC_ERROR, correlation_id: request.id });
  });
}

export const errors = fp(errorsPlugin, { name: 'errors' });
