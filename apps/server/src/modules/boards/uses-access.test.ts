import { boardUsesApi } from '@neurobridge/shared/api/board-uses';
import type { Endpoint } from '@neurobridge/shared/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChildWorld } from '../../../test/child-factories';
import { createAdminToken } from '../../../test/factories';
import { keyed } from '../../../test/idempotency-key';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { boardPhrases, boardSettings, boardUses } from '../../db/schema/boards';
import { CHILD_NOT_FOUND, OWNER_ONLY } from '../children/child-access';
import { usesRows } from './uses-testing';

/**
 * Every route of what the board tells by each kind of caller (docs/product.md#child-access,
 * docs/product.md#what-the-board-tells): the owner and a professional with active access record and
 * read; only the owner changes 'Guardar frases' or forgets the sentences (a professional: 403);
 * anyone else learns nothing (404), and an admin bearer is no parent session (401). Nothing is
 * written by a refused call.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who = 'owner' | 'otherParent' | 'proWithAccess' | 'proRevoked' | 'proWithout' | 'admin' | 'anonymous';
const WHO: Who[] = ['owner', 'otherParent', 'proWithAccess', 'proRevoked', 'proWithout', 'admin', 'anonymous'];
const ROUTES = Object.values(boardUsesApi) as Endpoint[];

function expected(e: Endpoint, who: Who): number {
  if (who === 'anonymous' || who === 'admin') return 401;
  if (who === 'owner') return e.status;
  if (who === 'proWithAccess') return e.child === 'manage' ? 403 : e.status;
  return 404;
}

const BODIES = new Map<Endpoint, () => object>([
  [
    boardUsesApi.record,
    () => ({
      taps: [{ label: 'quero', at: t.clock.now().toISOString() }],
      sentences: [{ text: 'eu quero', at: t.clock.now().toISOString() }],
    }),
  ],
  // Off, from on: it also deletes the stored sentence.
  [boardUsesApi.changeSettings, () => ({ save_phrases: false })],
]);

describe.each(ROUTES.map((e) => [`${e.method} ${e.path} (${e.child})`, e] as const))('%s', (_name, e) => {
  it.each(WHO)('%s', async (who) => {
    const { child, ...users } = await createChildWorld(t);
    // Saving on, with a counted word and a stored sentence: every route has something to change or read.
    await t.db.insert(boardSettings).values({ childId: child.id, savePhrases: true });
    await t.db.insert(boardUses).values({ childId: child.id, day: '2026-06-01', label: 'eu', count: 2 });
    await t.db.insert(boardPhrases).values({ childId: child.id, text: 'eu quero', saidAt: t.clock.now() });
    const headers: Record<string, string> =
      who === 'admin'
        ? { cookie: `nb_admin=${await createAdminToken(t)}` }
        : who === 'anonymous'
          ? {}
          : { cookie: users[who].cookie };
    const settings = () => t.db.select().from(boardSettings).where(eq(boardSettings.childId, child.id));
    const before = { ...(await usesRows(t, child.id)), settings: await settings() };
    const body = BODIES.get(e)?.();
    const res = await t.app.inject({
      method: e.method,
      url: e.path.replace(':id', String(child.id)),
      headers: e.idempotency ? keyed(headers) : headers,
      ...(body ? { payload: body } : {}),
    });
    expect(res.statusCode, res.body).toBe(expected(e, who));
    const error = { 401: 'Faça login para continuar.', 403: OWNER_ONLY, 404: CHILD_NOT_FOUND }[res.statusCode];
    if (error) expect(res.json()).toEqual({ error });
    const after = { ...(await usesRows(t, child.id)), settings: await settings() };
    if (res.statusCode >= 300 || e.method === 'GET') expect(after).toEqual(before);
    else expect(after).not.toEqual(before);
  });
});
