import { fromLocal } from '@neurobridge/shared/domain/time';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { progressEntries } from '../../db/schema/activities';
import { averageScore, completedCount, isCompleted, localDayBounds, playedWeek } from './progress-rules';

const dialect = new PgDialect();
const text = (q: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(q).sql;

describe('the progress rules every reader uses (docs/product.md#reading-progress)', () => {
  it("a day is São Paulo's, midnight to midnight, whatever the hour in it", () => {
    const { start, end } = localDayBounds(fromLocal(2031, 3, 11, 23, 59));
    expect(start).toEqual(fromLocal(2031, 3, 11));
    expect(end).toEqual(fromLocal(2031, 3, 12));
    expect(localDayBounds(fromLocal(2031, 3, 11))).toEqual({ start, end });
    // 01:30 UTC on the 12th is still the 11th in São Paulo (UTC−3).
    expect(localDayBounds(new Date('2031-03-12T01:30:00Z')).start).toEqual(start);
    // The last day of a month runs into the next month.
    expect(localDayBounds(fromLocal(2031, 2, 28, 12)).end).toEqual(fromLocal(2031, 3, 1));
  });

  it("completed is the literal of the partial index's predicate, on the table or an alias", () => {
    expect(text(isCompleted())).toBe(`"progress_entries"."status" = 'completed'`);
    expect(text(isCompleted(alias(progressEntries, 'p')))).toBe(`"p"."status" = 'completed'`);
  });

  it('counts and averages only completed entries; the week starts on Sunday in São Paulo', () => {
    expect(text(completedCount())).toContain(`filter (where "progress_entries"."status" = 'completed')`);
    expect(text(averageScore())).toBe(
      `round(avg("progress_entries"."score") filter (where "progress_entries"."status" = 'completed'))`,
    );
    expect(text(playedWeek())).toContain(`at time zone 'America/Sao_Paulo'`);
  });
});
