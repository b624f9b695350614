import { OBZ_BYTES_MAX, OBZ_TOO_LARGE } from '@neurobridge/shared/api/board-exchange';
import { Download, FileUp, Printer } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { fileToBase64, useBoardPdf, useExportBoards, useImportBoards } from '../api/board-exchange';
import { shareMessages as t } from '../share-messages';

type Outcome = { kind: 'done'; text: string } | { kind: 'error'; text: string } | null;

/**
 * Print and share, in the board's edit area (docs/product.md#print-and-share): the board shown as an
 * A4 PDF, all of the child's boards as an `.obz`, and an `.obz` imported as new boards. Each file
 * chosen is sent with its own Idempotency-Key, so a doubled tap imports it once. A child with no
 * board yet is offered the import alone.
 */
export function BoardShare({
  childId,
  board,
}: {
  childId: number;
  /** The board shown; none yet: only the import (a board made elsewhere, brought in). */
  board?: { id: number };
}) {
  const pdf = useBoardPdf(childId);
  const exporting = useExportBoards(childId);
  const importing = useImportBoards(childId);
  // A double click saves one file.
  const print = useLockedMutation(pdf);
  const exportAll = useLockedMutation(exporting);
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setOutcome(null);
    if (file.size > OBZ_BYTES_MAX) {
      setOutcome({ kind: 'error', text: OBZ_TOO_LARGE });
      return;
    }
    setReading(true);
    let data: string;
    try {
      data = await fileToBase64(file);
    } catch {
      setOutcome({ kind: 'error', text: t.readError });
      return;
    } finally {
      setReading(false);
    }
    importing.mutate(
      { file: data, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: ({ imported }) => setOutcome({ kind: 'done', text: fmt(t.imported, { count: imported }) }),
        onError: (err) => setOutcome({ kind: 'error', text: errorText(err, t.importError) }),
      },
    );
  }

  const busyImport = reading || importing.isPending;
  return (
    <section aria-labelledby="board-share-title" className="mb-4 rounded-2xl bg-white p-3 ring-1 ring-slate-200">
      <h3 id="board-share-title" className="text-lg font-bold">
        {t.title}
      </h3>
      <p className="mb-3 text-slate-700">{board ? t.hint : t.importHint}</p>
      <div className="flex flex-wrap gap-3">
        {board && (
          <>
            <Button
              variant="secondary"
              pending={pdf.isPending}
              pendingLabel={t.preparing}
              onClick={() => {
                setOutcome(null);
                print(board.id, {
                  onError: (err) => setOutcome({ kind: 'error', text: errorText(err, t.printError) }),
                });
              }}
            >
              <Printer aria-hidden className="size-5" />
              {t.print}
            </Button>
            <Button
              variant="secondary"
              pending={exporting.isPending}
              pendingLabel={t.preparing}
              onClick={() => {
                setOutcome(null);
                exportAll(undefined, {
                  onError: (err) => setOutcome({ kind: 'error', text: errorText(err, t.exportError) }),
                });
              }}
            >
              <Download aria-hidden className="size-5" />
              {t.export}
            </Button>
          </>
        )}
        <Button
          variant="secondary"
          pending={busyImport}
          pendingLabel={t.importing}
          onClick={() => input.current?.click()}
        >
          <FileUp aria-hidden className="size-5" />
          {t.import}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".obz,application/zip"
          aria-label={t.fileLabel}
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            // The same file chosen again is a new import.
            e.target.value = '';
            void onFile(file);
          }}
        />
      </div>
      {outcome?.kind === 'done' && (
        <p role="status" className="mt-3 rounded-xl bg-green-50 p-3 text-green-900">
          {outcome.text}
        </p>
      )}
      {outcome?.kind === 'error' && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-red-900">
          {outcome.text}
        </p>
      )}
    </section>
  );
}
