import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { pdfText } from './pdf/pdf-text';
import { fileSlug } from './pdf/file-name';
import { childWithHistory } from './report-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/children/{id}/progress-report/pdf', () => {
  it('a PDF named after the child and the São Paulo date, with the report’s numbers and accented texts', async () => {
    const { child, cookie } = await childWithHistory(t, 'Lúcia Araújo');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/children/${child.id}/progress-report/pdf`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="neurobridge_report_lucia_araujo_2031-03-12.pdf"',
    );
    const pdf = await pdfText(res.rawPayload);
    expect(pdf.width).toBeLessThan(pdf.height); // A4 portrait
    for (const text of [
      'Relatório de Progresso',
      'Lúcia Araújo · gerado em 12/03/2031',
      'Atividades concluídas',
      'Pontuação média',
      '68%',
      '35 min',
      'Progresso por área',
      'Matemática',
      'Foco e Atenção',
      '85% · 2 de 2 concluídas',
      '50% · 1 de 2 concluídas',
      'Atividades concluídas nas últimas 8 semanas',
      '19/01',
      '09/03',
      'Análise',
      'Lúcia concluiu 5 de 6 atividades registradas, com pontuação média de 68%',
      'Recomendações',
      'Pontos fortes',
      'Áreas para desenvolver',
    ]) {
      expect(pdf.text).toContain(text);
    }
  });

  it('file names: accents dropped, separators collapsed, never empty', () => {
    expect(fileSlug('João  Pedro da Silva')).toBe('joao_pedro_da_silva');
    expect(fileSlug('Çíntia-Ñ')).toBe('cintia_n');
    expect(fileSlug('"; rm -rf')).toBe('rm_rf');
    expect(fileSlug('💙')).toBe('crianca');
  });
});
