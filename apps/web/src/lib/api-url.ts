import { pathFor, type Endpoint } from '@neurobridge/shared/api/contract';

type Params = Record<string, string | number>;

/** An endpoint's URL for these params and query; empty query values are left out. */
export function urlFor(e: Pick<Endpoint, 'path'>, params?: Params, query?: Record<string, unknown>): string {
  const path = pathFor(e, params);
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return entries.length ? `${path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : path;
}
