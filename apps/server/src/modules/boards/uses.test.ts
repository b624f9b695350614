import {
  BOARD_SAVE_PHRASES_INVALID,
  BOARD_SENTENCE_TEXT,
  BOARD_SENTENCES_COUNT,
  BOARD_TAP_LABEL,
  BOARD_TAPS_COUNT,
  BOARD_USE_AT_INVALID,
  BOARD_USE_TOO_OLD,
  BOARD_USES_EMPTY,
  BOARD_USES_LIST,
  BOARD_USES_DAYS,
  type BoardPhrasesPage,
  type BoardUses,
} from '@neurobridge/shared/api/board-uses';
import { DAY_MS } from '@neurobridge/shared/domain/time';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { boardSettings } from '../../db/schema/boards';
import { fillBoardUses, usesCalls, usesRows } from './uses-testing';

/** Noon in São Paulo on 10 June 2026 (15:00 UTC): the tests' today. */
const NOW = new Date('2026-06-10T15:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
});
afterAll(() => t.close());

async function family() {
  const parent = await createSignedInUser(t);
  const child = await createChild(t.db, parent.user.id);
  return { parent, child, api: usesCalls(t, { cookie: parent.cookie }, child.id) };
}

describe('counting the words the child tapped (docs/product.md#what-the-board-tells)', () => {
  it('counts each word by the São Paulo day it was tapped, newest day first, the most used first', async () => {
    const { api } = await family();
    const res = await api.record({
      taps: [
        { label: 'quero', at: ago(0) },
        { label: 'água', at: ago(60_000) },
        { label: 'quero', at: ago(2 * 60_000) },
        // 02:30 UTC on 10 June is still 9 June in São Paulo.
        { label: 'quero', at: '2026-06-10T02:30:00Z' },
        { label: 'mais', at: ago(3 * DAY_MS) },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ counted: 5 });
    await api.record({ taps: [{ label: 'água', at: ago(0) }] });
    const uses = (await api.read()).json() as BoardUses;
    expect(uses).toEqual({
      days: [
        {
          day: '2026-06-10',
          words: [
            { label: 'água', count: 2 },
            { label: 'quero', count: 2 },
          ],
        },
        { day: '2026-06-09', words: [{ label: 'quero', count: 1 }] },
        { day: '2026-06-07', words: [{ label: 'mais', count: 1 }] },
      ],
      top: [
        { label: 'quero', count: 3 },
        { label: 'água', count: 2 },
        { label: 'mais', count: 1 },
      ],
    });
  });

  it('reads 7 days (today and the 6 before) or 30', async () => {
    const { api } = await family();
    await api.record({ taps: [{ label: 'casa', at: ago(6 * DAY_MS) }] });
    await api.record({ taps: [{ label: 'dor', at: ago(8 * DAY_MS) }] });
    expect(((await api.read()).json() as BoardUses).top).toEqual([{ label: 'casa', count: 1 }]);
    expect(((await api.read('?days=7')).json() as BoardUses).days.map((d) => d.day)).toEqual(['2026-06-04']);
    const month = (await api.read('?days=30')).json() as BoardUses;
    expect(month.days.map((d) => d.day)).toEqual(['2026-06-04', '2026-06-02']);
    expect((await (await family()).api.read()).json()).toEqual({ days: [], top: [] });
  });

  it('a retried batch (the same Idempotency-Key) counts once; another batch counts again', async () => {
    const { api, child } = await family();
    const key = randomUUID();
    const batch = { taps: [{ label: 'sim', at: ago(0) }] };
    expect((await api.record(batch, key)).statusCode).toBe(200);
    const again = await api.record(batch, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ counted: 1 });
    expect((await usesRows(t, child.id)).uses.map((u) => u.count)).toEqual([1]);
    await api.record(batch);
    expect((await usesRows(t, child.id)).uses.map((u) => u.count)).toEqual([2]);
  });

  it("a stamp ahead of the server's clock counts for today; exactly 30 days back still counts", async () => {
    const { api } = await family();
    await api.record({
      taps: [
        { label: 'ir', at: new Date(NOW.getTime() + 5 * DAY_MS).toISOString() },
        { label: 'ir', at: ago(30 * DAY_MS) },
      ],
    });
    const uses = (await api.read('?days=30')).json() as BoardUses;
    expect(uses.days[0]).toEqual({ day: '2026-06-10', words: [{ label: 'ir', count: 1 }] });
  });
});

