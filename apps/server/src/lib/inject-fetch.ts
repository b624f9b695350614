import type { FastifyInstance, HTTPMethods } from 'fastify';

const NULL_BODY = new Set([101, 204, 205, 304]);

/** A fetch that answers from this app's own routes in-process (used by the built-in development provider). */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const res = await app.inject({
      method: (init?.method ?? 'GET') as HTTPMethods,
      url: url.pathname + url.search,
      headers: { ...Object.fromEntries(new Headers(init?.headers)), host: url.host },
      payload: init?.body == null ? undefined : String(init.body),
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v === undefined) continue;
      for (const one of Array.isArray(v) ? v : [v]) headers.append(k, String(one));
    }
    return new Response(NULL_BODY.has(res.statusCode) ? null : res.rawPayload, { status: res.statusCode, headers });
  };
}
