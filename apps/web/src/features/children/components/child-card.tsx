import type { Child } from '@neurobridge/shared/api/children';
import { CalendarDays, EllipsisVertical, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { fmt } from '../../../locales/pt-BR/messages';
import { ageLabel, diagnosisBadges } from '../child-labels';
import { childrenMessages } from '../messages';
import { ChildAvatar } from './child-avatar';

/** docs/product.md#child-cards: profile, weekly schedule, start activities, and a menu with 'Remover Perfil'. */
export function ChildCard({ child, onRemove }: { child: Child; onRemove: (child: Child) => void }) {
  const t = childrenMessages.card;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !menuRef.current?.contains(e.target as Node))
        setMenuOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [menuOpen]);

  return (
    <Card className="flex flex-col gap-4" data-testid="child-card">
      <div className="flex items-start gap-4">
        <ChildAvatar name={child.name} url={child.avatar_url} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-xl font-bold">{child.name}</h3>
          <p className="text-muted">{ageLabel(child) ?? t.noAge}</p>
        </div>
        <div className="relative" ref={menuRef}>
          <button
            type="button"
            aria-label={fmt(t.menu, { name: child.name })}
            aria-expanded={menuOpen}
            aria-haspopup="true"
            onClick={() => setMenuOpen((o) => !o)}
            className="rounded-lg p-3 hover:bg-slate-100"
          >
            <EllipsisVertical aria-hidden className="size-5" />
          </button>
          {menuOpen && (
            <div className="absolute right-0 z-10 mt-1 w-48 rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200">
              <button
                type="button"
                autoFocus
                onClick={() => {
                  setMenuOpen(false);
                  onRemove(child);
                }}
                className="block min-h-12 w-full px-4 text-left font-medium text-red-800 hover:bg-red-50"
              >
                {t.remove}
              </button>
            </div>
          )}
        </div>
      </div>
      {diagnosisBadges(child).length > 0 && (
        <div className="flex flex-wrap gap-2">
          {diagnosisBadges(child).map((b) => (
            <Badge key={b} tone="info">
              {b}
            </Badge>
          ))}
        </div>
      )}
      {/* Each button grows to fill its row and sits beside another only when both labels fit on one
          line; otherwise it takes a row of its own, so a label never wraps inside its button. */}
      <div className="mt-auto flex flex-wrap gap-2">
        <ButtonLink to={paths.child(child.id)} className="grow basis-full">
          {t.profile}
        </ButtonLink>
        <ButtonLink variant="secondary" to={paths.childSchedule(child.id)} className="grow">
          <CalendarDays aria-hidden className="size-5 shrink-0" />
          {t.schedule}
        </ButtonLink>
        <ButtonLink variant="secondary" to={paths.activities(child.id)} className="grow">
          <Play aria-hidden className="size-5 shrink-0" />
          {t.start}
        </ButtonLink>
      </div>
    </Card>
  );
}
