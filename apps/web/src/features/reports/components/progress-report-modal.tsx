import { useQuery } from '@tanstack/react-query';
import { Download, FileSpreadsheet } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { progressReportQueryOptions, useProgressCsv, useReportPdf } from '../api/progress-report';
import { reportsMessages } from '../messages';
import { ReportBody } from './report-body';

/**
 * The progress report modal (docs/product.md#progress-report): the report, 'Baixar
 * PDF', 'Exportar CSV' and 'Fechar'; a failed load says 'Erro ao Carregar Relatório' with a retry.
 */
export function ProgressReportModal({ child, onClose }: { child: { id: number; name: string }; onClose: () => void }) {
  const t = reportsMessages;
  const toast = useToast();
  const report = useQuery(progressReportQueryOptions(child.id));
  const pdf = useReportPdf(child.id, t.pdfFile);
  const runPdf = useLockedMutation(pdf);
  const csv = useProgressCsv(child.id, t.csvFile);
  const runCsv = useLockedMutation(csv);
  const done = (name: string) => toast(fmt(t.downloaded, { name }), 'success');

  let body;
  if (report.data) {
    body = <ReportBody report={report.data} />;
  } else if (report.isError) {
    body = (
      <div role="alert" className="py-6 text-center">
        <h3 className="text-lg font-bold">{t.errorTitle}</h3>
        <p className="mt-1">{t.errorText}</p>
        <Button
          variant="secondary"
          className="mt-4"
          pending={report.isFetching}
          onClick={() => void report.refetch({ cancelRefetch: false })}
        >
          {messages.common.retry}
        </Button>
      </div>
    );
  } else {
    body = <Spinner label={messages.common.loading} />;
  }

  return (
    <Dialog
      open
      size="lg"
      title={fmt(t.title, { name: child.name })}
      onClose={onClose}
      footer={
        <>
          {report.data && (
            <>
              <Button
                variant="secondary"
                pending={csv.isPending}
                pendingLabel={t.csvBusy}
                onClick={() =>
                  runCsv(undefined, { onSuccess: done, onError: (err) => toast(errorText(err, t.csvError), 'error') })
                }
              >
                <FileSpreadsheet aria-hidden className="size-5" />
                {t.csv}
              </Button>
              <Button
                pending={pdf.isPending}
                pendingLabel={t.pdfBusy}
                onClick={() =>
                  runPdf(undefined, { onSuccess: done, onError: (err) => toast(errorText(err, t.pdfError), 'error') })
                }
              >
                <Download aria-hidden className="size-5" />
                {t.pdf}
              </Button>
            </>
          )}
          <Button variant="ghost" onClick={onClose}>
            {messages.common.close}
          </Button>
        </>
      }
    >
      {/* The dialog keeps its size; the report scrolls inside it, by keyboard too. */}
      <div role="region" aria-label={t.region} tabIndex={0} className="max-h-[60vh] overflow-y-auto p-1">
        {body}
      </div>
    </Dialog>
  );
}
