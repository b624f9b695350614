import {
  CHAT_CHILD_MISMATCH,
  CHAT_DISABLED,
  CHAT_RATE_LIMITED,
  SESSION_NOT_FOUND,
  type AiPublicSettings,
  type ChatAnswer,
  type chatBody,
  type ChatMessages,
  type ChatSource,
} from '@neurobridge/shared/api/chat';
import { ageGroupFor, localDateString, localMidnight } from '@neurobridge/shared/domain/time';
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { chatMessages, chatSessions } from '../../db/schema/chat';
import { HttpError, notFound } from '../../lib/http-error';
import type { SessionUser } from '../auth/session-service';
import type { ChatTurn } from '../../integrations/openai/openai-client';
import { firstName } from '../reports/pdf/file-name';
import { HISTORY_MAX, type Assistant, type AnswerPiece, type Question } from './assistant';

type ChatInput = z.output<typeof chatBody>;

/** Messages one user may send per minute (docs/product.md#ai-assistant). */
export const CHAT_PER_MINUTE = 10;
const MINUTE_MS = 60_000;

/**
 * The chat's sessions and messages (docs/product.md#ai-chat): a session belongs to the user who
 * opened it (and to the child it was opened for); every question and answer is stored; a user
 * sends at most CHAT_PER_MINUTE messages a minute; past the family's daily limit
 * (AI_DAILY_MESSAGES_PER_FAMILY, counted per São Paulo day) the offline assistant answers.
 * Both limits count the stored messages, so they hold across servers.
 */
export function createChatService({
  db,
  clock,
  config,
  settings,
  childAccess,
  assistant,
}: Pick<AppDeps, 'db' | 'clock' | 'config' | 'settings' | 'childAccess'> & { assistant: Assistant }) {
  async function requireEnabled(): Promise<void> {
    if ((await settings.get('ai_chat_enabled')) !== 'true') throw new HttpError(403, CHAT_DISABLED);
  }

  async function ownSession(user: SessionUser, sessionId: string) {
    const [session] = await db
      .select()
      .from(chatSessions)
      .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, user.id)));
    if (!session) throw notFound(SESSION_NOT_FOUND);
    return session;
  }

  /** User messages of this user since `since`, over all their sessions. */
  async function sentSince(userId: number, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(chatMessages)
      .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
      .where(and(eq(chatSessions.userId, userId), eq(chatMessages.role, 'user'), gte(chatMessages.createdAt, since)));
    return row?.n ?? 0;
  }

  const store = (sessionId: string, role: 'user' | 'assistant', content: string) =>
    db.insert(chatMessages).values({ sessionId, role, content, createdAt: clock.now() });

  /** Every check of a question, then the question stored; what the assistant is asked. */
  async function prepare(user: SessionUser, input: ChatInput): Promise<Question> {
    await requireEnabled();
    const session = await ownSession(user, input.session_id);
    if ((session.childId ?? null) !== input.child_id) throw new HttpError(400, CHAT_CHILD_MISMATCH);
    // Access is checked again on every message: a professional whose access ended is refused.
    const access = session.childId === null ? null : await childAccess.forUser(user, session.childId, 'read');
    const now = clock.now();
    if ((await sentSince(user.id, new Date(now.getTime() - MINUTE_MS))) >= CHAT_PER_MINUTE) {
      throw new HttpError(429, CHAT_RATE_LIMITED);
    }
    const today = await sentSince(user.id, localMidnight(localDateString(now)));
    const history: ChatTurn[] = (
      await db
        .select({ role: chatMessages.role, content: chatMessages.content })
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, session.id))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(HISTORY_MAX)
    )
      .reverse()
      .map((m) => ({ role: m.role === 'assistant' ? 'assistant' : 'user', content: m.content }));
    await store(session.id, 'user', input.message);
    return {
      text: input.message,
      child: access
        ? { firstName: firstName(access.child.name), ageGroup: ageGroupFor(access.child.birthDate, now) }
        : null,
      history,
      useProvider: today < config.ai.dailyMessagesPerFamily,
    };
  }

  return {
    async enabled(): Promise<AiPublicSettings> {
      return { enabled: (await settings.get('ai_chat_enabled')) === 'true', mode: await assistant.mode() };
    },

    async createSession(user: SessionUser, childId: number | null): Promise<{ session_id: string }> {
      await requireEnabled();
      const id = randomUUID();
      await db.insert(chatSessions).values({ id, userId: user.id, childId, createdAt: clock.now() });
      return { session_id: id };
    },

    async messages(user: SessionUser, sessionId: string): Promise<ChatMessages> {
      await ownSession(user, sessionId);
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, sessionId))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
      return {
        messages: rows.map((m) => ({
          role: m.role === 'assistant' ? 'assistant' : 'user',
          content: m.content,
          created_at: m.createdAt.toISOString(),
        })),
      };
    },

    async answer(user: SessionUser, input: ChatInput): Promise<ChatAnswer> {
      const question = await prepare(user, input);
      const answer = await assistant.answer(question);
      await store(input.session_id, 'assistant', answer.text);
      return { response: answer.text, source: answer.source };
    },

    /**
     * The checks run before anything is sent (so a refusal is an ordinary JSON error); then the
     * answer's pieces, the whole answer stored at the end.
     */
    async stream(user: SessionUser, input: ChatInput): Promise<AsyncGenerator<AnswerPiece, ChatSource>> {
      const question = await prepare(user, input);
      const pieces = assistant.stream(question);
      return (async function* () {
        let text = '';
        let step = await pieces.next();
        while (!step.done) {
          text += step.value.text;
          yield step.value;
          step = await pieces.next();
        }
        await store(input.session_id, 'assistant', text.trim());
        return step.value;
      })();
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
