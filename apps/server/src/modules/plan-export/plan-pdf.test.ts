import { fromLocal } from '@neurobridge/shared/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sessionTrials } from '../../db/schema/goals';
import { professionalSessions } from '../../db/schema/professionals';
import { pdfText } from '../reports/pdf/pdf-text';
import { NOTE_OF_OTHER_PRO, planFile, planWorld, SUMMARY_OF_PRO } from './plan-export-testing';

let t: TestApp;
let world: Awaited<ReturnType<typeof planWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  world = await planWorld(t);
});
afterAll(() => t.close());

const pdfOf = (cookie: string, childId = world.child.id, query = '') => planFile(t, cookie, childId, 'pdf', query);

describe('GET /api/children/{id}/plan/summary.pdf', () => {
  it('an A4 summary for a review meeting: each goal with its criterion, status, chart and sessions, the practice, notes and observations', async () => {
    const res = await pdfOf(world.owner.cookie);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="neurobridge_plano_lia_2030-12-13_2031-03-12.pdf"',
    );
    const pdf = await pdfText(res.rawPayload);
    expect(pdf.width).toBeCloseTo(595.28, 0);
    expect(pdf.height).toBeCloseTo(841.89, 0);
    const pro = world.proWithAccess.user.fullName!;
    for (const text of [
      'Plano terapêutico de Lia',
      'Período: 13/12/2030 a 12/03/2031 · gerado em 12/03/2031',
      'Metas',
      '=Pedir ajuda; com "palavras"',
      'Área: Comunicação · Situação: Alcançada',
      'Critério: 80 % de acerto em 2 sessões seguidas',
      `Início: 01/01/2031 · Revisão: 30/06/2031 · Criada por ${pro}`,
      'Atividades: Memória das frutas',
      'Meta alcançada em 10/03/2031',
      // The chart: its axis values, the criterion's line, both series and the period's ends.
      '0 %',
      '50 %',
      '100 %',
      'Critério: 80 %',
      'Sessões (% correto)',
      'Jogos (pontuação)',
      '13/12/2030',
      'Sessões no período',
      `03/03/2031 ${pro} 4 50 % 25 %`,
      '10/03/2031 Bruna Lima 2 100 % 100 %',
      'Esperar a vez',
      'Critério: 100 % de observações “sim” em 3 dias seguidos',
      'Observações (sim = 100 %)',
      'Programa em casa',
      `Memória das frutas — 3 vezes por semana · ${pro} (Fonoaudiólogo(a)) · Meta: =Pedir ajuda; com "palavras"`,
      'Semana de Previstas Feitas Adesão',
      '02/03/2031 3 1 33 %',
      '09/03/2031 3 3 100 %',
      'Anotações das sessões',
      `03/03/2031 · Individual · ${pro}`,
      'Trabalhamos pedidos; "ótima" sessão',
      `Resumo do progresso: ${SUMMARY_OF_PRO}`,
      `10/03/2031 · Em grupo · Bruna Lima ${NOTE_OF_OTHER_PRO}`,
      `11/03/2031 · Esperar a vez · Sim — + esperou 2 minutos (${world.owner.user.fullName})`,
    ]) {
      expect(pdf.text).toContain(text);
    }
    expect(pdf.text).not.toContain('Antes do período.');
  });

  it('a professional’s PDF has only their own sessions’ notes', async () => {
    const mine = (await pdfText((await pdfOf(world.proWithAccess.cookie)).rawPayload)).text;
    expect(mine).toContain('Trabalhamos pedidos');
    expect(mine).not.toContain(NOTE_OF_OTHER_PRO);
    const bruna = (await pdfText((await pdfOf(world.otherPro.cookie)).rawPayload)).text;
    expect(bruna).toContain(NOTE_OF_OTHER_PRO);
    expect(bruna).not.toContain('Trabalhamos pedidos');
    expect(bruna).not.toContain(SUMMARY_OF_PRO);
  });

  it('a child with no plan: each part says so', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id, { name: 'Ícaro' });
    const pdf = await pdfText((await pdfOf(parent.cookie, child.id, '?from=2031-01-01&to=2031-01-31')).rawPayload);
    for (const text of [
      'Plano terapêutico de Ícaro',
      'Período: 01/01/2031 a 31/01/2031',
      'Nenhuma meta definida ainda.',
      'Nenhuma prática atribuída no período.',
      'Nenhuma anotação de sessão no período.',
      'Nenhuma observação no período.',
    ]) {
      expect(pdf.text).toContain(text);
    }
  });

  it('a long table breaks between rows: every session’s row is whole on one page', async () => {
    const pro = world.proWithAccess.user;
    const days = Array.from({ length: 70 }, (_, i) => `2031-02-${String(1 + (i % 28)).padStart(2, '0')}`);
    const sessions = await t.db
      .insert(professionalSessions)
      .values(
        days.map((sessionDate) => ({
          professionalUserId: pro.id,
          childId: world.child.id,
          sessionDate,
          sessionType: 'individual',
          durationMinutes: 30,
        })),
      )
      .returning();
    await t.db.insert(sessionTrials).values(
      sessions.map((s) => ({
        sessionId: s.id,
        goalId: world.trialsGoal.id,
        recorderUserId: pro.id,
        position: 0,
        result: 'correct',
        prompt: 'verbal',
        recordedAt: fromLocal(2031, 2, 1, 9),
      })),
    );
    const pdf = await pdfText((await pdfOf(world.owner.cookie)).rawPayload);
    expect(pdf.pages).toBeGreaterThan(2);
    const rows = pdf.text.split('\n').flatMap((page) => page.match(/\d\d\/02\/2031 \S+ \S+ 1 100 % 0 %/g) ?? []);
    expect(rows).toHaveLength(70);
  });
});
