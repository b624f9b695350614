/** A client error whose pt-BR message the UI shows as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Logged (never sent): why a vague client message was given. */
    readonly detail?: string,
    /** Sent beside the message for the web to act on (e.g. `TERMS_REQUIRED`, shared/api/errors.ts). */
    readonly code?: string,
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, 'Faça login para continuar.');
export const notFound = (what = 'Recurso não encontrado.') => new HttpError(404, what);
