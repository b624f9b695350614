import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { professionalNavMessages } from '../../features/professional/nav-messages';
import { navLinkClass } from './professional-nav';

export interface MenuLink {
  to: string;
  label: string;
  end?: boolean;
  testId?: string;
}

/**
 * Below `md`, the top bar's words go behind one "Menu" button, so the bar stays one row on a phone
 * (docs/product.md#professional-screens): the links open in a list under the bar; a link, Escape
 * or a tap elsewhere closes it, and Escape gives the focus back to the button.
 */
export function CompactMenu({ links }: { links: MenuLink[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const t = professionalNavMessages;

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div ref={root} className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-lg px-3 font-semibold hover:bg-slate-100"
      >
        {open ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
        {/* Icon only on a phone, so the bar fits 360px with the other buttons; the name stays. */}
        <span className="sr-only sm:not-sr-only">{t.menu}</span>
      </button>
      {open && (
        <ul
          id={panelId}
          className="absolute inset-x-0 top-full z-40 grid gap-1 border-b border-slate-200 bg-white p-2 shadow-lg"
        >
          {links.map(({ to, label, end, testId }) => (
            <li key={to}>
              <NavLink to={to} end={end} data-testid={testId} className={navLinkClass} onClick={() => setOpen(false)}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
