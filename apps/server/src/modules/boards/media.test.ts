import { randomUUID } from 'node:crypto';
import {
  CELL_PHOTO_INVALID,
  CELL_VOICE_INVALID,
  MEDIA_DATA_INVALID,
  MEDIA_KIND_INVALID,
  MEDIA_NOT_FOUND,
  MEDIA_QUOTA_FULL,
  PHOTO_HAS_NO_DURATION,
  PHOTO_NOT_IMAGE,
  PHOTO_TOO_BIG,
  VOICE_DURATION_REQUIRED,
  VOICE_NOT_AUDIO,
  VOICE_TOO_BIG,
  VOICE_TOO_LONG,
  type BoardMediaInfo,
} from '@neurobridge/shared/api/board-media';
import type { Board } from '@neurobridge/shared/api/boards';
import { MEDIA_BYTES_PER_CHILD_MAX, PHOTO_BYTES_MAX, VOICE_BYTES_MAX } from '@neurobridge/shared/domain/board-media';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createChildWorld } from '../../../test/child-factories';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { callerOf } from '../../../test/idempotency-key';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { boardMedia } from '../../db/schema/boards';
import { boardRows, boardsCalls, boardsWorld, SAMPLE_CELL } from './boards-testing';
import { CHILD_NOT_FOUND } from '../children/child-access';
import { base64, mediaWorld, padded, SAMPLE_PNG, SAMPLE_WEBM, SAMPLE_WEBP } from './media-testing';
import { UNUSED_MEDIA_KEPT_MS } from './media-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const photo = (bytes: Uint8Array = SAMPLE_WEBP) => ({ kind: 'photo', data: base64(bytes) });
const voice = (bytes: Uint8Array = SAMPLE_WEBM, duration_ms = 1500) => ({
  kind: 'voice',
  data: base64(bytes),
  duration_ms,
});

async function family() {
  const parent = await createSignedInUser(t);
  const child = await createChild(t.db, parent.user.id);
  const inject = callerOf(t, { cookie: parent.cookie });
  const base = `/api/children/${child.id}/boards/media`;
  return {
    parent,
    child,
    boards: boardsCalls(t, { cookie: parent.cookie }, child.id),
    upload: (body: unknown) => inject('POST', base, body, true),
    read: (id: number | string) => inject('GET', `${base}/${id}`),
  };
}

const mediaOf = (childId: number) =>
  t.db.select().from(boardMedia).where(eq(boardMedia.childId, childId)).orderBy(asc(boardMedia.id));

