import { asc, inArray, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boardPhrases, boardSettings, boardUses } from '../../db/schema/boards';
import { exportRow, groupBy } from './account-view';

/**
 * What the board tells about the person's children (docs/product.md#data-download,
 * docs/product.md#what-the-board-tells): the words counted by day, the 'Guardar frases' setting as
 * stored (none: never changed, off) and the sentences kept while it is on. One query per table,
 * inside the export's read-only transaction.
 */
export async function readBoardUsesExport(tx: Db, mine: SQLWrapper) {
  const uses = await tx
    .select()
    .from(boardUses)
    .where(inArray(boardUses.childId, mine))
    .orderBy(asc(boardUses.childId), asc(boardUses.day), asc(boardUses.label));
  const settings = await tx.select().from(boardSettings).where(inArray(boardSettings.childId, mine));
  const phrases = await tx
    .select()
    .from(boardPhrases)
    .where(inArray(boardPhrases.childId, mine))
    .orderBy(asc(boardPhrases.saidAt), asc(boardPhrases.id));
  const usesOf = groupBy(uses, (r) => r.childId);
  const settingsOf = new Map(settings.map((r) => [r.childId, r]));
  const phrasesOf = groupBy(phrases, (r) => r.childId);
  return {
    ofChild: (childId: number) => {
      const setting = settingsOf.get(childId);
      return {
        board_uses: (usesOf.get(childId) ?? []).map((r) => exportRow(r)),
        board_settings: setting ? exportRow(setting) : null,
        board_phrases: (phrasesOf.get(childId) ?? []).map((r) => exportRow(r)),
      };
    },
  };
}
