/** A client error whose pt-BR message the UI shows as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Logged (never sent): why a vague client message was given. */
    readonly detail?: string,
    /** Sent beside the message for the web to act on (e.g. `TERMS_REQUIRED`, shared/api/errors.ts). */
    readonly code?: string,
    /** The wrong fields and what is wrong with each, keyed by path (shared/api/errors.ts). */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, 'Faça login para continuar.');
export const notFound = (what = 'Recurso não encontrado.') => new HttpError(404, what);

/** A refusal about one field: its message, also marked beside that field. */
export const fieldError = (field: string, message: string, status = 400) =>
  new HttpError(status, message, undefined, undefined, { [field]: message });