describe('uploading a photo or a voice (docs/product.md#photos-and-voices)', () => {
  it('stores a photo and a voice by what their bytes are, and reads them back with their type, kept by the browser', async () => {
    const { upload, read } = await family();
    const sent = await upload(photo());
    expect(sent.statusCode, sent.body).toBe(201);
    const info = sent.json() as BoardMediaInfo;
    expect(info).toEqual({
      id: info.id,
      kind: 'photo',
      content_type: 'image/webp',
      size: SAMPLE_WEBP.length,
      duration_ms: null,
    });
    const got = await read(info.id);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(got.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(new Uint8Array(got.rawPayload)).toEqual(SAMPLE_WEBP);

    const png = (await upload(photo(SAMPLE_PNG))).json() as BoardMediaInfo;
    expect(png.content_type).toBe('image/png');
    const rec = await upload(voice());
    expect(rec.statusCode, rec.body).toBe(201);
    expect(rec.json()).toMatchObject({ kind: 'voice', content_type: 'audio/webm', duration_ms: 1500 });
    const played = await read((rec.json() as BoardMediaInfo).id);
    expect(played.headers['content-type']).toBe('audio/webm');
    expect(new Uint8Array(played.rawPayload)).toEqual(SAMPLE_WEBM);
  });

  it('takes the largest photo and voice allowed: the route takes a body larger than the app default', async () => {
    const { upload } = await family();
    expect((await upload(photo(padded(SAMPLE_WEBP, PHOTO_BYTES_MAX)))).statusCode).toBe(201);
    const res = await upload(voice(padded(SAMPLE_WEBM, VOICE_BYTES_MAX), 10_000));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('a repeated upload with the same Idempotency-Key stores one', async () => {
    const { parent, child } = await family();
    const headers = { cookie: parent.cookie, 'idempotency-key': randomUUID() };
    const url = `/api/children/${child.id}/boards/media`;
    const first = await t.app.inject({ method: 'POST', url, headers, payload: photo() });
    const again = await t.app.inject({ method: 'POST', url, headers, payload: photo() });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await mediaOf(child.id)).toHaveLength(1);
  });

  it.each([
    ['text named like an image', photo(new TextEncoder().encode('<svg onload="x"></svg>')), 400, PHOTO_NOT_IMAGE],
    ['a recording sent as a photo', photo(SAMPLE_WEBM), 400, PHOTO_NOT_IMAGE],
    ['a photo over 200 KB', photo(padded(SAMPLE_WEBP, PHOTO_BYTES_MAX + 1)), 413, PHOTO_TOO_BIG],
    ['a photo with a duration', { ...photo(), duration_ms: 100 }, 400, PHOTO_HAS_NO_DURATION],
    ['an image sent as a voice', voice(SAMPLE_PNG), 400, VOICE_NOT_AUDIO],
    ['a voice of 11 s', voice(SAMPLE_WEBM, 11_000), 400, VOICE_TOO_LONG],
    ['a voice of 0 ms', voice(SAMPLE_WEBM, 0), 400, VOICE_TOO_LONG],
    ['a voice of 1.5 ms', voice(SAMPLE_WEBM, 1.5), 400, VOICE_TOO_LONG],
    ['a voice without its duration', { kind: 'voice', data: base64(SAMPLE_WEBM) }, 400, VOICE_DURATION_REQUIRED],
    ['a voice over 300 KB', voice(padded(SAMPLE_WEBM, VOICE_BYTES_MAX + 1), 10_000), 413, VOICE_TOO_BIG],
    ['a voice larger than its 1 s could make', voice(padded(SAMPLE_WEBM, 100 * 1024), 1000), 400, VOICE_TOO_LONG],
    ['another kind', { kind: 'video', data: base64(SAMPLE_WEBP) }, 400, MEDIA_KIND_INVALID],
    ['no kind', { data: base64(SAMPLE_WEBP) }, 400, MEDIA_KIND_INVALID],
    ['data that is not base64', { kind: 'photo', data: 'não é base64!' }, 400, MEDIA_DATA_INVALID],
    ['base64 of a wrong length', { kind: 'photo', data: 'UklGRg' }, 400, MEDIA_DATA_INVALID],
    ['empty data', { kind: 'photo', data: '' }, 400, MEDIA_DATA_INVALID],
    ['data as a number', { kind: 'photo', data: 42 }, 400, MEDIA_DATA_INVALID],
    ['an unknown field', { ...photo(), name: 'foto.webp' }, 400, 'Campo não permitido: name.'],
  ])('refuses %s with its message, storing nothing', async (_name, body, status, error) => {
    const { child, upload } = await family();
    const res = await upload(body);
    expect(res.statusCode, res.body).toBe(status);
    expect((res.json() as { error: string }).error).toBe(error);
    expect(await mediaOf(child.id)).toEqual([]);
  });

  it('refuses a body beyond the largest recording in base64', async () => {
    const { child, upload } = await family();
    const res = await upload(voice(padded(SAMPLE_WEBM, VOICE_BYTES_MAX + 4096), 10_000));
    expect(res.statusCode).toBe(413);
    expect(await mediaOf(child.id)).toEqual([]);
  });

  it("refuses an upload past the child's quota (409), counting only that child's media", async () => {
    const { child, upload } = await family();
    const big = padded(SAMPLE_WEBP, 1024);
    // One row standing for everything stored so far (today's, so never removed as unused), written directly.
    await t.db.insert(boardMedia).values({
      childId: child.id,
      kind: 'photo',
      contentType: 'image/webp',
      bytes: SAMPLE_WEBP,
      size: MEDIA_BYTES_PER_CHILD_MAX - 1024,
    });
    const family2 = await family();
    expect((await upload(photo(big))).statusCode).toBe(201);
    const res = await upload(photo());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: MEDIA_QUOTA_FULL });
    expect((await family2.upload(photo())).statusCode).toBe(201);
  });

  it('removes media no cell uses once a day old, when the next upload arrives; media a cell uses stays', async () => {
    const { child, boards, upload } = await family();
    const { home } = await boardsWorld(t, child.id);
    const used = (await upload(photo())).json() as BoardMediaInfo;
    const unused = (await upload(voice())).json() as BoardMediaInfo;
    await boards.setCell(home.id, 1, 1, { ...SAMPLE_CELL, photo_id: used.id });
    t.clock.advance(UNUSED_MEDIA_KEPT_MS - 1000);
    const fresh = (await upload(photo())).json() as BoardMediaInfo;
    expect((await mediaOf(child.id)).map((m) => m.id)).toEqual([used.id, unused.id, fresh.id]);
    t.clock.advance(2000);
    const next = (await upload(photo())).json() as BoardMediaInfo;
    expect((await mediaOf(child.id)).map((m) => m.id)).toEqual([used.id, fresh.id, next.id]);
  });
});

describe('the page may show what the device made before sending it', () => {
  it('a photo preview and a recording replay from blob: urls are allowed, nothing else is opened', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const directives = new Map(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );
    expect(directives.get('img-src')).toContain('blob:');
    expect(directives.get('media-src')).toEqual(["'self'", 'blob:']);
  });
});

describe('reading a photo or a voice', () => {
  it("is 404 for another child's media, and for one that is gone", async () => {
    const mine = await family();
    const theirs = await family();
    const id = ((await theirs.upload(photo())).json() as BoardMediaInfo).id;
    const res = await mine.read(id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MEDIA_NOT_FOUND });
    expect((await mine.read(2_000_000_000)).statusCode).toBe(404);
    expect((await mine.read('abc')).json()).toEqual({ error: 'Identificador inválido.' });
  });
});

