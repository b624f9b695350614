import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countChildren, createChildWorld } from '../../../test/child-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { children } from '../../db/schema/children';
import { keyed } from '../../../test/idempotency-key';

/**
 * Children that are not there, ids that are not ids, and the routes that are always the caller's
 * own (docs/product.md#child-access). The route-by-caller matrix is child-access-matrix.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who = 'owner' | 'otherParent' | 'proWithAccess' | 'proRevoked' | 'proWithout' | 'anonymous';

async function world() {
  const { child, owner, otherParent, ...pros } = await createChildWorld(t);
  const cookies: Record<Who, string | undefined> = {
    owner: owner.cookie,
    otherParent: otherParent.cookie,
    proWithAccess: pros.proWithAccess.cookie,
    proRevoked: pros.proRevoked.cookie,
    proWithout: pros.proWithout.cookie,
    anonymous: undefined,
  };
  return { child, owner, otherParent, cookies };
}

function call(method: 'GET' | 'PATCH' | 'DELETE', url: string, cookie: string | undefined, payload?: object) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

const NOT_FOUND = { error: 'Criança não encontrada.' };
const LOGIN = { error: 'Faça login para continuar.' };

describe('children that are not there', () => {
  it('an id that does not exist is the same 404 as another family’s child', async () => {
    const { cookies } = await world();
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const url = method === 'GET' ? '/api/children/2147483647/progress' : '/api/children/2147483647';
      const res = await call(method, url, cookies.owner, method === 'PATCH' ? { name: 'x' } : undefined);
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });

  it('an inactive child is not found, even by its parent', async () => {
    const { child, cookies } = await world();
    await t.db.update(children).set({ isActive: false }).where(eq(children.id, child.id));
    expect((await call('GET', `/api/children/${child.id}/progress`, cookies.owner)).statusCode).toBe(404);
    expect((await call('GET', `/api/children/${child.id}/progress`, cookies.proWithAccess)).statusCode).toBe(404);
  });

  it.each(['abc', '0', '-1', '1.5', '1e2', '0x10', '2147483648', '99999999999'])(
    'an id of "%s" is refused with 400',
    async (id) => {
      const { cookies } = await world();
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const url = method === 'GET' ? `/api/children/${id}/progress` : `/api/children/${id}`;
        const res = await call(method, url, cookies.owner, method === 'PATCH' ? { name: 'x' } : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json()).toEqual({ error: 'Identificador inválido.' });
      }
    },
  );
});

describe('the list and the create are always the caller’s own', () => {
  it('GET /api/children lists only the caller’s children', async () => {
    const { child, cookies } = await world();
    const ids = async (who: Who) =>
      (await call('GET', '/api/children', cookies[who])).json().map((c: { id: number }) => c.id);
    expect(await ids('owner')).toEqual([child.id]);
    expect(await ids('otherParent')).not.toContain(child.id);
    expect(await ids('proWithAccess')).toEqual([]);
    expect(await ids('proRevoked')).toEqual([]);
    expect(await ids('proWithout')).toEqual([]);
    const anonymous = await call('GET', '/api/children', undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(LOGIN);
  });

  it('POST /api/children creates for the caller; anonymous gets 401 and nothing is written', async () => {
    const { cookies, otherParent } = await world();
    const before = await countChildren(t.db);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/children', payload: { name: 'Zé' } });
    expect(anonymous.statusCode).toBe(401);
    expect(await countChildren(t.db)).toBe(before);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/children',
      headers: keyed({ cookie: cookies.otherParent! }),
      payload: { name: 'Zé' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().parent_user_id).toBe(otherParent.user.id);
  });
});
