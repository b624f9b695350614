import { boardsApi } from '@neurobridge/shared/api/boards';
import type { Endpoint } from '@neurobridge/shared/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChildWorld } from '../../../test/child-factories';
import { createAdminToken } from '../../../test/factories';
import { keyed } from '../../../test/idempotency-key';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CHILD_NOT_FOUND } from '../children/child-access';
import { boardRows, boardsWorld, SAMPLE_CELL } from './boards-testing';

/**
 * Every board route by each kind of caller (docs/product.md#child-access): the owner and a
 * professional with active access read and edit the boards; anyone else learns nothing (404), and
 * an admin bearer is no parent session (401). Nothing is written by a refused call.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who = 'owner' | 'otherParent' | 'proWithAccess' | 'proRevoked' | 'proWithout' | 'admin' | 'anonymous';
const WHO: Who[] = ['owner', 'otherParent', 'proWithAccess', 'proRevoked', 'proWithout', 'admin', 'anonymous'];
const ROUTES = Object.values(boardsApi) as Endpoint[];

function expected(e: Endpoint, who: Who): number {
  if (who === 'anonymous' || who === 'admin') return 401;
  if (who === 'owner' || who === 'proWithAccess') return e.status;
  return 404;
}

const BODIES = new Map<Endpoint, object>([
  [boardsApi.create, { name: 'Escola', rows: 2, cols: 3 }],
  [boardsApi.update, { name: 'Minha casa' }],
  [boardsApi.setCell, SAMPLE_CELL],
]);

describe.each(ROUTES.map((e) => [`${e.method} ${e.path} (${e.child})`, e] as const))('%s', (_name, e) => {
  it.each(WHO)('%s', async (who) => {
    const { child, ...users } = await createChildWorld(t);
    // The starter is for a child without boards: its world has none.
    const { home } = e === boardsApi.start ? { home: { id: 1 } } : await boardsWorld(t, child.id);
    const headers: Record<string, string> =
      who === 'admin'
        ? { cookie: `nb_admin=${await createAdminToken(t)}` }
        : who === 'anonymous'
          ? {}
          : { cookie: users[who].cookie };
    const before = await boardRows(t, child.id);
    const body = BODIES.get(e);
    const res = await t.app.inject({
      method: e.method,
      url: e.path
        .replace(':id', String(child.id))
        .replace(':boardId', String(home.id))
        .replace(':row', '0')
        .replace(':col', '0'),
      headers: e.idempotency ? keyed(headers) : headers,
      ...(body ? { payload: body } : {}),
    });
    expect(res.statusCode, res.body).toBe(expected(e, who));
    const error = { 401: 'Faça login para continuar.', 404: CHILD_NOT_FOUND }[res.statusCode];
    if (error) expect(res.json()).toEqual({ error });
    if (res.statusCode >= 300 || e.method === 'GET') expect(await boardRows(t, child.id)).toEqual(before);
    else expect(await boardRows(t, child.id)).not.toEqual(before);
  });
});
