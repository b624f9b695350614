import { useId, type ReactNode } from 'react';

/** A row of buttons named by the line above it (the prompt levels, the responses). */
export function LabelledGroup({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="mb-2 font-semibold">
        {label}
      </p>
      <div className={className}>{children}</div>
    </div>
  );
}
