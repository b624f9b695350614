import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A settings screen's state, read from the server's last answer: green with a check when the
 * service works, amber with a warning when it does not (payments, e-mail, the AI provider).
 */
export function StatusBanner({
  ok,
  className = 'mb-4',
  children,
}: {
  ok: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="status"
      className={`${className} flex gap-3 rounded-xl border p-3 ${
        ok ? 'border-green-700 bg-green-50 text-green-900' : 'border-amber-700 bg-amber-50 text-amber-900'
      }`}
    >
      {ok ? (
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
      ) : (
        <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      )}
      {children}
    </div>
  );
}
