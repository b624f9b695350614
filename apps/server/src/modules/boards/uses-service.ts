import {
  BOARD_PHRASES_PAGE_DEFAULT,
  BOARD_TOP_WORDS,
  BOARD_USE_AT_INVALID,
  BOARD_USE_TOO_OLD,
  BOARD_USES_EMPTY,
  type BoardPhrasesPage,
  type BoardSettings,
  type BoardUses,
  type boardUsesBody,
  type WordCount,
} from '@neurobridge/shared/api/board-uses';
import { deviceDateToRecord } from '@neurobridge/shared/domain/played-at';
import { addDays, localDateString } from '@neurobridge/shared/domain/time';
import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { boardPhrases, boardSettings, boardUses } from '../../db/schema/boards';
import { HttpError } from '../../lib/http-error';
import { lockChild } from '../schedule/schedule-completion';

export type BoardUsesInput = z.output<typeof boardUsesBody>;

/** Words by count, most used first, then alphabetically (pt-BR). */
const byUse = (a: WordCount, b: WordCount) => b.count - a.count || a.label.localeCompare(b.label, 'pt-BR');

/**
 * What the board tells (docs/product.md#what-the-board-tells): counts of the words the child tapped,
 * by São Paulo day, and the sentences said only while 'Guardar frases' is on. Recording and changing
 * the setting hold the child's row, so a batch sent while the parent turns saving off keeps nothing.
 */
export function createBoardUsesService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  /** The moment to record for a device's stamp (docs/product.md#played-at): ahead is now, too old refused. */
  function moment(at: string, now: Date): Date {
    const d = deviceDateToRecord(new Date(at), now);
    if (d.problem === 'too_old') throw new HttpError(400, BOARD_USE_TOO_OLD);
    if (d.problem) throw new HttpError(400, BOARD_USE_AT_INVALID);
    return d.date;
  }

  async function savesPhrases(tx: Db, childId: number): Promise<boolean> {
    const [row] = await tx
      .select({ on: boardSettings.savePhrases })
      .from(boardSettings)
      .where(eq(boardSettings.childId, childId));
    return row?.on ?? false;
  }

  return {
    async record(childId: number, { taps = [], sentences = [] }: BoardUsesInput): Promise<{ counted: number }> {
      if (taps.length === 0 && sentences.length === 0) throw new HttpError(400, BOARD_USES_EMPTY);
      const now = clock.now();
      const counts = new Map<string, { day: string; label: string; count: number }>();
      for (const tap of taps) {
        const day = localDateString(moment(tap.at, now));
        const key = JSON.stringify([day, tap.label]);
        const found = counts.get(key);
        if (found) found.count += 1;
        else counts.set(key, { day, label: tap.label, count: 1 });
      }
      const said = sentences.map((s) => ({ childId, text: s.text, saidAt: moment(s.at, now) }));
      await db.transaction(async (tx) => {
        await lockChild(tx, childId);
        if (counts.size)
          await tx
            .insert(boardUses)
            .values([...counts.values()].map((c) => ({ childId, ...c })))
            .onConflictDoUpdate({
              target: [boardUses.childId, boardUses.day, boardUses.label],
              set: { count: sql`${boardUses.count} + excluded.count` },
            });
        // Off (the default): the sentences are dropped here, never stored nor logged.
        if (said.length && (await savesPhrases(tx, childId))) await tx.insert(boardPhrases).values(said);
      });
      return { counted: taps.length };
    },

    /** The last `days` São Paulo days, today included: each day's words and the period's most used. */
    async read(childId: number, days: number): Promise<BoardUses> {
      const today = localDateString(clock.now());
      const rows = await db
        .select({ day: boardUses.day, label: boardUses.label, count: boardUses.count })
        .from(boardUses)
        .where(and(eq(boardUses.childId, childId), gte(boardUses.day, addDays(today, -(days - 1)))))
        .orderBy(desc(boardUses.day));
      const byDay = new Map<string, WordCount[]>();
      const total = new Map<string, number>();
      for (const r of rows) {
        byDay.set(r.day, [...(byDay.get(r.day) ?? []), { label: r.label, count: r.count }]);
        total.set(r.label, (total.get(r.label) ?? 0) + r.count);
      }
      return {
        days: [...byDay].map(([day, words]) => ({ day, words: words.sort(byUse) })),
        top: [...total]
          .map(([label, count]) => ({ label, count }))
          .sort(byUse)
          .slice(0, BOARD_TOP_WORDS),
      };
    },

    async settings(childId: number): Promise<BoardSettings> {
      return { save_phrases: await savesPhrases(db, childId) };
    },

    /** Turning saving off deletes every stored sentence, in the same transaction. */
    async changeSettings(childId: number, { save_phrases }: BoardSettings): Promise<BoardSettings> {
      return db.transaction(async (tx) => {
        await lockChild(tx, childId);
        await tx
          .insert(boardSettings)
          .values({ childId, savePhrases: save_phrases })
          .onConflictDoUpdate({
            target: boardSettings.childId,
            set: { savePhrases: save_phrases, updatedAt: clock.now() },
          });
        if (!save_phrases) await tx.delete(boardPhrases).where(eq(boardPhrases.childId, childId));
        return { save_phrases };
      });
    },

    /** Newest first; the cursor is the id of the last sentence of the page before. */
    async phrases(
      childId: number,
      { limit = BOARD_PHRASES_PAGE_DEFAULT, cursor }: { limit?: number; cursor?: number },
    ): Promise<BoardPhrasesPage> {
      const [after] = cursor
        ? await db
            .select({ saidAt: boardPhrases.saidAt, id: boardPhrases.id })
            .from(boardPhrases)
            .where(and(eq(boardPhrases.id, cursor), eq(boardPhrases.childId, childId)))
        : [];
      if (cursor && !after) return { phrases: [], next_cursor: null };
      const rows = await db
        .select()
        .from(boardPhrases)
        .where(
          and(
            eq(boardPhrases.childId, childId),
            after
              ? or(
                  lt(boardPhrases.saidAt, after.saidAt),
                  and(eq(boardPhrases.saidAt, after.saidAt), lt(boardPhrases.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(boardPhrases.saidAt), desc(boardPhrases.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      return {
        phrases: page.map((r) => ({ id: r.id, text: r.text, said_at: r.saidAt.toISOString() })),
        next_cursor: rows.length > limit ? String(page[page.length - 1]!.id) : null,
      };
    },

    async forgetPhrases(childId: number): Promise<void> {
      await db.delete(boardPhrases).where(eq(boardPhrases.childId, childId));
    },
  };
}
export type BoardUsesService = ReturnType<typeof createBoardUsesService>;
