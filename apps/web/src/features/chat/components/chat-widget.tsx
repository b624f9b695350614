import { CHAT_LABEL_AI, CHAT_LABEL_OFFLINE, CHAT_TITLE, type ChatSource } from '@neurobridge/shared/api/chat';
import { useQuery } from '@tanstack/react-query';
import { MessagesSquare, Minus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { fmt } from '../../../locales/pt-BR/messages';
import { chatSettingsQuery } from '../api/chat-api';
import { chatMessages as t } from '../messages';
import { useChat } from '../use-chat';
import { ChatInput } from './chat-input';
import { ChatLog } from './chat-log';

interface ChatWidgetProps {
  userId: number;
  /** On the child page: the conversation is this child's (docs/product.md#ai-chat). */
  child?: { id: number; name: string };
  /**
   * Said when the assistant cannot be reached (no connection, docs/product.md#offline-play): the
   * widget stays where it was, disabled, with this text; nothing is asked of the server.
   */
  unavailable?: string;
}

/**
 * The assistant's floating widget, shown only while the administration has the AI chat on; it
 * starts minimized (docs/product.md#ai-chat).
 */
export function ChatWidget({ userId, child, unavailable }: ChatWidgetProps) {
  const settings = useQuery({ ...chatSettingsQuery, enabled: !unavailable });
  if (!settings.data?.enabled) return null;
  return (
    <ChatPanel
      key={`${userId}:${child?.id ?? ''}`}
      userId={userId}
      child={child}
      mode={settings.data.mode}
      unavailable={unavailable}
    />
  );
}

/**
 * `mode`: who the server says answers (docs/product.md#ai-chat); the latest answer of this visit
 * wins, since past the family's daily limit the offline assistant answers even with a key.
 */
function ChatPanel({ userId, child, mode, unavailable }: ChatWidgetProps & { mode: ChatSource }) {
  const [open, setOpen] = useState(false);
  const chat = useChat({ userId, childId: child?.id ?? null, active: open && !unavailable });
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = `${panelId}-title`;
  const unavailableId = `${panelId}-unavailable`;
  const title = child ? fmt(t.titleFor, { name: child.name }) : CHAT_TITLE;
  const offline = (chat.source ?? mode) === 'offline';

  if (!open) {
    return (
      // data-floating: the page leaves room below its content for this button (protected-layout.tsx).
      <div data-floating className="fixed right-4 bottom-4 z-20 flex flex-col items-end gap-2 print:hidden">
        {unavailable && (
          <p
            id={unavailableId}
            className="max-w-64 rounded-xl bg-white px-3 py-2 text-sm shadow-md ring-1 ring-slate-200"
          >
            {unavailable}
          </p>
        )}
        <button
          ref={toggle}
          type="button"
          aria-expanded={false}
          aria-controls={panelId}
          aria-disabled={unavailable ? true : undefined}
          aria-describedby={unavailable ? unavailableId : undefined}
          onClick={() => {
            if (!unavailable) setOpen(true);
          }}
          className="inline-flex min-h-14 items-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white shadow-lg hover:bg-brand-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-brand-600"
        >
          <MessagesSquare aria-hidden className="size-6" />
          {t.open}
          <span className="sr-only">: {title}</span>
        </button>
      </div>
    );
  }

  return (
    <section
      id={panelId}
      aria-labelledby={titleId}
      className="fixed right-2 bottom-2 z-20 flex max-h-[min(36rem,calc(100dvh-1rem))] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-2xl bg-white shadow-xl ring-1 ring-slate-200 sm:right-4 sm:bottom-4 print:hidden"
    >
      <header className="flex items-start gap-3 rounded-t-2xl bg-brand-50 px-4 py-3">
        <MessagesSquare aria-hidden className="mt-1 size-6 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <p className="text-sm text-muted">{offline ? CHAT_LABEL_OFFLINE : CHAT_LABEL_AI}</p>
        </div>
        <button
          type="button"
          aria-expanded
          aria-controls={panelId}
          aria-label={t.minimize}
          onClick={() => setOpen(false)}
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl text-ink hover:bg-brand-100"
        >
          <Minus aria-hidden className="size-6" />
        </button>
      </header>
      <ChatLog messages={chat.messages} restoring={chat.restoring} welcome={offline ? t.welcomeOffline : t.welcome} />
      {unavailable ? (
        <p role="status" className="border-t border-slate-200 px-4 py-3 text-muted">
          {unavailable}
        </p>
      ) : (
        <ChatInput busy={chat.busy} onSend={chat.send} />
      )}
    </section>
  );
}
