import { describe, expect, it } from 'vitest';
import { chartSeries, timeTicks } from './chart-points';
import { createdByText, eventSentences, eventWhen, lastValueText, type GoalEvent } from './goal-text';

const event = (action: GoalEvent['action'], changes: GoalEvent['changes'], actor_name: string | null = 'Maria') => ({
  at: '2026-11-24T18:30:00.000Z',
  actor_name,
  action,
  changes,
});

describe('a goal history in words (docs/product.md#goals)', () => {
  it.each([
    [event('created', null), ['Maria criou a meta']],
    [event('met', { status: ['active', 'met'] }, null), ['Meta alcançada']],
    [event('updated', { criterion_percent: [70, 80] }), ['Maria alterou o critério de 70 % para 80 %']],
    [event('updated', { title: ['Pedir', 'Pedir ajuda'] }), ['Maria alterou o título de “Pedir” para “Pedir ajuda”']],
    [event('updated', { area: ['communication', 'other'] }), ['Maria alterou a área de Comunicação para Outra']],
    [event('updated', { criterion_count: [3, 5] }), ['Maria alterou a quantidade seguida de 3 para 5']],
    [
      event('updated', { criterion_unit: ['sessions', 'days'] }),
      ['Maria alterou a contagem de sessões seguidas para dias seguidos'],
    ],
    [
      event('updated', { measure: ['trials', 'game_score'] }),
      ['Maria alterou a medida de Tentativas nas sessões para Pontuação nos jogos'],
    ],
    [event('updated', { review_date: [null, '2026-12-15'] }), ['Maria alterou a revisão de sem data para 15/12/2026']],
    [event('updated', { activity_ids: [[1], [1, 2]] }), ['Maria alterou as atividades vinculadas (1 → 2)']],
    [
      event('updated', { start_date: ['2026-11-01', '2026-11-03'], criterion_percent: [70, 80] }),
      ['Maria alterou o início de 01/11/2026 para 03/11/2026', 'Maria alterou o critério de 70 % para 80 %'],
    ],
    [event('updated', { criterionPercent: [70, 80] }), ['Maria alterou o critério de 70 % para 80 %']],
    [event('status', { status: ['active', 'paused'] }), ['Maria pausou a meta']],
    [event('status', { status: ['paused', 'active'] }), ['Maria retomou a meta']],
    [event('status', { status: ['active', 'ended'] }), ['Maria encerrou a meta']],
    [event('status', { status: ['ended', 'active'] }), ['Maria reativou a meta']],
    [event('status', { status: ['paused', 'ended'] }, null), ['Alguém encerrou a meta']],
    [
      event('observation', { observed_on: [null, '2026-11-20'], achieved: [null, true] }),
      ['Maria registrou uma observação de 20/11/2026: sim'],
    ],
    [
      event('observation', { observed_on: ['2026-11-20', null], achieved: [false, null] }),
      ['Maria removeu a observação de 20/11/2026'],
    ],
    [event('observation', null), ['Maria registrou uma observação']],
    [event('updated', { something_new: [1, 2] }), ['Maria alterou a meta']],
  ] as const)('%j', (e, words) => {
    expect(eventSentences(e as GoalEvent)).toEqual(words);
  });

  it('says when in São Paulo time', () => {
    expect(eventWhen('2026-11-24T18:30:00.000Z')).toBe('24/11/2026 às 15:30');
  });
});

describe('a goal card’s lines', () => {
  it('names the creator with their type, or the parent', () => {
    expect(createdByText({ name: 'Maria', role: 'professional', professional_type: 'Psicólogo(a)' })).toBe(
      'Criada por Maria · Psicólogo(a)',
    );
    expect(createdByText({ name: 'Maria', role: 'professional', professional_type: null })).toBe(
      'Criada por Maria · Profissional',
    );
    expect(createdByText({ name: 'Ana', role: 'parent', professional_type: null })).toBe(
      'Criada por Ana · Responsável',
    );
  });

  it('gives the last value, or says there is none yet', () => {
    expect(lastValueText({ last_value: 75 })).toBe('Última medida: 75 %');
    expect(lastValueText({ last_value: 0 })).toBe('Última medida: 0 %');
    expect(lastValueText({ last_value: null })).toBe('Ainda sem medidas');
  });
});

describe('the chart’s points', () => {
  it('keeps each measure in its own series, oldest first, and leaves out a series without points', () => {
    const series = chartSeries({
      sessions: [
        { session_id: 2, at: '2026-11-10', value: 90, independent_percent: 70, trials: 10, professional_name: 'M' },
        { session_id: 1, at: '2026-11-03', value: 60, independent_percent: 40, trials: 10, professional_name: 'M' },
      ],
      game: [{ at: '2026-11-05T02:00:00.000Z', value: 85, activity_title: 'Memória' }],
      observations: [],
    });
    expect(series.map((s) => s.key)).toEqual(['sessions', 'games']);
    expect(series[0]!.points.map((p) => [p.day, p.value])).toEqual([
      ['2026-11-03', 60],
      ['2026-11-10', 90],
    ]);
    // 02:00 UTC is still the evening before in São Paulo.
    expect(series[1]!.points[0]).toMatchObject({ day: '2026-11-04', value: 85, label: 'Jogo: Memória' });
  });

  it('spreads the time axis’s ticks without repeating a day', () => {
    const day = (d: string) => new Date(`${d}T12:00:00-03:00`).getTime();
    expect(timeTicks(day('2026-11-01'), day('2026-11-09')).map((t) => t.day)).toEqual([
      '2026-11-01',
      '2026-11-03',
      '2026-11-05',
      '2026-11-07',
      '2026-11-09',
    ]);
    expect(timeTicks(day('2026-11-01'), day('2026-11-02')).map((t) => t.day)).toEqual(['2026-11-01', '2026-11-02']);
  });
});
