import { fromLocal } from '@neurobridge/shared/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createProgress } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/children/{id}/progress.csv', () => {
  it('every entry newest first, pt-BR labels, São Paulo times, ; between cells, formulas and quotes escaped', async () => {
    t.clock.set(fromLocal(2031, 5, 20, 12));
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id, { name: 'Ísis' });
    await createProgress(t.db, child.id, {
      activityTitle: 'Respiração',
      activityCategory: 'focus',
      completionDate: fromLocal(2031, 5, 1, 9, 5),
      parentNotes: 'Disse "calma"; depois riu',
    });
    await createProgress(t.db, child.id, {
      activityTitle: '=HYPERLINK("http://x")',
      activityCategory: 'math',
      status: 'needs_help',
      score: null,
      secondsSpent: 180,
      completionDate: fromLocal(2031, 5, 2, 23, 30),
      parentNotes: '+1\nsegunda linha',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/children/${child.id}/progress.csv`,
      headers: { cookie: parent.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="neurobridge_progresso_isis_2031-05-20.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'data;atividade;categoria;pontuação;minutos;situação;observações',
      `2031-05-02 23:30;"'=HYPERLINK(""http://x"")";Matemática;;3;Precisa de ajuda;"'+1\nsegunda linha"`,
      '2031-05-01 09:05;Respiração;Foco e Atenção;80;5;Concluído;"Disse ""calma""; depois riu"',
      '',
    ]);
  });

  it('a child with no progress: the header only', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/children/${child.id}/progress.csv`,
      headers: { cookie: parent.cookie },
    });
    expect(res.body).toBe('\uFEFFdata;atividade;categoria;pontuação;minutos;situação;observações\r\n');
  });
});
