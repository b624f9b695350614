import { buttonClass } from '../../../components/ui/button';
import { fmt } from '../../../locales/pt-BR/messages';
import { adminShellMessages as m } from './messages';

/**
 * 'Anterior', 'Página X de Y', 'Próxima' under an admin table (docs/product.md#admin-tables). At the
 * first or last page the button says so with `aria-disabled` instead of `disabled`, so keyboard
 * focus stays on the button just pressed instead of falling to the page.
 */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const step = (to: number, label: string) => {
    const off = to < 1 || to > pages;
    return (
      <button
        type="button"
        aria-disabled={off || undefined}
        className={buttonClass('secondary', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50')}
        onClick={() => !off && onPage(to)}
      >
        {label}
      </button>
    );
  };
  return (
    <nav aria-label={m.pager.label} className="flex items-center justify-center gap-4">
      {step(page - 1, m.pager.previous)}
      <span aria-live="polite">{fmt(m.pager.page, { page, pages })}</span>
      {step(page + 1, m.pager.next)}
    </nav>
  );
}
