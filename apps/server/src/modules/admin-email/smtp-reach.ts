import { MAIL_PORTS, SMTP_PORT_NOT_ALLOWED, SMTP_UNREACHABLE } from '@neurobridge/shared/api/admin-email';
import type { AppConfig } from '../../config';
import { HttpError } from '../../lib/http-error';
import { headerLine } from '../mail/templates';

/**
 * What the e-mail server screen may reach (docs/product.md#admin-smtp): the screen makes the
 * server open connections an administrator chooses, so in production only the mail ports, and a
 * failed connection says the same thing whatever happened, so the test e-mail cannot map which
 * hosts and ports answer inside the server's network.
 */

/** The test e-mail gives up after this long without a connection or a greeting, and of silence. */
export const SMTP_TEST_TIMEOUT_MS = 10_000;

/** Refuses, in production, a port that is not a mail port (400, nothing saved or sent). */
export function assertMailPort(port: number, config: Pick<AppConfig, 'env'>): void {
  if (config.env !== 'production') return;
  if (!(MAIL_PORTS as readonly number[]).includes(port)) throw new HttpError(400, SMTP_PORT_NOT_ALLOWED);
}

/**
 * The reason a test e-mail failed, for the screen: a mail server's own answer (a refused login, a
 * refused address) as it wrote it; anything before a server answered (closed, filtered, unknown
 * host, timeout, not SMTP, TLS) one text.
 */
export function testFailureDetail(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown; message?: unknown } | null;
  const answered = e !== null && typeof e === 'object' && (e.code === 'EAUTH' || typeof e.responseCode === 'number');
  if (!answered) return SMTP_UNREACHABLE;
  return headerLine(String(e.message ?? '')).slice(0, 500) || SMTP_UNREACHABLE;
}
