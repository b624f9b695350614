import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { PLAN_CSV_HEADER } from './plan-csv';
import {
  csvRecords,
  NOTE_OF_OTHER_PRO,
  NOTE_OF_PRO,
  parseCsv,
  planFile,
  planWorld,
  SUMMARY_OF_PRO,
} from './plan-export-testing';

let t: TestApp;
let world: Awaited<ReturnType<typeof planWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  world = await planWorld(t);
});
afterAll(() => t.close());

const GOAL = '\'=Pedir ajuda; com "palavras"';

const csvOf = (cookie: string, query = '') => planFile(t, cookie, world.child.id, 'csv', query);

describe('GET /api/children/{id}/plan/export.csv', () => {
  it('one file for Brazilian spreadsheets: BOM, `;`, CRLF, the header, formula-safe cells read back whole', async () => {
    const res = await csvOf(world.owner.cookie);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="neurobridge_plano_lia_2030-12-13_2031-03-12.csv"',
    );
    expect(res.body.startsWith(`\uFEFF${PLAN_CSV_HEADER.join(';')}\r\n`)).toBe(true);
    expect(res.body.replace(/\r\n/g, '').includes('\r')).toBe(false);
    const rows = parseCsv(res.body);
    expect(rows.every((r) => r.length === PLAN_CSV_HEADER.length)).toBe(true);
    // The goal's title, a would-be formula with `;` and quotes, is one cell with an apostrophe first.
    expect(rows.filter((r) => r[0] === 'Meta').map((r) => r[2])).toEqual(['Esperar a vez', GOAL]);
    expect(res.body).toContain('"\'=Pedir ajuda; com ""palavras"""');
  });

  it('every record of the period, in the pt-BR labels, for the parent with every session’s notes', async () => {
    const records = csvRecords((await csvOf(world.owner.cookie)).body);
    const of = (kind: string) => records.filter((r) => r.registro === kind);
    const pro = world.proWithAccess.user.fullName!;
    const parent = world.owner.user.fullName!;
    // Active goals first, then paused, met and ended.
    expect(of('Meta')).toEqual([
      {
        registro: 'Meta',
        data: '2031-02-01',
        meta: 'Esperar a vez',
        área: 'Habilidades Sociais',
        critério: '100 % de observações “sim” em 3 dias seguidos',
        situação: 'Ativa',
        'registrado por': parent,
      },
      {
        registro: 'Meta',
        data: '2031-01-01',
        meta: GOAL,
        área: 'Comunicação',
        critério: '80 % de acerto em 2 sessões seguidas',
        situação: 'Alcançada',
        revisão: '2031-06-30',
        'alcançada em': '2031-03-10 15:20',
        atividade: 'Memória das frutas',
        'registrado por': pro,
      },
    ]);
    // The session's professional's record is its measure, though the parent recorded first; a
    // session logged by Bruna with only the parent's trials takes the parent's.
    expect(of('Sessão')).toEqual([
      {
        registro: 'Sessão',
        data: '2031-03-03',
        meta: GOAL,
        profissional: pro,
        'tipo de sessão': 'Individual',
        'duração (min)': '45',
        '% correto': '50',
        '% independente': '25',
        tentativas: '4',
        anotação: NOTE_OF_PRO,
        'resumo da sessão': SUMMARY_OF_PRO,
        'registrado por': pro,
      },
      {
        registro: 'Sessão',
        data: '2031-03-10',
        meta: GOAL,
        profissional: 'Bruna Lima',
        'tipo de sessão': 'Em grupo',
        'duração (min)': '45',
        '% correto': '100',
        '% independente': '100',
        tentativas: '2',
        anotação: NOTE_OF_OTHER_PRO,
        'registrado por': parent,
      },
    ]);
    const trials = of('Tentativa');
    expect(trials).toHaveLength(10);
    // The session's professional's trials first, in order, then the parent's.
    expect(trials.slice(0, 5).map((r) => [r['registrado por'], r['nº'], r.resposta, r['nível de ajuda']])).toEqual([
      [pro, '1', 'Correto', 'Independente'],
      [pro, '2', 'Correto', 'Verbal'],
      [pro, '3', 'Incorreto', 'Gestual'],
      [pro, '4', 'Sem resposta', 'Físico total'],
      [parent, '1', 'Correto', 'Independente'],
    ]);
    expect(trials[0]).toMatchObject({ data: '2031-03-03', meta: GOAL, profissional: pro });
    // The result from before the goal's start counts toward no goal: not a game of the plan.
    expect(of('Jogo').map((r) => [r.data, r.atividade, r.pontuação, r.meta])).toEqual([
      ['2031-03-05 16:30', 'Memória das frutas', '90', GOAL],
      ['2031-03-09 08:00', 'Memória das frutas', '70', GOAL],
      ['2031-03-10 08:00', 'Memória das frutas', '70', GOAL],
      ['2031-03-10 08:00', 'Memória das frutas', '70', GOAL],
      ['2031-03-11 08:00', 'Memória das frutas', '70', GOAL],
    ]);
    expect(of('Observação')).toEqual([
      {
        registro: 'Observação',
        data: '2031-03-11',
        meta: 'Esperar a vez',
        observado: 'sim',
        anotação: "'+ esperou 2 minutos",
        'registrado por': parent,
      },
    ]);
    // Each week since it was assigned: 3 planned; 1 played, then 4 played (counted as 3).
    expect(of('Programa em casa')).toEqual(
      ['2031-03-02', '2031-03-09'].map((data, i) => ({
        registro: 'Programa em casa',
        data,
        meta: GOAL,
        profissional: `${pro} (Fonoaudiólogo(a))`,
        atividade: 'Memória das frutas',
        dias: '3 vezes por semana',
        previstas: '3',
        feitas: ['1', '3'][i],
      })),
    );
  });

  it('a professional reads only their own sessions’ notes; every session’s measure is there', async () => {
    const notes = async (cookie: string) =>
      csvRecords((await csvOf(cookie)).body)
        .filter((r) => r.registro === 'Sessão')
        .map((r) => [r.data, r['% correto'], r.anotação ?? null, r['resumo da sessão'] ?? null]);
    expect(await notes(world.proWithAccess.cookie)).toEqual([
      ['2031-03-03', '50', NOTE_OF_PRO, SUMMARY_OF_PRO],
      ['2031-03-10', '100', null, null],
    ]);
    expect(await notes(world.otherPro.cookie)).toEqual([
      ['2031-03-03', '50', null, null],
      ['2031-03-10', '100', NOTE_OF_OTHER_PRO, null],
    ]);
  });

  it('the period bounds every record; a session outside it is not there, nor its notes', async () => {
    const body = (await csvOf(world.owner.cookie, '?from=2030-10-01&to=2031-03-04')).body;
    const records = csvRecords(body);
    expect(records.filter((r) => r.registro === 'Sessão').map((r) => r.data)).toEqual(['2030-11-01', '2031-03-03']);
    expect(records.filter((r) => r.registro === 'Jogo').map((r) => r.data)).toEqual([]);
    expect(records.filter((r) => r.registro === 'Programa em casa').map((r) => r.data)).toEqual(['2031-03-02']);
    const later = (await csvOf(world.owner.cookie, '?from=2031-03-12&to=2031-03-12')).body;
    expect(later).not.toContain('Antes do período.');
    expect(csvRecords(later).map((r) => r.registro)).toEqual(['Meta', 'Meta', 'Programa em casa']);
  });

  it('a child with no plan yet: the header only', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/children/${child.id}/plan/export.csv`,
      headers: { cookie: parent.cookie },
    });
    expect(res.body).toBe(`\uFEFF${PLAN_CSV_HEADER.join(';')}\r\n`);
  });
});
