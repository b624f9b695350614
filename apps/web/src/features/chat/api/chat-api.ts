import { chatApi, type ChatBody, type ChatSource } from '@neurobridge/shared/api/chat';
import { apiQuery, callApi } from '../../../lib/api';
import { streamApi } from '../../../lib/api-stream';

/** Whether the administration has the AI chat on (docs/product.md#ai-chat). */
export const chatSettingsQuery = apiQuery(chatApi.settings, {});

/** A session's stored messages, oldest first: the conversation after a reload. */
export const chatHistoryQuery = (sessionId: string) => apiQuery(chatApi.messages, { params: { sessionId } });

/** A new conversation: tied to the child on the child page, the family's own on the dashboard. */
export async function startChatSession(childId: number | null): Promise<string> {
  const answer =
    childId === null
      ? await callApi(chatApi.session, {})
      : await callApi(chatApi.childSession, { params: { id: childId } });
  return answer.session_id;
}

/**
 * Sends one message and reads the answer as the server writes it (`text/event-stream`): each piece
 * goes to `onText`; resolves with who answered. A refused request (JSON `{ error }`) throws an
 * ApiError; a stream that fails or ends without `done` throws too.
 */
export async function streamChat(
  body: ChatBody,
  onText: (piece: string) => void,
  signal?: AbortSignal,
): Promise<ChatSource> {
  let source: ChatSource | null = null;
  let failed = false;
  await streamApi(chatApi.chatStream, { body, signal }, ({ event, data }) => {
    const d = data as { text?: unknown; source?: unknown };
    if (event === 'delta' && typeof d.text === 'string') onText(d.text);
    else if (event === 'done' && (d.source === 'ai' || d.source === 'offline')) source = d.source;
    else if (event === 'error') failed = true;
  });
  if (failed || source === null) throw new Error('chat stream failed');
  return source;
}
