import { ACCOUNT_SUSPENDED, accountSuspendedMessage } from '@neurobridge/shared/api/errors';
import type { AppDeps } from '../../app-deps';
import { smtpSettings } from '../../db/schema/mail';
import { HttpError } from '../../lib/http-error';

/**
 * The refusal a suspended account gets on every signed-in request and at sign-in: 403
 * `ACCOUNT_SUSPENDED` with 'Sua conta foi suspensa' and how to reach support, the e-mail server's
 * sender address when there is one (docs/product.md#suspension). Read only for a suspended
 * account, so it costs nothing to anyone else.
 */
export function createSuspensionNotice({ db }: Pick<AppDeps, 'db'>) {
  return async function accountSuspended(): Promise<HttpError> {
    const [row] = await db.select({ email: smtpSettings.fromEmail }).from(smtpSettings).limit(1);
    return new HttpError(403, accountSuspendedMessage(row?.email || null), undefined, ACCOUNT_SUSPENDED);
  };
}
export type SuspensionNotice = ReturnType<typeof createSuspensionNotice>;
