import { FileText } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { reportsMessages } from '../messages';

// The modal and its charts load when it first opens, so the child page's chunk stays small.
const ProgressReportModal = lazy(() =>
  import('./progress-report-modal').then((m) => ({ default: m.ProgressReportModal })),
);

/**
 * 'Relatório de progresso' on the child page, opening the report modal (docs/product.md#progress-report).
 * `unavailable`: the report is made by the server and there is no connection
 * (docs/product.md#offline-play): the button is disabled and says why.
 */
export function ProgressReportButton({
  child,
  unavailable,
}: {
  child: { id: number; name: string };
  unavailable?: string;
}) {
  const [open, setOpen] = useState(false);
  const hintId = useId();
  const button = (
    <Button
      variant="secondary"
      disabled={!!unavailable}
      aria-describedby={unavailable ? hintId : undefined}
      onClick={() => setOpen(true)}
    >
      <FileText aria-hidden className="size-5" />
      {reportsMessages.open}
    </Button>
  );
  return (
    <>
      {unavailable ? (
        <span className="inline-flex flex-col gap-1">
          {button}
          <span id={hintId} className="max-w-56 text-sm text-muted">
            {unavailable}
          </span>
        </span>
      ) : (
        button
      )}
      {open && (
        <Suspense fallback={null}>
          <ProgressReportModal child={child} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
