import { CHAT_FAILURE, type ChatMessage, type ChatSource } from '@neurobridge/shared/api/chat';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { chatHistoryQuery, startChatSession, streamChat } from './api/chat-api';
import { chatSessionStore } from './session-store';

export interface ShownMessage {
  id: string;
  role: ChatMessage['role'];
  content: string;
  /** Who wrote an answer of this visit; unknown for the ones brought back after a reload. */
  source?: ChatSource;
  /** The answer is still being written. */
  streaming?: boolean;
}

let nextId = 0;
const newId = () => `m${++nextId}`;

/**
 * One conversation (docs/product.md#ai-chat): the stored one of this person and child, brought
 * back when the widget opens, and one message at a time, its answer shown as it is written.
 */
export function useChat({ userId, childId, active }: { userId: number; childId: number | null; active: boolean }) {
  const [sessionId, setSessionId] = useState(() => chatSessionStore.get(userId, childId));
  // The conversation stored before this visit, read once when the widget first opens.
  const [storedId] = useState(sessionId);
  const history = useQuery({
    ...chatHistoryQuery(storedId ?? ''),
    enabled: active && storedId !== null && sessionId === storedId,
    staleTime: Infinity,
    retry: false,
  });
  // This visit's messages, started from the stored ones once they are known.
  const [local, setLocal] = useState<ShownMessage[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [source, setSource] = useState<ChatSource | null>(null);
  const sending = useRef(false);

  const forget = useCallback(() => {
    chatSessionStore.clear(userId, childId);
    setSessionId(null);
  }, [userId, childId]);
  // A stored session that no longer exists (or is not this person's): the next message starts afresh.
  const gone = sessionId === storedId && history.error instanceof ApiError && history.error.status === 404;
  useEffect(() => {
    if (gone) chatSessionStore.clear(userId, childId);
  }, [gone, userId, childId]);
  const currentId = gone ? null : sessionId;

  const stored: ShownMessage[] =
    history.data?.messages.map((m, i) => ({ id: `h${i}`, role: m.role, content: m.content })) ?? [];
  const messages = local ?? stored;
  const restoring = active && storedId !== null && sessionId === storedId && history.isPending && local === null;

  const patchLast = (patch: (m: ShownMessage) => Partial<ShownMessage>) =>
    setLocal((all) => {
      if (!all?.length) return all;
      const last = all[all.length - 1]!;
      return [...all.slice(0, -1), { ...last, ...patch(last) }];
    });

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!message || sending.current) return false;
      sending.current = true;
      setBusy(true);
      setLocal((all) => [
        ...(all ?? stored),
        { id: newId(), role: 'user', content: message },
        { id: newId(), role: 'assistant', content: '', streaming: true },
      ]);
      try {
        let id = currentId;
        if (id === null) {
          id = await startChatSession(childId);
          chatSessionStore.set(userId, childId, id);
          setSessionId(id);
        }
        const answeredBy = await streamChat({ message, child_id: childId, session_id: id }, (piece) =>
          patchLast((m) => ({ content: m.content + piece })),
        );
        setSource(answeredBy);
        patchLast(() => ({ streaming: false, source: answeredBy }));
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) forget();
        patchLast(() => ({ content: CHAT_FAILURE, streaming: false }));
      } finally {
        sending.current = false;
        setBusy(false);
      }
      return true;
    },
    // `stored` only seeds the first send of a visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [currentId, childId, userId, history.data, forget],
  );

  return { messages, busy, source, restoring, send };
}
