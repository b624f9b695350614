import { fromLocal } from '@neurobridge/shared/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createSignedInUser, createUser, sessionCookie } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { freeActivityOf, levelCalls } from '../levels/levels-testing';
import { addToLedger } from '../stars/ledger';
import { pdfText } from './pdf/pdf-text';
import { NOW } from './report-testing';

// The report's levels and stars (docs/product.md#progress-report): the level moves of its 8 weeks,
// the stars of each week and the balance; the PDF's 'Níveis e estrelas'.

let t: TestApp;
let memoryId: number;
let countingId: number;
beforeAll(async () => {
  t = await createTestApp();
  memoryId = (await freeActivityOf(t, 'memory')).id;
  countingId = (await freeActivityOf(t, 'counting')).id;
});
afterAll(() => t.close());

const DAY = 24 * 3_600_000;
/** The 8 report weeks of NOW (Wednesday 12 March 2031), by their Sundays. */
const WEEKS = [
  '2031-01-19',
  '2031-01-26',
  '2031-02-02',
  '2031-02-09',
  '2031-02-16',
  '2031-02-23',
  '2031-03-02',
  '2031-03-09',
];

/**
 * A child whose memory level went up twice and counting down once in the report's weeks, and whose
 * counting went up once just before them; stars earned by each result, a reward received.
 */
async function childWithLevels() {
  const user = await createUser(t.db);
  const child = await createChild(t.db, user.id, { name: 'Lia' });
  /** Signs in again at each moment: a session idles out over weeks. */
  const at = async (now: Date) => {
    t.clock.set(now);
    const calls = levelCalls(t, await sessionCookie(t, user.id), child.id);
    return async (activityId: number, score: number, playedAt?: Date) => {
      const res = await calls.play(activityId, score, playedAt ? { played_at: playedAt.toISOString() } : {});
      expect(res.statusCode).toBe(201);
    };
  };
  // Before the weeks (Saturday 18 January): counting 2 → 3, not in the report.
  let play = await at(fromLocal(2031, 1, 20, 9));
  await play(countingId, 90, fromLocal(2031, 1, 18, 9));
  await play(countingId, 90, fromLocal(2031, 1, 18, 10));
  // In the weeks: counting 3 → 2 (Monday 20 January), memory 2 → 3 (3 March) and 3 → 2 (12 March).
  await play(countingId, 10, fromLocal(2031, 1, 20, 8));
  await play(countingId, 0);
  play = await at(fromLocal(2031, 3, 3, 9));
  await play(memoryId, 80);
  await play(memoryId, 100);
  play = await at(NOW);
  await play(memoryId, 30, new Date(NOW.getTime() - 3_600_000));
  await play(memoryId, 20);
  // A reward approved on Tuesday 11 March.
  await addToLedger(t.db, {
    childId: child.id,
    delta: -4,
    reason: 'reward',
    source: 'test:reward',
    label: 'Parquinho',
    at: new Date(NOW.getTime() - DAY),
  });
  return { child, cookie: await sessionCookie(t, user.id) };
}

describe('the progress report’s levels and stars', () => {
  it('lists the level moves of its 8 weeks, oldest first, and the stars of each week with the balance', async () => {
    const { child, cookie } = await childWithLevels();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/children/${child.id}/progress-report`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.level_changes).toEqual([
      { kind: 'counting', label: 'Contagem', from: 3, to: 2, date: fromLocal(2031, 1, 20, 9).toISOString() },
      { kind: 'memory', label: 'Memória', from: 2, to: 3, date: fromLocal(2031, 3, 3, 9).toISOString() },
      { kind: 'memory', label: 'Memória', from: 3, to: 2, date: NOW.toISOString() },
    ]);
    const zero = { earned: 0, spent: 0, rewards_received: 0 };
    expect(report.stars_weeks).toEqual(
      WEEKS.map((week_start) => ({
        week_start,
        ...zero,
        // 1 + 1 stars in the week of 19 January, 3 + 3 in the week of 2 March, 1 + 1 and the reward in this one.
        ...(week_start === '2031-01-19' ? { earned: 2 } : {}),
        ...(week_start === '2031-03-02' ? { earned: 6 } : {}),
        ...(week_start === '2031-03-09' ? { earned: 2, spent: 4, rewards_received: 1 } : {}),
      })),
    );
    // 3 + 3 before the weeks, 2 + 6 + 2 in them, 4 spent.
    expect(report.stars_balance).toBe(12);
  });

  it('a child who has not played: no moves, 8 empty weeks, no stars', async () => {
    t.clock.set(NOW);
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const report = (
      await t.app.inject({
        method: 'GET',
        url: `/api/children/${child.id}/progress-report`,
        headers: { cookie: parent.cookie },
      })
    ).json();
    expect(report.level_changes).toEqual([]);
    expect(report.stars_weeks.map((w: { week_start: string }) => w.week_start)).toEqual(WEEKS);
    expect(report.stars_weeks.every((w: { earned: number; spent: number }) => w.earned === 0 && w.spent === 0)).toBe(
      true,
    );
    expect(report.stars_balance).toBe(0);
  });

  it("the PDF has 'Níveis e estrelas': the moves, each week's stars and the balance", async () => {
    const { child, cookie } = await childWithLevels();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/children/${child.id}/progress-report/pdf`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    for (const part of [
      'Níveis e estrelas',
      'Mudanças de nível',
      'Data Jogo Nível',
      '20/01 Contagem 3 → 2',
      '03/03 Memória 2 → 3',
      '12/03 Memória 3 → 2',
      'Estrelas por semana',
      'Semana Estrelas ganhas Estrelas gastas Recompensas recebidas',
      '19/01 2 0 0',
      '02/03 6 0 0',
      '09/03 2 4 1',
      'Saldo atual: 12 estrelas',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('the PDF says when no level moved', async () => {
    t.clock.set(NOW);
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/children/${child.id}/progress-report/pdf`,
      headers: { cookie: parent.cookie },
    });
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Nenhuma mudança de nível no período.');
    expect(text).toContain('Saldo atual: 0 estrelas');
  });
});
