import { pino, type DestinationStream, type Logger } from 'pino';
import { safeError } from './safe-error';

/**
 * The server's logger. Nothing personal and no secret reaches it (docs/product.md#logs): requests
 * are logged without query strings (they can carry sign-in codes) or cookies, and errors through
 * `safeError`, which keeps an error's kind and place but none of the values it carries.
 */
export function createLogger(level: string, stream?: DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: {
        req: (req: { method: string; url: string; id: string }) => ({
          method: req.method,
          url: req.url.split('?')[0],
          id: req.id,
        }),
        err: safeError,
      },
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    stream,
  );
}
