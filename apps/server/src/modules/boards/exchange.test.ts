import {
  boardExchangeApi,
  BOARDS_NOTHING_TO_EXPORT,
  OBZ_BASE64_MAX,
  OBZ_INVALID,
  OBZ_TOO_LARGE,
  obzTooManyBoards,
} from '@neurobridge/shared/api/board-exchange';
import type { Endpoint } from '@neurobridge/shared/api/contract';
import { BOARDS_PER_CHILD_MAX } from '@neurobridge/shared/domain/boards';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createChildWorld } from '../../../test/child-factories';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { keyed } from '../../../test/idempotency-key';
import { KEY_REQUIRED } from '../../plugins/idempotency';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { boardMedia, childBoards } from '../../db/schema/boards';
import { CHILD_NOT_FOUND } from '../children/child-access';
import { boardRows, boardsWorld } from './boards-testing';
import { exchangeCalls, mediaWorld, sampleObzBody } from './exchange-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function family(name = 'Lia') {
  const parent = await createSignedInUser(t);
  const child = await createChild(t.db, parent.user.id, { name });
  return { parent, child, api: exchangeCalls(t, { cookie: parent.cookie }, child.id) };
}

/** A child's boards as stored, with ids replaced by positions and media by their bytes. */
async function stored(childId: number) {
  const { boards, cells } = await boardRows(t, childId);
  const media = new Map(
    (await t.db.select().from(boardMedia).where(eq(boardMedia.childId, childId))).map((m) => [m.id, m]),
  );
  const position = new Map(boards.map((b, i) => [b.id, i]));
  const bytes = (id: number | null) => (id === null ? null : Buffer.from(media.get(id)!.bytes).toString('hex'));
  return boards.map((b) => ({
    name: b.name,
    rows: b.rows,
    cols: b.cols,
    cells: cells
      .filter((c) => c.boardId === b.id)
      .map((c) => ({
        at: [c.row, c.col],
        label: c.label,
        phrase: c.phrase,
        wordClass: c.wordClass,
        picture: c.picture,
        opens: c.opensBoardId === null ? null : position.get(c.opensBoardId),
        photo: bytes(c.photoId),
        photoType: c.photoId === null ? null : media.get(c.photoId)!.contentType,
        voice: bytes(c.voiceId),
      })),
  }));
}

