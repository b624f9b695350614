import { FileText } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { reportsMessages } from '../messages';

// The modal and its charts load when it first opens, so the child page's chunk stays small.
const ProgressReportModal = lazy(() =>
  import('./progress-report-modal').then((m) => ({ default: m.ProgressReportModal })),
);

/** 'Relatório de progresso' on the child page, opening the report modal (docs/product.md#progress-report). */
export function ProgressReportButton({ child }: { child: { id: number; name: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FileText aria-hidden className="size-5" />
        {reportsMessages.open}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ProgressReportModal child={child} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
