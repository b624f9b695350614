import { z } from 'zod';

/**
 * Every 4xx/5xx body: a pt-BR message the UI shows as is (docs/product.md#error-answers). A refused
 * body also names each wrong field, keyed by its path ('plans.quarterly.name'), so a form marks every
 * one beside its input.
 */
export const errorResponse = z.object({
  error: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

const userMessages = new Set<string>();

/**
 * Marks a validation message written for people (the spec's texts, e.g. 'Nome é obrigatório',
 * docs/product.md#child-fields): the server sends it as the whole `error`, without the "Campo … inválido:"
 * prefix it puts before zod's generic messages. A message can only reach the server's error
 * handler from a schema whose module ran this call, so the set is always complete.
 */
export function userMessage<T extends string>(message: T): T {
  userMessages.add(message);
  return message;
}

export function isUserMessage(message: string | undefined): boolean {
  return message !== undefined && userMessages.has(message);
}

/**
 * The machine-readable `code` of a refusal the web answers by itself, beside the text it shows:
 * `TERMS_REQUIRED` opens the terms modal (docs/product.md#consent-gate).
 */
export const TERMS_REQUIRED = 'TERMS_REQUIRED';
/**
 * How a 400 names a field the route does not know ('Campo não permitido: level.'). The web's own
 * requests are built from this release's contracts, so answered to one of them it means a server of
 * the previous release during a rolling upgrade: the device's queue sends the item again later
 * (docs/product.md#offline-play).
 */
export const UNKNOWN_FIELD_PREFIX = 'Campo não permitido:';
/**
 * The account was suspended by the administration: every signed-in request and the sign-in answer
 * 403 with this code, and the web shows the notice instead of the page (docs/product.md#suspension).
 */
export const ACCOUNT_SUSPENDED = 'ACCOUNT_SUSPENDED';
/** The notice, with the address to write to when the e-mail server has a sender address. */
export function accountSuspendedMessage(supportEmail: string | null): string {
  return supportEmail
    ? `Sua conta foi suspensa. Para saber o motivo ou pedir a reativação, escreva ao suporte: ${supportEmail}.`
    : 'Sua conta foi suspensa. Para saber o motivo ou pedir a reativação, fale com o suporte da NeuroBridge.';
}
export const TERMS_REQUIRED_MESSAGE = 'Para continuar, leia e aceite os Termos de Uso e Privacidade.';
