import { vi } from 'vitest';

type Handler = (
  init: RequestInit | undefined,
  url: URL,
) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/**
 * Stands in for the network in component tests: answers by "METHOD /path" and records calls.
 * Browser tests (e2e/) run against the real server.
 */
export function stubFetch(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ error: 'not stubbed' }), { status: 404 });
    const { status = 200, body } = await handler(init, url);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

export const sampleUser = {
  id: 1,
  email: 'ana@example.com',
  full_name: 'Ana Souza',
  google_user_data: { picture: null, given_name: 'Ana', family_name: 'Souza' },
  created_at: '2026-11-01T12:00:00.000Z',
  last_login_date: '2026-11-22T12:00:00.000Z',
};