describe('export and import as .obz (docs/product.md#print-and-share)', () => {
  it('a round trip into another child gives the same boards, photos and voices byte for byte', async () => {
    const from = await family('Lia Souza');
    await mediaWorld(t, from.child.id);
    const file = await from.api.exportObz();
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe('attachment; filename="prancha_lia_souza.obz"');

    const to = await family('Theo');
    const res = await to.api.importObz({ file: file.rawPayload.toString('base64') });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.imported).toBe(2);
    expect(body.boards.map((b: { name: string }) => b.name)).toEqual(['Casa', 'Comida']);
    const original = await stored(from.child.id);
    expect(original[0]!.cells.find((c) => c.label === 'vovó')).toMatchObject({ photoType: 'image/webp' });
    expect(await stored(to.child.id)).toEqual(original);
    // The folder opens the new copy, the imported child's own board.
    const [home, food] = body.boards;
    expect(home.cells.find((c: { label: string }) => c.label === 'Comida').opens_board_id).toBe(food.id);
  });

  it("adds the file's boards after the child's own, and answers a repeat of the same call once", async () => {
    const { child, parent } = await family();
    await boardsWorld(t, child.id);
    const api = exchangeCalls(t, { cookie: parent.cookie, 'idempotency-key': 'importar-uma-vez' }, child.id);
    // One body for both calls: a zip carries its making time, so two builds can differ by a second.
    const body = sampleObzBody();
    const first = await api.importObz(body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().boards.map((b: { name: string }) => b.name)).toEqual(['Casa', 'Comida', 'Importada']);
    const again = await api.importObz(body);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await boardRows(t, child.id)).boards).toHaveLength(3);
  });

  it('refuses a file that would take the child past 20 boards, writing nothing', async () => {
    const { child, api } = await family();
    await t.db.insert(childBoards).values(
      Array.from({ length: BOARDS_PER_CHILD_MAX - 1 }, (_, i) => ({
        childId: child.id,
        name: `P${i}`,
        rows: 2,
        cols: 2,
      })),
    );
    const other = await family();
    await boardsWorld(t, other.child.id);
    const file = (await other.api.exportObz()).rawPayload.toString('base64');
    const before = await boardRows(t, child.id);
    const res = await api.importObz({ file });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: obzTooManyBoards(BOARDS_PER_CHILD_MAX - 1, 2) });
    expect(await boardRows(t, child.id)).toEqual(before);
  });

  it.each([
    ['not base64', { file: 'não é base64!' }, 400, OBZ_INVALID],
    ['not a zip', { file: Buffer.from('hello world').toString('base64') }, 400, OBZ_INVALID],
    [
      'a zip without manifest',
      { file: Buffer.from(zipSync({ 'boards/a.obf': strToU8('{}') })).toString('base64') },
      400,
      OBZ_INVALID,
    ],
    ['an empty file', { file: '' }, 400, OBZ_INVALID],
    ['a number for the file', { file: 12 }, 400, OBZ_INVALID],
    ['no file', {}, 400, OBZ_INVALID],
    ['a file over 20 MB', { file: 'A'.repeat(OBZ_BASE64_MAX + 4) }, 400, OBZ_TOO_LARGE],
    ['an unknown field', { ...sampleObzBody(), replace: true }, 400, 'Campo não permitido: replace.'],
  ])('refuses %s in pt-BR, writing nothing', async (_name, payload, status, error) => {
    const { child, api } = await family();
    const res = await api.importObz(payload);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error).toBe(error);
    expect((await boardRows(t, child.id)).boards).toEqual([]);
  });

  it("takes the import's large JSON body on these routes only: the board routes keep their 256 KB", async () => {
    const { child, parent } = await family();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/children/${child.id}/boards`,
      headers: keyed({ cookie: parent.cookie }),
      payload: { name: 'a'.repeat(300 * 1024), rows: 2, cols: 2 },
    });
    expect(res.statusCode).toBe(413);
    expect((await boardRows(t, child.id)).boards).toEqual([]);
  });

  it('needs an Idempotency-Key to import', async () => {
    const { child, api } = await family();
    const res = await api.importObz(sampleObzBody(), false);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(KEY_REQUIRED);
    expect((await boardRows(t, child.id)).boards).toEqual([]);
  });

  it('answers 409 in pt-BR for a child with no board to export', async () => {
    const { api } = await family();
    const res = await api.exportObz();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: BOARDS_NOTHING_TO_EXPORT });
  });
});

type Who = 'owner' | 'otherParent' | 'proWithAccess' | 'proRevoked' | 'proWithout' | 'admin' | 'anonymous';
const WHO: Who[] = ['owner', 'otherParent', 'proWithAccess', 'proRevoked', 'proWithout', 'admin', 'anonymous'];

describe.each((Object.values(boardExchangeApi) as Endpoint[]).map((e) => [`${e.method} ${e.path}`, e] as const))(
  'who may call %s (docs/product.md#child-access)',
  (_name, e) => {
    it.each(WHO)('%s', async (who) => {
      const { child, ...users } = await createChildWorld(t);
      const { home } = await boardsWorld(t, child.id);
      const headers: Record<string, string> =
        who === 'admin'
          ? { cookie: `nb_admin=${await createAdminToken(t)}` }
          : who === 'anonymous'
            ? {}
            : { cookie: users[who].cookie };
      const api = exchangeCalls(t, headers, child.id);
      const before = await boardRows(t, child.id);
      const res =
        e === boardExchangeApi.pdf
          ? await api.pdf(home.id)
          : e === boardExchangeApi.exportObz
            ? await api.exportObz()
            : await api.importObz(sampleObzBody());
      const allowed = who === 'owner' || who === 'proWithAccess';
      const status = who === 'admin' || who === 'anonymous' ? 401 : allowed ? e.status : 404;
      expect(res.statusCode, res.body).toBe(status);
      if (status === 404) expect(res.json()).toEqual({ error: CHILD_NOT_FOUND });
      const after = await boardRows(t, child.id);
      if (allowed && e === boardExchangeApi.importObz) expect(after.boards).toHaveLength(3);
      else expect(after).toEqual(before);
    });
  },
);
