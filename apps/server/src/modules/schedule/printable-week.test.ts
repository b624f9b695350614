import { PICTURES } from '@neurobridge/shared/domain/pictures';
import { fromLocal } from '@neurobridge/shared/domain/time';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActivity, createChild } from '../../../test/child-factories';
import { CATALOGUE_CACHE_MS } from '../activities/catalogue';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { pdfText } from '../reports/pdf/pdf-text';
import { MIN_TEXT_PT } from './printable-week';
import { freeActivities, scheduleCalls } from './schedule-testing';
import { activityPicture, categoryPicture, pictureSvg } from './week-pictures';

// Which pictures the page draws: every one goes through pictureSvg.
vi.mock('./week-pictures', async (importOriginal) => {
  const original = await importOriginal<typeof import('./week-pictures')>();
  return { ...original, pictureSvg: vi.fn(original.pictureSvg) };
});

/** The size in points of every run of text on the PDF's pages. */
async function textSizes(bytes: Buffer): Promise<{ text: string; size: number }[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const sizes: { text: string; size: number }[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    for (const item of (await (await pdf.getPage(n)).getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [, , c, d] = item.transform as number[];
      sizes.push({ text: item.str, size: Math.round(Math.hypot(c!, d!) * 100) / 100 });
    }
  }
  await pdf.destroy();
  return sizes;
}

let t: TestApp;
const printWeek = (cookie: string, childId: number) =>
  t.app.inject({ method: 'GET', url: `/api/children/${childId}/schedule/pdf`, headers: { cookie } });
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/children/{id}/schedule/pdf: the week for the fridge', () => {
  it('A4 landscape with the child, the days, the times of day and every entry', async () => {
    t.clock.set(fromLocal(2031, 4, 2, 18)); // a Wednesday: the week of Sunday 30 March
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id, { name: 'Júlia Conceição' });
    const api = scheduleCalls(t, parent.cookie, child.id);
    const activities = await freeActivities(t, 3);
    const slots: [number, string][] = [
      [0, 'morning'],
      [3, 'afternoon'],
      [6, 'evening'],
    ];
    for (const [i, [day, slot]] of slots.entries()) {
      expect((await api.add({ activity_id: activities[i]!.id, day_of_week: day, time_slot: slot })).statusCode).toBe(
        201,
      );
    }
    const res = await printWeek(parent.cookie, child.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="neurobridge_semana_julia_conceicao_2031-04-02.pdf"',
    );
    const pdf = await pdfText(res.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(Math.round(pdf.width)).toBe(842);
    expect(Math.round(pdf.height)).toBe(595);
    for (const text of [
      'Minha semana — Júlia',
      'Semana de 30/03/2031 a 05/04/2031',
      'Marque ✓ quando fizer a atividade.',
      'Domingo',
      'Terça',
      'Sábado',
      'Manhã',
      'Tarde',
      'Noite',
      'OpenMoji',
    ]) {
      expect(pdf.text).toContain(text);
    }
    for (const a of activities) expect(pdf.text.replace(/\s+/g, ' ')).toContain(a.title.split(' ')[0]!);
  });

  it('an empty week still prints the grid', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id, { name: 'Bia' });
    const res = await printWeek(parent.cookie, child.id);
    const pdf = await pdfText(res.rawPayload);
    expect(pdf.text).toContain('Minha semana — Bia');
    expect(pdf.text).toContain('Quarta');
  });

  it("each entry shows its activity's own picture, and no text is under 11 pt (A4 on the fridge)", async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id, { name: 'Caio' });
    const api = scheduleCalls(t, parent.cookie, child.id);
    // Three activities of one category that play three different things, three to a slot.
    const played = [
      { type: 'breathing_exercise', exercise: 'calming' },
      { type: 'focus_exercise', task: 'focus', target: 'joaninha' },
      { type: 'focus_exercise', task: 'memory' },
    ];
    const created = [];
    for (const content of played) {
      created.push(
        await createActivity(t.db, {
          title: 'Uma atividade com um título bem comprido para a coluna do dia',
          category: 'focus',
          content: JSON.stringify(content),
        }),
      );
    }
    // Rows written behind the app's back reach its catalogue by a notice that may still be on its
    // way (on PostgreSQL), or when the kept catalogue ages out: age it out.
    t.clock.advance(CATALOGUE_CACHE_MS);
    for (const activity of created) {
      expect((await api.add({ activity_id: activity.id, day_of_week: 2, time_slot: 'morning' })).statusCode).toBe(201);
    }
    vi.mocked(pictureSvg).mockClear();
    const res = await printWeek(parent.cookie, child.id);
    expect(res.statusCode).toBe(200);
    const drawn = vi.mocked(pictureSvg).mock.calls.map(([code]) => code);
    // Row by row: the morning's sunrise, then the activities' own (wind, ladybug, brain), then the
    // afternoon's sun and the evening's moon; never the category's.
    expect(drawn).toEqual(['1F305', '1F32C', '1F41E', '1F9E0', '2600', '1F319']);
    expect(drawn).not.toContain(categoryPicture('focus'));

    const sizes = await textSizes(res.rawPayload);
    expect(sizes.filter((s) => s.size < MIN_TEXT_PT)).toEqual([]);
    expect(MIN_TEXT_PT).toBeGreaterThanOrEqual(11);
    // A full slot leaves each title one line, cut with an ellipsis.
    expect(sizes.filter((s) => s.text.startsWith('Uma ativ'))).toHaveLength(3);
  });
});

describe('a routine entry on the printed week (docs/product.md#routine-entries)', () => {
  it('shows the picture the parent chose and its title', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id, { name: 'Davi' });
    const api = scheduleCalls(t, parent.cookie, child.id);
    const routine = { kind: 'routine', day_of_week: 1, time_slot: 'morning' };
    expect((await api.add({ ...routine, title: 'Escovar os dentes', picture: 'escovar_dentes' })).statusCode).toBe(201);
    expect((await api.add({ ...routine, title: 'Tomar banho', picture: 'banho', time: '07:00' })).statusCode).toBe(201);
    vi.mocked(pictureSvg).mockClear();
    const res = await printWeek(parent.cookie, child.id);
    expect(res.statusCode).toBe(200);
    // The morning's sunrise, then the entries in their order (the timed one first), then the other rows.
    expect(vi.mocked(pictureSvg).mock.calls.map(([code]) => code)).toEqual([
      '1F305',
      PICTURES.banho.code,
      PICTURES.escovar_dentes.code,
      '2600',
      '1F319',
    ]);
    const text = (await pdfText(res.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain('Tomar banho');
    expect(text).toContain('Escovar os dentes');
  });
});

describe("an activity's own picture", () => {
  it('comes from what it plays, read as the player reads it', () => {
    expect(activityPicture('{"type":"emotion_recognition"}', 'social_skills')).toBe('1F60A');
    expect(activityPicture({ type: 'time_management', task: 'arrumar_quarto' }, 'routine')).toBe('1F6CF');
    expect(activityPicture('{"type":"focus_exercise","task":"visual_puzzle"}', 'focus')).toBe('1F9E9');
    // Unreadable content plays the category's default content (docs/product.md#reading-content).
    expect(activityPicture('{not json', 'math')).toBe(activityPicture('{"type":"visual_math"}', 'math'));
  });

  it("is the category's only when there is nothing to play", () => {
    expect(activityPicture(null, 'language')).toBe(categoryPicture('language'));
    expect(activityPicture('{"type":"dance"}', 'language')).toBe(categoryPicture('language'));
  });
});