describe("'Guardar frases' (docs/product.md#what-the-board-tells)", () => {
  const said = (text: string, at = ago(0)) => ({ taps: [{ label: 'eu', at }], sentences: [{ text, at }] });

  it('is off by default: the sentences are dropped, the words still counted', async () => {
    const { api, child } = await family();
    expect((await api.settings()).json()).toEqual({ save_phrases: false });
    expect((await api.record(said('eu quero água'))).statusCode).toBe(200);
    const rows = await usesRows(t, child.id);
    expect(rows.phrases).toEqual([]);
    expect(rows.uses).toHaveLength(1);
    expect((await api.phrases()).json()).toEqual({ phrases: [], next_cursor: null });
  });

  it('on, the sentences are kept, newest first, a page at a time', async () => {
    const { api } = await family();
    expect((await api.changeSettings({ save_phrases: true })).json()).toEqual({ save_phrases: true });
    expect((await api.settings()).json()).toEqual({ save_phrases: true });
    await api.record(said('eu quero água', ago(2 * 60_000)));
    await api.record({
      taps: [{ label: 'mais', at: ago(0) }],
      sentences: [
        { text: ' quero mais ', at: ago(60_000) },
        { text: 'acabou', at: ago(0) },
      ],
    });
    const first = (await api.phrases('?limit=2')).json() as BoardPhrasesPage;
    expect(first.phrases.map((p) => p.text)).toEqual(['acabou', 'quero mais']);
    expect(first.phrases[0]!.said_at).toBe(ago(0));
    const rest = (await api.phrases(`?limit=2&cursor=${first.next_cursor}`)).json() as BoardPhrasesPage;
    expect(rest).toEqual({ phrases: [expect.objectContaining({ text: 'eu quero água' })], next_cursor: null });
  });

  it('a batch of sentences alone (their taps went earlier) keeps them and counts nothing', async () => {
    const { api, child } = await family();
    await api.changeSettings({ save_phrases: true });
    const res = await api.record({ sentences: [{ text: 'quero água', at: ago(0) }] });
    expect(res.json()).toEqual({ counted: 0 });
    const rows = await usesRows(t, child.id);
    expect([rows.uses.length, rows.phrases.map((p) => p.text)]).toEqual([0, ['quero água']]);
  });

  it('turned off, deletes the stored sentences; and the parent may forget them while it is on', async () => {
    const { api, child } = await family();
    await api.changeSettings({ save_phrases: true });
    await api.record(said('eu quero'));
    expect((await usesRows(t, child.id)).phrases).toHaveLength(1);
    expect((await api.forgetPhrases()).statusCode).toBe(204);
    expect((await usesRows(t, child.id)).phrases).toEqual([]);
    await api.record(said('quero brincar'));
    expect((await api.changeSettings({ save_phrases: false })).json()).toEqual({ save_phrases: false });
    const rows = await usesRows(t, child.id);
    expect(rows.phrases).toEqual([]);
    expect(rows.uses).toEqual([expect.objectContaining({ label: 'eu', count: 2 })]);
  });

  it("another child's sentences stay when one child's are deleted", async () => {
    const a = await family();
    const b = await family();
    for (const f of [a, b]) {
      await f.api.changeSettings({ save_phrases: true });
      await f.api.record(said('oi'));
    }
    await a.api.changeSettings({ save_phrases: false });
    expect((await usesRows(t, b.child.id)).phrases).toHaveLength(1);
  });
});

