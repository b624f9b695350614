import { LEVEL_KIND_INVALID, PIN_LEVEL_INVALID } from '@neurobridge/shared/api/levels';
import { GAME_KIND_LABELS, LEVELLED_KINDS } from '@neurobridge/shared/domain/game-levels';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChildWorld } from '../../../test/child-factories';
import { createAdminToken } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { childGameLevels } from '../../db/schema/stars';
import { CHILD_NOT_FOUND, OWNER_ONLY } from '../children/child-access';
import { freeActivityOf, levelCalls } from './levels-testing';

// A child's levels per game kind and the parent's pin (docs/product.md#game-levels).

let t: TestApp;
let memoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  memoryId = (await freeActivityOf(t, 'memory')).id;
});
afterAll(() => t.close());

async function levelRow(childId: number, kind: string) {
  const [row] = await t.db
    .select()
    .from(childGameLevels)
    .where(and(eq(childGameLevels.childId, childId), eq(childGameLevels.kind, kind)));
  return row;
}

async function levelOf(calls: ReturnType<typeof levelCalls>, kind: string) {
  const { levels } = (await calls.list()).json();
  return levels.find((l: { kind: string }) => l.kind === kind);
}

describe('GET /api/children/{id}/levels', () => {
  it('lists every kind with levels, in order, each at level 2 unpinned until played', async () => {
    const { child, owner } = await createChildWorld(t);
    const res = await levelCalls(t, owner.cookie, child.id).list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      levels: LEVELLED_KINDS.map((kind) => ({
        kind,
        label: GAME_KIND_LABELS[kind],
        level: 2,
        pinned: false,
        changed_at: null,
      })),
    });
  });

  it('shows a level a result moved, with when it moved', async () => {
    const { child, owner } = await createChildWorld(t);
    const calls = levelCalls(t, owner.cookie, child.id);
    await calls.play(memoryId, 90);
    t.clock.advance(60_000);
    await calls.play(memoryId, 85);
    expect(await levelOf(calls, 'memory')).toEqual({
      kind: 'memory',
      label: 'Memória',
      level: 3,
      pinned: false,
      changed_at: t.clock.now().toISOString(),
    });
    expect(await levelOf(calls, 'counting')).toMatchObject({ level: 2, changed_at: null });
  });
});

describe('PUT /api/children/{id}/levels/{kind}', () => {
  it('pins a level: it is that level now and results do not move it', async () => {
    const { child, owner } = await createChildWorld(t);
    const calls = levelCalls(t, owner.cookie, child.id);
    const res = await calls.pin('memory', { pinned_level: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      kind: 'memory',
      label: 'Memória',
      level: 1,
      pinned: true,
      changed_at: t.clock.now().toISOString(),
    });
    for (const score of [100, 100, 95, 90]) expect((await calls.play(memoryId, score)).statusCode).toBe(201);
    expect(await levelOf(calls, 'memory')).toMatchObject({ level: 1, pinned: true });
    expect(await levelRow(child.id, 'memory')).toMatchObject({ highRun: 0, lowRun: 0 });
  });

  it('unpins at the level where it is, with both runs started again', async () => {
    const { child, owner } = await createChildWorld(t);
    const calls = levelCalls(t, owner.cookie, child.id);
    await calls.play(memoryId, 90);
    expect(await levelRow(child.id, 'memory')).toMatchObject({ level: 2, highRun: 1 });
    await calls.pin('memory', { pinned_level: 3 });
    const pinnedAt = t.clock.now().toISOString();
    t.clock.advance(60_000);
    const res = await calls.pin('memory', { pinned_level: null });
    expect(res.json()).toEqual({ kind: 'memory', label: 'Memória', level: 3, pinned: false, changed_at: pinnedAt });
    expect(await levelRow(child.id, 'memory')).toMatchObject({ level: 3, pinned: false, highRun: 0, lowRun: 0 });
    // Results move it again: two below 40 go down.
    await calls.play(memoryId, 10);
    await calls.play(memoryId, 20);
    expect(await levelOf(calls, 'memory')).toMatchObject({ level: 2, pinned: false });
  });

  it('unpinning a kind never played leaves it at the start level', async () => {
    const { child, owner } = await createChildWorld(t);
    const res = await levelCalls(t, owner.cookie, child.id).pin('letters', { pinned_level: null });
    expect(res.json()).toEqual({ kind: 'letters', label: 'Letras', level: 2, pinned: false, changed_at: null });
  });

  it.each<[string, string, unknown, string]>([
    ['level 0', 'memory', { pinned_level: 0 }, PIN_LEVEL_INVALID],
    ['level 4', 'memory', { pinned_level: 4 }, PIN_LEVEL_INVALID],
    ['level 1.5', 'memory', { pinned_level: 1.5 }, PIN_LEVEL_INVALID],
    ['level as text', 'memory', { pinned_level: '2' }, PIN_LEVEL_INVALID],
    ['no level', 'memory', {}, PIN_LEVEL_INVALID],
    ['an unknown field', 'memory', { pinned_level: 2, level: 3 }, 'Campo não permitido: level.'],
    ['breathing, which has no levels', 'breathing', { pinned_level: 2 }, LEVEL_KIND_INVALID],
    ['self-recognition, which has no levels', 'self_recognition', { pinned_level: 2 }, LEVEL_KIND_INVALID],
    ['an unknown kind', 'chess', { pinned_level: 2 }, LEVEL_KIND_INVALID],
  ])('refuses %s with a pt-BR 400 and writes nothing', async (_, kind, payload, error) => {
    const { child, owner } = await createChildWorld(t);
    const res = await levelCalls(t, owner.cookie, child.id).pin(kind, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await levelRow(child.id, kind)).toBeUndefined();
  });
});

describe('who may read and pin', () => {
  it('the parent reads and pins; a professional with access reads only; anyone else is refused', async () => {
    const { child, owner, otherParent, proWithAccess, proRevoked, proWithout } = await createChildWorld(t);
    const admin = `nb_admin=${await createAdminToken(t)}`;
    const pin = { pinned_level: 3 };
    expect((await levelCalls(t, owner.cookie, child.id).list()).statusCode).toBe(200);
    expect((await levelCalls(t, proWithAccess.cookie, child.id).list()).statusCode).toBe(200);
    const proPin = await levelCalls(t, proWithAccess.cookie, child.id).pin('memory', pin);
    expect(proPin.statusCode).toBe(403);
    expect(proPin.json()).toEqual({ error: OWNER_ONLY });
    for (const who of [otherParent, proRevoked, proWithout]) {
      const calls = levelCalls(t, who.cookie, child.id);
      expect((await calls.list()).json()).toEqual({ error: CHILD_NOT_FOUND });
      expect((await calls.pin('memory', pin)).statusCode).toBe(404);
    }
    for (const cookie of [admin, undefined]) {
      const calls = levelCalls(t, cookie, child.id);
      expect((await calls.list()).statusCode).toBe(401);
      expect((await calls.pin('memory', pin)).statusCode).toBe(401);
    }
    expect(await levelRow(child.id, 'memory')).toBeUndefined();
    expect((await levelCalls(t, owner.cookie, child.id).pin('memory', pin)).statusCode).toBe(200);
  });
});
