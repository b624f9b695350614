import {
  CHAT_INPUT_MAX_HEIGHT_PX,
  CHAT_MESSAGE_MAX,
  CHAT_PLACEHOLDER,
  MESSAGE_TOO_LONG,
} from '@neurobridge/shared/api/chat';
import { SendHorizontal } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CharCounter } from '../../../components/ui/field';
import { chatMessages as t } from '../messages';

/**
 * The message box: Enter sends, Shift+Enter makes a new line, a blank message is not sent, and
 * nothing is sent while an answer is being written; it grows with the text up to 120 px. Its
 * limit shows as a counter while typing; past it the box is marked wrong and nothing is sent,
 * what was typed or pasted kept (docs/product.md#ai-chat).
 */
export function ChatInput({ busy, onSend }: { busy: boolean; onSend: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const blank = text.trim() === '';
  // The server's limit is on the trimmed message.
  const count = text.trim().length;
  const tooLong = count > CHAT_MESSAGE_MAX;

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, CHAT_INPUT_MAX_HEIGHT_PX)}px`;
  }, [text]);

  useLayoutEffect(() => {
    box.current?.focus();
  }, []);

  function send() {
    if (blank || tooLong || busy) return;
    const message = text;
    setText('');
    void onSend(message);
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  }

  return (
    <form
      className="border-t border-slate-200 px-3 py-3"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          {t.input}
        </label>
        <textarea
          ref={box}
          id={id}
          rows={1}
          value={text}
          placeholder={CHAT_PLACEHOLDER}
          aria-describedby={`${id}-hint ${id}-count${tooLong ? ` ${id}-error` : ''}`}
          aria-invalid={tooLong || undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          style={{ maxHeight: CHAT_INPUT_MAX_HEIGHT_PX }}
          className="block min-h-12 flex-1 resize-none overflow-y-auto rounded-xl border border-slate-400 bg-white px-3 py-3 text-base aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700"
        />
        <span id={`${id}-hint`} className="sr-only">
          {t.inputHint}
        </span>
        <button
          type="submit"
          disabled={blank || tooLong || busy}
          aria-busy={busy || undefined}
          aria-label={t.send}
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendHorizontal aria-hidden className="size-5" />
        </button>
      </div>
      <CharCounter id={`${id}-count`} count={count} limit={CHAT_MESSAGE_MAX} />
      {tooLong && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-800">
          {MESSAGE_TOO_LONG}
        </p>
      )}
    </form>
  );
}
