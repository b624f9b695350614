import { fromLocal } from '@neurobridge/shared/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { pdfText } from '../reports/pdf/pdf-text';
import { freeActivities, scheduleCalls } from './schedule-testing';

let t: TestApp;
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
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/children/${child.id}/schedule/pdf`,
      headers: { cookie: parent.cookie },
    });
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
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/children/${child.id}/schedule/pdf`,
      headers: { cookie: parent.cookie },
    });
    const pdf = await pdfText(res.rawPayload);
    expect(pdf.text).toContain('Minha semana — Bia');
    expect(pdf.text).toContain('Quarta');
  });
});
