// For tests: calls to the routes of what the board tells, and what they wrote.
import { asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../test/test-app';
import type { Db } from '../../db/client';
import { boardPhrases, boardSettings, boardUses } from '../../db/schema/boards';

/** The child's counted words and stored sentences, as stored: what a refused call must leave as it was. */
export async function usesRows(t: TestApp, childId: number) {
  const uses = await t.db
    .select()
    .from(boardUses)
    .where(eq(boardUses.childId, childId))
    .orderBy(asc(boardUses.day), asc(boardUses.label));
  const phrases = await t.db
    .select()
    .from(boardPhrases)
    .where(eq(boardPhrases.childId, childId))
    .orderBy(asc(boardPhrases.id));
  return { uses, phrases };
}

export function usesCalls(t: TestApp, headers: Record<string, string>, childId: number | string) {
  const base = `/api/children/${childId}/boards`;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, h = headers) =>
    t.app.inject({ method, url, headers: h, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    /** `key`: the batch's Idempotency-Key (a fresh one when absent; none with `null`). */
    record: (body: unknown, key: string | null = randomUUID()) =>
      inject('POST', `${base}/uses`, body, key === null ? headers : { ...headers, 'idempotency-key': key }),
    read: (query = '') => inject('GET', `${base}/uses${query}`),
    settings: () => inject('GET', `${base}/settings`),
    changeSettings: (body: unknown) => inject('PUT', `${base}/settings`, body),
    phrases: (query = '') => inject('GET', `${base}/phrases${query}`),
    forgetPhrases: () => inject('DELETE', `${base}/phrases`),
  };
}

/**
 * What the board tells about a child, written directly (the account's download and deletion tests):
 * two words counted on a day, 'Guardar frases' on and a sentence kept. Each table with its rows.
 */
export async function fillBoardUses(db: Db, childId: number, at: Date): Promise<[string, Record<string, unknown>[]][]> {
  return [
    [
      'board_uses',
      await db
        .insert(boardUses)
        .values([
          { childId, day: '2026-06-09', label: 'quero', count: 4 },
          { childId, day: '2026-06-09', label: 'água', count: 1 },
        ])
        .returning(),
    ],
    ['board_settings', await db.insert(boardSettings).values({ childId, savePhrases: true }).returning()],
    ['board_phrases', await db.insert(boardPhrases).values({ childId, text: 'eu quero água', saidAt: at }).returning()],
  ];
}
