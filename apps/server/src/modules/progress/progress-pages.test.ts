import type { ProgressPage } from '@neurobridge/shared/api/progress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createProgress } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

async function family(entries: number, sameDate = false) {
  const parent = await createSignedInUser(t);
  const child = await createChild(t.db, parent.user.id);
  const base = Date.now() - 1000 * MINUTE;
  const ids: number[] = [];
  for (let i = 0; i < entries; i++) {
    // With sameDate, every entry shares one date: the id alone orders them.
    const completionDate = new Date(sameDate ? base : base + i * MINUTE);
    ids.push((await createProgress(t.db, child.id, { completionDate, score: i % 2 ? 50 : null })).id);
  }
  return { parent, child, newestFirst: ids.reverse() };
}

function get(cookie: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}

async function allPages(cookie: string, childId: number, limit: number) {
  const seen: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await get(
      cookie,
      `/api/children/${childId}/progress?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.statusCode).toBe(200);
    const page = res.json() as ProgressPage;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.items.map((e) => e.id));
    cursor = page.next_cursor;
    pages++;
  } while (cursor);
  return { seen, pages };
}

describe('GET /api/children/{id}/progress, a page at a time (docs/product.md#reading-progress)', () => {
  it('walks every entry once, newest first, in pages of the asked size', async () => {
    const { parent, child, newestFirst } = await family(23);
    const { seen, pages } = await allPages(parent.cookie, child.id, 10);
    expect(seen).toEqual(newestFirst);
    expect(pages).toBe(3);
  });

  it('entries sharing one date are neither skipped nor repeated across pages', async () => {
    const { parent, child, newestFirst } = await family(7, true);
    expect((await allPages(parent.cookie, child.id, 3)).seen).toEqual(newestFirst);
  });

  it('the last full page says there is no next one', async () => {
    const { parent, child } = await family(10);
    const page = (await get(parent.cookie, `/api/children/${child.id}/progress?limit=10`)).json() as ProgressPage;
    expect(page.items).toHaveLength(10);
    expect(page.next_cursor).toBeNull();
  });

  it('without a limit, a page holds 20', async () => {
    const { parent, child } = await family(25);
    const page = (await get(parent.cookie, `/api/children/${child.id}/progress`)).json() as ProgressPage;
    expect(page.items).toHaveLength(20);
    expect(page.next_cursor).not.toBeNull();
  });

  it('a cursor from another child gives an empty page, never that child’s entries', async () => {
    const a = await family(3);
    const b = await family(3);
    const res = await get(a.parent.cookie, `/api/children/${a.child.id}/progress?cursor=${b.newestFirst[0]}`);
    expect(res.json()).toEqual({ items: [], next_cursor: null });
  });

  it.each([
    ['limit=0', 'O limite deve ser um número de 1 a 100.'],
    ['limit=101', 'O limite deve ser um número de 1 a 100.'],
    ['limit=abc', 'O limite deve ser um número de 1 a 100.'],
    ['limit=-1', 'O limite deve ser um número de 1 a 100.'],
    ['limit=1e1', 'O limite deve ser um número de 1 a 100.'],
    ['cursor=abc', 'Cursor inválido.'],
    ['cursor=2147483648', 'Cursor inválido.'],
    ['cursor=0', 'Cursor inválido.'],
    ['offset=10', 'Campo não permitido: offset.'],
  ])('?%s → 400 "%s"', async (query, error) => {
    const { parent, child } = await family(1);
    const res = await get(parent.cookie, `/api/children/${child.id}/progress?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });
});

describe('GET /api/children/{id}/progress/summary (docs/product.md#reading-progress)', () => {
  it('counts every entry: completed, the rounded average of scored completions, total', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    await createProgress(t.db, child.id, { status: 'completed', score: 80 });
    await createProgress(t.db, child.id, { status: 'completed', score: 75 });
    await createProgress(t.db, child.id, { status: 'completed', score: null });
    await createProgress(t.db, child.id, { status: 'needs_help', score: 10 });
    const res = await get(parent.cookie, `/api/children/${child.id}/progress/summary`);
    expect(res.statusCode).toBe(200);
    // (80 + 75) / 2 = 77.5 → 78; the needs_help score does not count.
    expect(res.json()).toEqual({ completed: 3, average_score: 78, total: 4 });
  });

  it('a child without entries: zeros and no average', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const res = await get(parent.cookie, `/api/children/${child.id}/progress/summary`);
    expect(res.json()).toEqual({ completed: 0, average_score: null, total: 0 });
  });
});
