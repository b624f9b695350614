import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';

const NULL_BODY = new Set([101, 204, 205, 304]);

/** A fetch that answers from this app's own routes in-process (used by the built-in development provider). */
export function injectFetch(app: FastifyInstance): CustomFetch {
  return async (input, options) => {
    const url = new URL(input);
    const body = options.body;
    const res = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: { ...Object.fromEntries(new Headers(options.headers)), host: url.host },
      payload: body == null ? undefined : body instanceof Uint8Array ? Buffer.from(body) : String(body),
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v === undefined) continue;
      for (const one of Array.isArray(v) ? v : [v]) headers.append(k, String(one));
    }
    return new Response(NULL_BODY.has(res.statusCode) ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };
}
