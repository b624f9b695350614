import { BOARD_NOT_FOUND } from '@neurobridge/shared/api/boards';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { boardCells, childBoards } from '../../db/schema/boards';
import { CELL_MM_MAX, MM } from './board-pdf';
import { exchangeCalls, insertMedia, mediaWorld, REAL_PNG, REAL_WEBP } from './exchange-testing';

interface Run {
  text: string;
  /** The run's centre across and its baseline, in points from the page's bottom left. */
  x: number;
  y: number;
}

/** The page's size, its runs of text and how many images it paints, as pdf.js reads the PDF. */
async function readPdf(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const page = await pdf.getPage(1);
  const [, , width, height] = page.view as number[];
  const runs: Run[] = [];
  for (const item of (await page.getTextContent()).items) {
    if (!('str' in item) || !item.str.trim()) continue;
    const [, , , , x, y] = item.transform as number[];
    runs.push({ text: item.str, x: x! + item.width / 2, y: y! });
  }
  const ops = await page.getOperatorList();
  const images = ops.fnArray.filter((op) => op === OPS.paintImageXObject).length;
  await pdf.destroy();
  return { pages: pdf.numPages, width: width!, height: height!, runs, text: runs.map((r) => r.text).join(' '), images };
}

const run = (runs: Run[], text: string) => {
  const found = runs.find((r) => r.text === text);
  if (!found) throw new Error(`no run "${text}" in ${runs.map((r) => r.text).join(' | ')}`);
  return found;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function family() {
  const parent = await createSignedInUser(t);
  const child = await createChild(t.db, parent.user.id, { name: 'Lia Souza' });
  return { child, api: exchangeCalls(t, { cookie: parent.cookie }, child.id) };
}

describe('a board printed (docs/product.md#print-and-share)', () => {
  it('prints A4 landscape for a wide board: name, child, labels, cells of 45 mm, the photos embedded', async () => {
    const { child, api } = await family();
    const { home } = await mediaWorld(t, child.id);
    const res = await api.pdf(home.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="prancha_lia_souza_casa.pdf"');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.pages).toBe(1);
    expect([Math.round(pdf.width), Math.round(pdf.height)]).toEqual([842, 595]);
    expect(pdf.text).toContain('Casa');
    expect(pdf.text).toContain(`Lia Souza · Cada célula mede ${CELL_MM_MAX} mm × ${CELL_MM_MAX} mm.`);
    for (const label of ['eu', 'Comida', 'vovó']) expect(pdf.text).toContain(label);
    // The phrase is the cell's voice, not its print.
    expect(pdf.text).not.toContain('quero falar');
    // 'eu' at (0, 0), 'vovó' at (0, 3) and the folder at (2, 3): the printed cell is 45 mm.
    const cell = CELL_MM_MAX * MM;
    expect(run(pdf.runs, 'vovó').x - run(pdf.runs, 'eu').x).toBeCloseTo(3 * cell, 0);
    expect(run(pdf.runs, 'eu').y - run(pdf.runs, 'Comida').y).toBeCloseTo(2 * cell, 0);
    // The WebP photo, decoded on the server: an image on the page.
    expect(pdf.images).toBe(1);
  });

  it('shrinks the cells of a large board to the largest whole millimetre that fits, the same for all', async () => {
    const { child, api } = await family();
    const [board] = await t.db
      .insert(childBoards)
      .values({ childId: child.id, name: 'Grande', rows: 6, cols: 8 })
      .returning();
    await t.db.insert(boardCells).values([
      { boardId: board!.id, row: 0, col: 0, label: 'um', wordClass: 'other' },
      { boardId: board!.id, row: 5, col: 7, label: 'um', wordClass: 'action', picture: 'comer' },
    ]);
    const pdf = await readPdf((await api.pdf(board!.id)).rawPayload);
    const mm = Number(/Cada célula mede (\d+) mm × \1 mm/.exec(pdf.text)?.[1]);
    expect(mm).toBe(27);
    const [first, last] = pdf.runs.filter((r) => r.text === 'um');
    expect(last!.x - first!.x).toBeCloseTo(7 * mm * MM, 0);
    expect(first!.y - last!.y).toBeCloseTo(5 * mm * MM, 0);
  });

  it('prints a board taller than wide in portrait, a PNG photo as it is', async () => {
    const { child, api } = await family();
    const [board] = await t.db
      .insert(childBoards)
      .values({ childId: child.id, name: 'Alta', rows: 4, cols: 2 })
      .returning();
    const photo = await insertMedia(t, child.id, 'photo', 'image/png', REAL_PNG);
    await t.db
      .insert(boardCells)
      .values({ boardId: board!.id, row: 0, col: 0, label: 'gato', wordClass: 'thing', photoId: photo });
    const pdf = await readPdf((await api.pdf(board!.id)).rawPayload);
    expect([Math.round(pdf.width), Math.round(pdf.height)]).toEqual([595, 842]);
    expect(pdf.text).toContain('gato');
    expect(pdf.images).toBe(1);
  });

  it('prints a cell whose stored photo cannot be read with its picture and word', async () => {
    const { child, api } = await family();
    const [board] = await t.db
      .insert(childBoards)
      .values({ childId: child.id, name: 'Fotos', rows: 2, cols: 2 })
      .returning();
    const broken = await insertMedia(t, child.id, 'photo', 'image/webp', REAL_WEBP.slice(0, 20));
    await t.db.insert(boardCells).values({
      boardId: board!.id,
      row: 0,
      col: 0,
      label: 'bola',
      wordClass: 'thing',
      picture: 'bola',
      photoId: broken,
    });
    const res = await api.pdf(board!.id);
    expect(res.statusCode).toBe(200);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.text).toContain('bola');
    expect(pdf.images).toBe(0);
  });

  it("answers 404 for a board that is not this child's", async () => {
    const { api } = await family();
    const other = await family();
    const { home } = await mediaWorld(t, other.child.id);
    for (const id of [home.id, 999999]) {
      const res = await api.pdf(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: BOARD_NOT_FOUND });
    }
  });
});