describe('removing the child (docs/product.md#removing-a-child)', () => {
  it('removes its counted words, its setting and its sentences; a sibling keeps its own', async () => {
    const { parent, child } = await family();
    const sibling = await createChild(t.db, parent.user.id);
    for (const kid of [child, sibling]) await fillBoardUses(t.db, kid.id, NOW);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/children/${child.id}`,
      headers: { cookie: parent.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await usesRows(t, child.id)).toEqual({ uses: [], phrases: [] });
    expect(await t.db.select().from(boardSettings).where(eq(boardSettings.childId, child.id))).toEqual([]);
    const kept = await usesRows(t, sibling.id);
    expect([kept.uses.length, kept.phrases.length]).toEqual([2, 1]);
  });
});

describe('bad input is refused with its pt-BR message, nothing written', () => {
  const long = (n: number) => 'a'.repeat(n);
  const tap = { label: 'eu', at: ago(0) };
  it.each([
    ['nothing', { taps: [] }, BOARD_USES_EMPTY],
    ['nothing at all', { taps: [], sentences: [] }, BOARD_USES_EMPTY],
    ['no field', {}, BOARD_USES_EMPTY],
    ['sentences not a list', { taps: [tap], sentences: 'oi' }, BOARD_USES_LIST],
    ['taps not a list', { taps: 'eu' }, BOARD_USES_LIST],
    ['201 taps', { taps: Array.from({ length: 201 }, () => tap) }, BOARD_TAPS_COUNT],
    ['a blank label', { taps: [{ label: '  ', at: ago(0) }] }, BOARD_TAP_LABEL],
    ['a label of 41', { taps: [{ label: long(41), at: ago(0) }] }, BOARD_TAP_LABEL],
    ['a label as a number', { taps: [{ label: 3, at: ago(0) }] }, BOARD_TAP_LABEL],
    ['a time that is no ISO time', { taps: [{ label: 'eu', at: 'ontem' }] }, BOARD_USE_AT_INVALID],
    ['a time without zone', { taps: [{ label: 'eu', at: '2026-06-10T10:00:00' }] }, BOARD_USE_AT_INVALID],
    ['a tap 31 days back', { taps: [tap, { label: 'eu', at: ago(31 * DAY_MS) }] }, BOARD_USE_TOO_OLD],
    ['a sentence 31 days back', { taps: [tap], sentences: [{ text: 'oi', at: ago(31 * DAY_MS) }] }, BOARD_USE_TOO_OLD],
    ['a sentence of 401', { taps: [tap], sentences: [{ text: long(401), at: ago(0) }] }, BOARD_SENTENCE_TEXT],
    ['an empty sentence', { taps: [tap], sentences: [{ text: '', at: ago(0) }] }, BOARD_SENTENCE_TEXT],
    [
      '201 sentences',
      { taps: [tap], sentences: Array.from({ length: 201 }, () => ({ text: 'oi', at: ago(0) })) },
      BOARD_SENTENCES_COUNT,
    ],
    ['an unknown field', { taps: [tap], cell: 3 }, 'Campo não permitido: cell.'],
    ['an unknown field in a tap', { taps: [{ ...tap, row: 1 }] }, 'Campo não permitido: row.'],
  ])('%s', async (_name, body, error) => {
    const { api, child } = await family();
    await api.changeSettings({ save_phrases: true });
    const res = await api.record(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error });
    expect(await usesRows(t, child.id)).toEqual({ uses: [], phrases: [] });
  });

  it('a batch without an Idempotency-Key is refused', async () => {
    const { api, child } = await family();
    const res = await api.record({ taps: [tap] }, null);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Envie a chave de idempotência (Idempotency-Key) desta criação.' });
    expect((await usesRows(t, child.id)).uses).toEqual([]);
  });

  it.each([['?days=14'], ['?days=abc'], ['?dias=7']])('reading uses with %s', async (query) => {
    const res = await (await family()).api.read(query);
    expect(res.statusCode).toBe(400);
    if (query !== '?dias=7') expect(res.json()).toEqual({ error: BOARD_USES_DAYS });
  });

  it.each([
    [{}, BOARD_SAVE_PHRASES_INVALID],
    [{ save_phrases: 'sim' }, BOARD_SAVE_PHRASES_INVALID],
    [{ save_phrases: true, outra: 1 }, 'Campo não permitido: outra.'],
  ])('settings %j', async (body, error) => {
    const { api } = await family();
    const res = await api.changeSettings(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error });
    expect((await api.settings()).json()).toEqual({ save_phrases: false });
  });

  it.each([['?limit=0'], ['?limit=101'], ['?cursor=x']])('phrases with %s', async (query) => {
    expect((await (await family()).api.phrases(query)).statusCode).toBe(400);
  });
});
