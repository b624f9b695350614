import { ACCESS_ENDED } from '@neurobridge/shared/api/professional';
import { ApiError, errorText } from '../../lib/api-client';
import { professionalMessages } from './messages';

/** Whether the family ended this professional's access to the child (403 ACCESS_ENDED). */
export const isAccessEnded = (error: unknown) => error instanceof ApiError && error.code === ACCESS_ENDED;

/**
 * What a refused save of the session form says: the access ended (the typed text stays in the form,
 * docs/product.md#professional-screens), else the server's message or the fallback.
 */
export function sessionSaveError(error: unknown, fallback: string): string {
  return isAccessEnded(error) ? professionalMessages.form.accessEnded : errorText(error, fallback);
}
