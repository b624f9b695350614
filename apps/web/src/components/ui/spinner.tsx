export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-10 text-muted">
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-600 border-t-transparent motion-reduce:animate-none"
        aria-hidden
      />
      <span>{label}</span>
    </div>
  );
}
