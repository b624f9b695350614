import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { messages } from '../../locales/pt-BR/messages';

type Tone = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  text: string;
  tone: Tone;
}

/** How long a success or an information stays. */
export const TOAST_MS = 6000;

const ToastContext = createContext<(text: string, tone?: Tone) => void>(() => {});

/**
 * Polite, dismissible messages; errors stay until closed, others go after 6 s. A message already
 * shown is not stacked again (its time starts over), and a success removes the errors shown
 * before it: the action they were about has now worked. They sit at the
 * bottom (the right corner from `sm` on), clear of the top bar, within the safe area, and only
 * the messages themselves take clicks. While any is shown, a spacer as tall as them ends the page,
 * so its last content can always be scrolled above them.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const region = useRef<HTMLDivElement>(null);
  const [regionHeight, setRegionHeight] = useState(0);
  // Each message's own timer, cleared when the provider goes: nothing fires after it is gone.
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((all) => all.filter((t) => t.id !== id));
  }, []);
  const show = useCallback(
    (text: string, tone: Tone = 'info') => {
      const id = Date.now() + Math.random();
      setToasts((all) => [
        ...all.filter((t) => t.text !== text && !(tone === 'success' && t.tone === 'error')),
        { id, text, tone },
      ]);
      if (tone !== 'error') {
        const timer = setTimeout(() => dismiss(id), TOAST_MS);
        timers.current.set(id, timer);
      }
    },
    [dismiss],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  const value = useMemo(() => show, [show]);
  const tones: Record<Tone, string> = {
    success: 'bg-green-800 text-white',
    error: 'bg-red-800 text-white',
    info: 'bg-slate-800 text-white',
  };
  useEffect(() => {
    const el = region.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setRegionHeight(el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {toasts.length > 0 && regionHeight > 0 && <div aria-hidden style={{ height: regionHeight }} />}
      {/* Above a button floating at the bottom of the screen (data-floating, the assistant's), never over it. */}
      <div
        ref={region}
        aria-live="polite"
        data-testid="toast-region"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:items-end sm:px-6 sm:pb-6 [:root:has([data-floating])_&]:pb-24"
      >
        {toasts.map((t) => (
          <div
            key={t.id}
            role={t.tone === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl px-4 py-3 shadow-lg ${tones[t.tone]}`}
          >
            <p className="flex-1">{t.text}</p>
            <button
              type="button"
              onClick={() => dismiss(t.id)}
              aria-label={messages.common.close}
              className="-my-2 -mr-3 rounded-lg p-3 hover:bg-white/20"
            >
              <X aria-hidden className="size-5" />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast() {
  return useContext(ToastContext);
}
