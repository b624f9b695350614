import type { Endpoint } from '@neurobridge/shared/api/contract';
import { readdirSync } from 'node:fs';

const CONTRACTS = new URL('../../../packages/shared/src/api/', import.meta.url);

/**
 * Every endpoint declared in the contracts (packages/shared/src/api), read from the modules
 * themselves: a test that walks them covers a new route the moment its contract exists.
 */
export async function contractEndpoints(): Promise<Endpoint[]> {
  const modules: Record<string, unknown>[] = await Promise.all(
    readdirSync(CONTRACTS)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => import(new URL(file, CONTRACTS).href) as Promise<Record<string, unknown>>),
  );
  return modules
    .flatMap((module) => Object.values(module))
    .flatMap((group) => (group && typeof group === 'object' ? Object.values(group) : []))
    .filter((e): e is Endpoint => Boolean(e && typeof e === 'object' && 'path' in e && 'method' in e && 'access' in e));
}
