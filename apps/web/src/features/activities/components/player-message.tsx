import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * A calm full-width message with a way out: the player never leaves the child at a dead end. In
 * child mode it has none of its own: the grown-up's exit is the way out (docs/product.md#child-mode).
 */
export function PlayerMessage({
  title,
  children,
  actionLabel,
  onAction,
}: {
  title: string;
  children: ReactNode;
  actionLabel: string;
  onAction?: () => void;
}) {
  return (
    <div role="alert" className="rounded-3xl bg-amber-50 p-8 text-center">
      <h2 className="text-2xl font-bold">{title}</h2>
      <div className="mt-2 text-lg">{children}</div>
      {onAction && (
        <Button className="mt-6" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </div>
  );
}
