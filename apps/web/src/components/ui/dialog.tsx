import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { messages } from '../../locales/pt-BR/messages';

interface DialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Omit to make the dialog non-dismissible (Escape and the close button do nothing). */
  onClose?: () => void;
  footer?: ReactNode;
  size?: 'md' | 'lg';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Accessible modal: labelled, focus moved in and trapped, Escape closes, focus returns on close. */
export function Dialog({ open, title, children, onClose, footer, size = 'md' }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose, read by the key handler: a new function, or none while a request runs,
  // must not re-run the effect below (that would move the focus back to the first control).
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      const close = closeRef.current;
      if (e.key === 'Escape' && close) {
        e.preventDefault();
        close();
      }
      if (e.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const [head, tail] = [items[0]!, items[items.length - 1]!];
      if (e.shiftKey && document.activeElement === head) {
        e.preventDefault();
        tail.focus();
      } else if (!e.shiftKey && document.activeElement === tail) {
        e.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`flex max-h-[90vh] w-full flex-col rounded-2xl bg-white shadow-xl ${size === 'lg' ? 'max-w-2xl' : 'max-w-md'}`}
      >
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-6 py-4">
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          {onClose && (
            <button
              type="button"
              onClick={onClose}
              className="rounded-lg p-2 hover:bg-slate-100"
              aria-label={messages.common.close}
            >
              <X aria-hidden className="size-6" />
            </button>
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-hidden px-6 py-4">{children}</div>
        {footer && <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 px-6 py-4">{footer}</div>}
      </div>
    </div>
  );
}
