import type { ReactNode } from 'react';

/**
 * The scroll box of a wide admin table: named and focusable, so a keyboard can reach it and scroll
 * it sideways (axe: scrollable-region-focusable).
 */
export function TableScroll({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
