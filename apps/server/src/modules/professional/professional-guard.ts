import { PROFESSIONALS_ONLY } from '@neurobridge/shared/api/professional';
import { HttpError } from '../../lib/http-error';
import type { SessionUser } from '../auth/session-service';

/**
 * The workspace is for accounts that may act as professionals: a professional, or a parent who also
 * accepted an invitation (both areas, docs/product.md#onboarding); a parent only, or an account that
 * has not chosen yet, gets 403 (docs/product.md#professional-workspace).
 * The role comes with the session lookup, so the check costs no query; a change of role drops the
 * cached session on every server (docs/decisions/015-session-cache.md).
 */
export function requireProfessional(user: SessionUser): void {
  if (!user.isProfessional) throw new HttpError(403, PROFESSIONALS_ONLY);
}