describe('a cell with a photo and a voice', () => {
  it("names this child's photo and voice, answered with the board and its list; null takes them off", async () => {
    const { child, boards, upload } = await family();
    const { home } = await boardsWorld(t, child.id);
    const p = (await upload(photo())).json() as BoardMediaInfo;
    const v = (await upload(voice())).json() as BoardMediaInfo;
    const res = await boards.setCell(home.id, 1, 1, { ...SAMPLE_CELL, photo_id: p.id, voice_id: v.id });
    expect(res.statusCode, res.body).toBe(200);
    const cell = (res.json() as Board).cells.find((c) => c.row === 1 && c.col === 1);
    expect(cell).toMatchObject({ label: 'quero', photo_id: p.id, voice_id: v.id });
    const listed = (await boards.list()).json() as { boards: Board[] };
    expect(listed.boards[0]!.cells.find((c) => c.row === 1)).toMatchObject({ photo_id: p.id, voice_id: v.id });
    const off = await boards.setCell(home.id, 1, 1, { ...SAMPLE_CELL, photo_id: null });
    expect((off.json() as Board).cells.find((c) => c.row === 1)).toMatchObject({ photo_id: null, voice_id: null });
  });

  it("refuses another child's media, a voice as the photo, a photo as the voice and an unknown id; nothing written", async () => {
    const { child, boards, upload } = await family();
    const other = await family();
    const { home } = await boardsWorld(t, child.id);
    const p = (await upload(photo())).json() as BoardMediaInfo;
    const v = (await upload(voice())).json() as BoardMediaInfo;
    const theirs = (await other.upload(photo())).json() as BoardMediaInfo;
    const before = await boardRows(t, child.id);
    for (const [body, field, error] of [
      [{ photo_id: theirs.id }, 'photo_id', CELL_PHOTO_INVALID],
      [{ photo_id: v.id }, 'photo_id', CELL_PHOTO_INVALID],
      [{ voice_id: p.id }, 'voice_id', CELL_VOICE_INVALID],
      [{ voice_id: 2_000_000_000 }, 'voice_id', CELL_VOICE_INVALID],
      [{ photo_id: 0 }, 'photo_id', CELL_PHOTO_INVALID],
      [{ voice_id: '3' }, 'voice_id', CELL_VOICE_INVALID],
    ] as const) {
      const res = await boards.setCell(home.id, 1, 1, { ...SAMPLE_CELL, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ error, fields: { [field]: error } });
    }
    expect(await boardRows(t, child.id)).toEqual(before);
  });

  it('a photo removed by its child goes from the cell (the cell keeps its word)', async () => {
    const { child, boards, upload } = await family();
    const { home } = await boardsWorld(t, child.id);
    const p = (await upload(photo())).json() as BoardMediaInfo;
    await boards.setCell(home.id, 0, 0, { ...SAMPLE_CELL, photo_id: p.id });
    await t.db.delete(boardMedia).where(eq(boardMedia.id, p.id));
    const cells = (await boardRows(t, child.id)).cells;
    expect(cells.find((c) => c.row === 0 && c.col === 0)).toMatchObject({ label: 'quero', photoId: null });
  });
});

describe('who may upload and read (docs/product.md#child-access)', () => {
  type Who = 'owner' | 'otherParent' | 'proWithAccess' | 'proRevoked' | 'proWithout' | 'admin' | 'anonymous';
  const WHO: Who[] = ['owner', 'otherParent', 'proWithAccess', 'proRevoked', 'proWithout', 'admin', 'anonymous'];
  const allowed = (who: Who) => who === 'owner' || who === 'proWithAccess';

  it.each(WHO)('%s', async (who) => {
    const { child, ...users } = await createChildWorld(t);
    const { photo: held } = await mediaWorld(t, child.id);
    const headers: Record<string, string> =
      who === 'admin'
        ? { cookie: `nb_admin=${await createAdminToken(t)}` }
        : who === 'anonymous'
          ? {}
          : { cookie: users[who].cookie };
    const inject = callerOf(t, headers);
    const base = `/api/children/${child.id}/boards/media`;
    const refusal = who === 'admin' || who === 'anonymous' ? 401 : 404;
    const sent = await inject('POST', base, photo(SAMPLE_PNG), true);
    expect(sent.statusCode).toBe(allowed(who) ? 201 : refusal);
    expect((await mediaOf(child.id)).length).toBe(allowed(who) ? 2 : 1);
    const got = await inject('GET', `${base}/${held.id}`);
    expect(got.statusCode).toBe(allowed(who) ? 200 : refusal);
    if (allowed(who)) expect(got.headers['content-type']).toBe('image/webp');
    else expect(got.json()).toEqual({ error: refusal === 401 ? 'Faça login para continuar.' : CHILD_NOT_FOUND });
  });
});
