import { pino, type DestinationStream, type Logger } from 'pino';
import { safeError } from './safe-error';

/**
 * The server's logger. Nothing personal and no secret reaches it (docs/product.md#logs): requests
 * are logged without query strings (they can carry sign-in codes), invitation tokens or cookies, and errors through
 * `safeError`, which keeps an error's kind and place but none of the values it carries.
 */
/**
 * An invitation's token travels in its path (`/accept-invitation/{token}`,
 * `/api/invitations/{token}`, `/api/invitations/{token}/decline`): whoever reads the log must not
 * be able to accept it.
 */
const TOKEN_IN_PATH = /^(\/(?:api\/invitations|accept-invitation)\/)(?!accept$)[^/]+/;

/** A request's path as it is logged: no query string, no invitation token. */
export function loggedPath(url: string): string {
  return url.split('?')[0]!.replace(TOKEN_IN_PATH, '$1***');
}

export function createLogger(level: string, stream?: DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: {
        req: (req: { method: string; url: string; id: string }) => ({
          method: req.method,
          url: loggedPath(req.url),
          id: req.id,
        }),
        err: safeError,
      },
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    stream,
  );
}
