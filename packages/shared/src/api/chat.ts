import { z } from 'zod';
import { childIdParams } from './children';
import { endpoint } from './contract';
import { userMessage } from './errors';
import { dbId } from './fields';

/**
 * The AI chat widget's API (docs/product.md#ai-chat, docs/product.md#ai-assistant): sessions
 * belong to the signed-in user (and to a child when opened on the child page); a message gets an
 * answer from the AI provider or, without one, from the offline assistant
 * (docs/product.md#offline-assistant).
 *
 * Streaming form (`POST /api/ai/chat/stream`, same body as `/api/ai/chat`): a bad request is
 * answered as JSON like any other route (400/403/404/429 with `{ error }`); an accepted one answers
 * 200 `text/event-stream` with these events, each `event: <name>\ndata: <json>\n\n`:
 * - `delta` `{ text }`: the next piece of the answer (append them in order);
 * - `done` `{ source }`: the answer is complete and stored; `source` is 'ai' or 'offline';
 * - `error` `{ message }`: the answer failed midway; `message` is CHAT_FAILURE.
 */

export const CHAT_MESSAGE_MAX = 500;
/** Shown as the assistant's message when a chat call fails (docs/product.md#ai-chat). */
export const CHAT_FAILURE = 'Desculpe, tive um problema para responder. Pode tentar novamente? 😅';
/** The widget's label when the provider answers, and when the offline assistant does. */
export const CHAT_LABEL_AI = 'Assistente com inteligência artificial';
export const CHAT_LABEL_OFFLINE = 'Assistente offline';
export const CHAT_TITLE = 'Assistente NeuroBridge';
export const CHAT_PLACEHOLDER = 'Digite sua mensagem...';
export const CHAT_TYPING = 'Digitando...';
/** The chat input grows up to this height (docs/product.md#ai-chat). */
export const CHAT_INPUT_MAX_HEIGHT_PX = 120;

export const MESSAGE_REQUIRED = userMessage('Digite uma mensagem.');
export const MESSAGE_TOO_LONG = userMessage(`A mensagem pode ter no máximo ${CHAT_MESSAGE_MAX} caracteres.`);
export const MESSAGE_INVALID_CHARACTERS = userMessage('A mensagem tem caracteres inválidos.');
export const INVALID_SESSION = userMessage('Conversa inválida.');
export const INVALID_CHAT_CHILD = userMessage('Criança inválida.');
/** 404: the session does not exist or belongs to someone else. */
export const SESSION_NOT_FOUND = 'Conversa não encontrada.';
/** 400: `child_id` is not the child the session was opened for. */
export const CHAT_CHILD_MISMATCH = 'Esta conversa não é desta criança.';
/** 403: the administration turned the AI chat off. */
export const CHAT_DISABLED = 'O assistente está desativado no momento.';
/** 429: too many messages from this user in a minute. */
export const CHAT_RATE_LIMITED = 'Muitas mensagens seguidas. Espere um minuto e tente de novo.';

// NUL and other control characters (except tab and newlines) never reach the database.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** 1–500 characters after trimming; a blank message is refused. */
export const chatMessageText = z
  .string({ error: MESSAGE_REQUIRED })
  .trim()
  .min(1, MESSAGE_REQUIRED)
  .max(CHAT_MESSAGE_MAX, MESSAGE_TOO_LONG)
  .refine((v) => !CONTROL.test(v), MESSAGE_INVALID_CHARACTERS);

/** Session ids are random UUIDs made by the server. */
export const sessionId = z.uuid({ error: INVALID_SESSION });

export const chatSession = z.object({ session_id: z.string() });
export type ChatSession = z.infer<typeof chatSession>;

export const chatSessionParams = z.strictObject({ sessionId: sessionId });

export const chatMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;
export const chatMessages = z.object({ messages: z.array(chatMessage) });
export type ChatMessages = z.infer<typeof chatMessages>;

export const CHAT_SOURCES = ['ai', 'offline'] as const;
export type ChatSource = (typeof CHAT_SOURCES)[number];

export const chatBody = z.strictObject({
  message: chatMessageText,
  /** The child the session was opened for, or null for the dashboard's session. */
  child_id: dbId('Criança inválida.').nullable(),
  session_id: sessionId,
});
export type ChatBody = z.input<typeof chatBody>;

export const chatAnswer = z.object({ response: z.string(), source: z.enum(CHAT_SOURCES) });
export type ChatAnswer = z.infer<typeof chatAnswer>;

/** The events of the streaming answer (see the top of this file). */
export const chatStreamDelta = z.object({ text: z.string() });
export const chatStreamDone = z.object({ source: z.enum(CHAT_SOURCES) });
export const chatStreamError = z.object({ message: z.string() });
export type ChatStreamEvent =
  | { event: 'delta'; data: z.infer<typeof chatStreamDelta> }
  | { event: 'done'; data: z.infer<typeof chatStreamDone> }
  | { event: 'error'; data: z.infer<typeof chatStreamError> };

/**
 * `enabled`: the app setting ai_chat_enabled; `mode`: who answers when the family is under its
 * daily limit: 'ai' with an AI key set, else 'offline' (the key itself is never sent).
 */
export const aiPublicSettings = z.object({ enabled: z.boolean(), mode: z.enum(CHAT_SOURCES) });
export type AiPublicSettings = z.infer<typeof aiPublicSettings>;

export const chatApi = {
  /** A new session tied to a child the caller may see (parent, or professional with access). */
  childSession: endpoint({
    method: 'POST',
    path: '/api/children/:id/chat/session',
    access: 'user',
    child: 'read',
    tag: 'chat',
    params: childIdParams,
    status: 201,
    response: chatSession,
  }),
  /** A new session without a child (the dashboard's widget). */
  session: endpoint({
    method: 'POST',
    path: '/api/chat/session',
    access: 'user',
    tag: 'chat',
    status: 201,
    response: chatSession,
  }),
  /** The session's messages, oldest first; another user's session is 404. */
  messages: endpoint({
    method: 'GET',
    path: '/api/chat/sessions/:sessionId/messages',
    access: 'user',
    tag: 'chat',
    params: chatSessionParams,
    status: 200,
    response: chatMessages,
  }),
  chat: endpoint({
    method: 'POST',
    path: '/api/ai/chat',
    access: 'user',
    tag: 'chat',
    body: chatBody,
    status: 200,
    response: chatAnswer,
  }),
  /** The same as `chat`, answered as `text/event-stream` (see the top of this file). */
  chatStream: endpoint({
    method: 'POST',
    path: '/api/ai/chat/stream',
    answer: 'events',
    access: 'user',
    tag: 'chat',
    body: chatBody,
    status: 200,
  }),
  /** Whether the widget is shown (the app setting ai_chat_enabled) and who answers. */
  settings: endpoint({
    method: 'GET',
    path: '/api/ai/settings',
    access: 'user',
    tag: 'chat',
    status: 200,
    response: aiPublicSettings,
  }),
};
