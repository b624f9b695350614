import { describe, expect, it } from 'vitest';
import {
  COMPLETED_AT_INVALID,
  COMPLETED_AT_TOO_OLD,
  completedAtToRecord,
  deviceDateToRecord,
  PLAYED_AT_INVALID,
  PLAYED_AT_MAX_AGE_DAYS,
  PLAYED_AT_TOO_OLD,
  playedAtToRecord,
} from './played-at';

const now = new Date('2026-11-27T15:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;

describe('when something was done on a device (docs/product.md#recording-progress)', () => {
  it('records the moment itself from now back to exactly 30 days', () => {
    expect(deviceDateToRecord(now, now)).toEqual({ date: now });
    expect(deviceDateToRecord(at(-DAY), now)).toEqual({ date: at(-DAY) });
    expect(deviceDateToRecord(at(-PLAYED_AT_MAX_AGE_DAYS * DAY), now)).toEqual({
      date: at(-PLAYED_AT_MAX_AGE_DAYS * DAY),
    });
  });

  it("records a moment ahead of the server's clock, however far, as the server's now", () => {
    expect(deviceDateToRecord(at(1), now)).toEqual({ date: now });
    expect(deviceDateToRecord(at(5 * 60 * 1000 + 1), now)).toEqual({ date: now });
    expect(deviceDateToRecord(at(400 * DAY), now)).toEqual({ date: now });
  });

  it('refuses more than 30 days back and no date at all', () => {
    expect(deviceDateToRecord(at(-PLAYED_AT_MAX_AGE_DAYS * DAY - 1), now)).toEqual({ problem: 'too_old' });
    expect(deviceDateToRecord(new Date('not a date'), now)).toEqual({ problem: 'invalid' });
  });

  it("names the problem in pt-BR for a result's played_at and for a tick's completed_at", () => {
    const old = at(-PLAYED_AT_MAX_AGE_DAYS * DAY - 1);
    const bad = new Date('not a date');
    expect(playedAtToRecord(at(DAY), now)).toEqual({ date: now });
    expect(playedAtToRecord(old, now)).toEqual({ problem: PLAYED_AT_TOO_OLD });
    expect(playedAtToRecord(bad, now)).toEqual({ problem: PLAYED_AT_INVALID });
    expect(completedAtToRecord(at(-DAY), now)).toEqual({ date: at(-DAY) });
    expect(completedAtToRecord(old, now)).toEqual({ problem: COMPLETED_AT_TOO_OLD });
    expect(completedAtToRecord(bad, now)).toEqual({ problem: COMPLETED_AT_INVALID });
    expect(PLAYED_AT_TOO_OLD).toBe('Resultados jogados há mais de 30 dias não podem mais ser registrados.');
    expect(COMPLETED_AT_TOO_OLD).toBe('Atividades marcadas há mais de 30 dias não podem mais ser registradas.');
  });
});
