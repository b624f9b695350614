/**
 * Labelled values (a profile, a record): each value wraps anywhere, so a long name or e-mail never
 * widens the page; an empty one shows `none`.
 */
export function DetailList({
  rows,
  none,
  className = '',
}: {
  rows: readonly (readonly [label: string, value: string | null])[];
  none: string;
  className?: string;
}) {
  return (
    <dl className={`grid min-w-0 gap-x-6 gap-y-3 ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm font-semibold text-muted">{label}</dt>
          <dd className="wrap-anywhere">{value || none}</dd>
        </div>
      ))}
    </dl>
  );
}
