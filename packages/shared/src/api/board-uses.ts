import { z } from 'zod';
import { CELL_LABEL_MAX } from '../domain/boards';
import { PLAYED_AT_MAX_AGE_DAYS } from '../domain/played-at';
import { childIdParams } from './children';
import { endpoint } from './contract';
import { userMessage } from './errors';
import { boundedIntParam, dbIdParam } from './fields';

/**
 * What the family and the professional learn from 'Minha prancha'
 * (docs/product.md#what-the-board-tells): how often the child tapped each word, by the child's
 * (São Paulo) day; the sentences the child said only while the parent keeps 'Guardar frases' on.
 */

/** A batch the device sends: at most this many taps, and as many sentences. */
export const BOARD_TAPS_MAX = 200;
export const BOARD_SENTENCES_MAX = 200;
export const BOARD_SENTENCE_MAX = 400;
/** The most used words shown for a period. */
export const BOARD_TOP_WORDS = 10;
export const BOARD_PHRASES_PAGE_DEFAULT = 20;
export const BOARD_PHRASES_PAGE_MAX = 100;

export const BOARD_TAPS_COUNT = userMessage(`Envie no máximo ${BOARD_TAPS_MAX} toques por vez.`);
export const BOARD_USES_LIST = userMessage('Envie os toques e as frases como listas.');
export const BOARD_USES_EMPTY = 'Envie ao menos um toque ou uma frase da prancha.';
export const BOARD_TAP_LABEL = userMessage(`Cada toque tem a palavra tocada, com até ${CELL_LABEL_MAX} caracteres.`);
export const BOARD_USE_AT_INVALID = userMessage('Hora do uso da prancha inválida.');
export const BOARD_USE_TOO_OLD = `Usos da prancha de mais de ${PLAYED_AT_MAX_AGE_DAYS} dias não podem mais ser registrados.`;
export const BOARD_SENTENCES_COUNT = userMessage(`Envie no máximo ${BOARD_SENTENCES_MAX} frases por vez.`);
export const BOARD_SENTENCE_TEXT = userMessage(`Cada frase tem de 1 a ${BOARD_SENTENCE_MAX} caracteres.`);
export const BOARD_USES_DAYS = userMessage('Escolha 7 ou 30 dias.');
export const BOARD_SAVE_PHRASES_INVALID = userMessage('Escolha ligado ou desligado para guardar frases.');

const at = z.iso.datetime({ offset: true, error: BOARD_USE_AT_INVALID });

/**
 * Taps of word cells (never folders) and sentences said with 'Falar', each stamped by the device when
 * it happened: a batch may be sent late, from a device that was offline. A batch may hold only
 * sentences (its words' taps went in an earlier one), never nothing (`BOARD_USES_EMPTY`).
 */
export const boardUsesBody = z.strictObject({
  taps: z
    .array(
      z.strictObject({
        label: z.string({ error: BOARD_TAP_LABEL }).trim().min(1, BOARD_TAP_LABEL).max(CELL_LABEL_MAX, BOARD_TAP_LABEL),
        at,
      }),
      { error: BOARD_USES_LIST },
    )
    .max(BOARD_TAPS_MAX, BOARD_TAPS_COUNT)
    .optional(),
  sentences: z
    .array(
      z.strictObject({
        text: z
          .string({ error: BOARD_SENTENCE_TEXT })
          .trim()
          .min(1, BOARD_SENTENCE_TEXT)
          .max(BOARD_SENTENCE_MAX, BOARD_SENTENCE_TEXT),
        at,
      }),
      { error: BOARD_USES_LIST },
    )
    .max(BOARD_SENTENCES_MAX, BOARD_SENTENCES_COUNT)
    .optional(),
});
export type BoardUsesBody = z.input<typeof boardUsesBody>;
/** The taps the batch counted (a retried batch is answered the same, counted once). */
export const boardUsesRecorded = z.object({ counted: z.number().int() });

export const wordCount = z.object({ label: z.string(), count: z.number().int() });
export type WordCount = z.infer<typeof wordCount>;
export const boardUses = z.object({
  /** Each day with a use, newest first; its words by count, most used first. */
  days: z.array(z.object({ day: z.string(), words: z.array(wordCount) })),
  /** The period's most used words (at most `BOARD_TOP_WORDS`). */
  top: z.array(wordCount),
});
export type BoardUses = z.infer<typeof boardUses>;
export const boardUsesQuery = z.strictObject({
  days: z.enum(['7', '30'], { error: BOARD_USES_DAYS }).optional(),
});

export const boardSettings = z.object({ save_phrases: z.boolean() });
export type BoardSettings = z.infer<typeof boardSettings>;
export const boardSettingsBody = z.strictObject({
  save_phrases: z.boolean({ error: BOARD_SAVE_PHRASES_INVALID }),
});

export const boardPhrase = z.object({ id: z.number().int(), text: z.string(), said_at: z.string() });
export type BoardPhrase = z.infer<typeof boardPhrase>;
export const boardPhrasesQuery = z.strictObject({
  limit: boundedIntParam(
    1,
    BOARD_PHRASES_PAGE_MAX,
    `O limite deve ser um número de 1 a ${BOARD_PHRASES_PAGE_MAX}.`,
  ).optional(),
  /** `next_cursor` of the previous page. */
  cursor: dbIdParam('Cursor inválido.').optional(),
});
export const boardPhrasesPage = z.object({
  phrases: z.array(boardPhrase),
  next_cursor: z.string().nullable(),
});
export type BoardPhrasesPage = z.infer<typeof boardPhrasesPage>;

export const boardUsesApi = {
  /** The child plays on the grown-up's signed-in device: recording is what playing the board does. */
  record: endpoint({
    method: 'POST',
    path: '/api/children/:id/boards/uses',
    idempotency: 'required',
    access: 'user',
    child: 'record',
    tag: 'boards',
    params: childIdParams,
    body: boardUsesBody,
    status: 200,
    response: boardUsesRecorded,
  }),
  /** The last 7 (default) or 30 São Paulo days, today included. */
  read: endpoint({
    method: 'GET',
    path: '/api/children/:id/boards/uses',
    access: 'user',
    child: 'read',
    tag: 'boards',
    params: childIdParams,
    query: boardUsesQuery,
    status: 200,
    response: boardUses,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/children/:id/boards/settings',
    access: 'user',
    child: 'read',
    tag: 'boards',
    params: childIdParams,
    status: 200,
    response: boardSettings,
  }),
  /** The parent only, as for the child's other settings; turning it off deletes the stored sentences. */
  changeSettings: endpoint({
    method: 'PUT',
    path: '/api/children/:id/boards/settings',
    access: 'user',
    child: 'manage',
    tag: 'boards',
    params: childIdParams,
    body: boardSettingsBody,
    status: 200,
    response: boardSettings,
  }),
  /** Newest first, a page at a time. */
  phrases: endpoint({
    method: 'GET',
    path: '/api/children/:id/boards/phrases',
    paging: { items: 'phrases' },
    access: 'user',
    child: 'read',
    tag: 'boards',
    params: childIdParams,
    query: boardPhrasesQuery,
    status: 200,
    response: boardPhrasesPage,
  }),
  /** The parent forgets every stored sentence. */
  forgetPhrases: endpoint({
    method: 'DELETE',
    path: '/api/children/:id/boards/phrases',
    access: 'user',
    child: 'manage',
    tag: 'boards',
    params: childIdParams,
    status: 204,
  }),
};
