import { ApiError } from './api-client';

/** What `formErrors` needs of a schema: zod's `safeParse`, described by shape. */
interface SafeParseSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type FormErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * Validates a form's request body with the endpoint's own schema (packages/shared), so the form
 * refuses exactly what the server refuses, with the same pt-BR texts. Answers the first message
 * of each top-level field, `{ name: 'Nome é obrigatório' }`, or `{}` when the body is valid. An
 * issue about the whole body (no field) is under `''`.
 */
export function formErrors<B extends object>(schema: SafeParseSchema, body: B): FormErrors<Extract<keyof B, string>> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors as FormErrors<Extract<keyof B, string>>;
}

/**
 * Like `formErrors` for a body with nested parts: each wrong field's first message keyed by its
 * whole path, `{ 'plans.annual.price': '…' }`, the way a refusal names its fields
 * (`serverFieldErrors`), so one screen marks the same fields whoever found them.
 */
export function formErrorsByPath(schema: SafeParseSchema, body: unknown): FormErrors {
  const parsed = schema.safeParse(body);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

export function hasErrors(errors: FormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * The fields a refusal names (routes declaring `fieldErrors`, shared/api/contract.ts), to show
 * beside their inputs instead of in a toast; `{}` for any other failure.
 */
export function serverFieldErrors(err: unknown): FormErrors {
  return err instanceof ApiError ? err.fields : {};
}
