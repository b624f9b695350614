import { CHAT_LABEL_OFFLINE, CHAT_TYPING } from '@neurobridge/shared/api/chat';
import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { chatMessages as t } from '../messages';
import type { ShownMessage } from '../use-chat';

/**
 * The conversation, newest at the bottom. A finished answer is read out once, whole, by a polite
 * live region; the pieces of an answer being written are not announced one by one.
 */
export function ChatLog({
  messages,
  restoring,
  welcome,
}: {
  messages: ShownMessage[];
  restoring: boolean;
  /** The greeting bubble: it says which assistant answers (docs/product.md#ai-chat). */
  welcome: string;
}) {
  const end = useRef<HTMLLIElement>(null);
  const last = messages[messages.length - 1];
  const lastContent = last?.content;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, lastContent]);

  let announce = '';
  if (last?.role === 'assistant') announce = last.streaming ? CHAT_TYPING : last.content;

  return (
    // Named and focusable, so a keyboard can scroll a long conversation (axe: scrollable-region-focusable).
    <div tabIndex={0} role="region" aria-label={t.scrollArea} className="min-h-40 flex-1 overflow-y-auto px-4 py-3">
      {restoring ? (
        <Spinner label={t.loading} />
      ) : (
        <ol aria-label={t.conversation} className="space-y-3">
          <li className="max-w-[85%] rounded-2xl rounded-tl-sm bg-slate-100 px-3 py-2">{welcome}</li>
          {messages.map((m) => (
            <li
              key={m.id}
              className={
                m.role === 'user'
                  ? 'ml-auto max-w-[85%] rounded-2xl rounded-tr-sm bg-brand-600 px-3 py-2 text-white'
                  : 'max-w-[85%] rounded-2xl rounded-tl-sm bg-slate-100 px-3 py-2'
              }
            >
              <span className="sr-only">{m.role === 'user' ? t.you : t.assistant}: </span>
              {m.streaming && !m.content ? <TypingDots /> : <span className="whitespace-pre-wrap">{m.content}</span>}
              {m.source === 'offline' && <span className="mt-1 block text-xs text-muted">{CHAT_LABEL_OFFLINE}</span>}
            </li>
          ))}
          <li ref={end} aria-hidden className="h-0" />
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {announce}
      </p>
    </div>
  );
}

function TypingDots() {
  return (
    <span className="inline-flex items-center gap-1 py-1" title={CHAT_TYPING}>
      <span className="sr-only">{CHAT_TYPING}</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden
          style={{ animationDelay: `${delay}ms` }}
          className="size-2 animate-pulse rounded-full bg-slate-500 motion-reduce:animate-none"
        />
      ))}
    </span>
  );
}
