import { useId, useState, type UIEvent } from 'react';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { fmt } from '../../locales/pt-BR/messages';
import { TermsBody } from './terms-body';
import { termsMessages } from './terms-messages';

/** docs/product.md#accepting-the-terms: 'Aceito' is enabled only within 50px of the end of the text. */
export const SCROLL_THRESHOLD_PX = 50;

export function isScrolledToEnd(el: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= SCROLL_THRESHOLD_PX;
}

export interface TermsModalProps {
  /** The terms of use by default; the professional's terms name themselves. */
  title?: string;
  version: string;
  /** The text in the terms markup (docs/product.md#terms-markup). */
  text: string;
  /** A published version's own title, shown above its text. */
  documentTitle?: string | null;
  /** What changed since the version the account accepted: shown first (docs/product.md#consent-gate). */
  changes?: { from_version: string; summary: string } | null;
  accepting: boolean;
  /** Already read to its end in an earlier modal of this page (the gate's, opened anew). */
  alreadyRead?: boolean;
  /** Told when the text is scrolled to its end. */
  onReadToEnd?: () => void;
  error?: string;
  onAccept: () => void;
  onDecline: () => void;
  /**
   * Only the admin's preview (docs/product.md#admin-terms): a line above everything saying so, and
   * Escape closes it. A family's modal has neither: acceptance comes before anything else.
   */
  preview?: { notice: string; onClose: () => void };
}

/**
 * The terms modal (docs/product.md#accepting-the-terms): the summary of what changed first when
 * there is one, then the whole text, 'Aceito' once it was scrolled to its end. The consent gate
 * shows it, and the admin's preview shows the very same.
 */
export function TermsModal({
  title = termsMessages.title,
  version,
  text,
  documentTitle,
  changes,
  accepting,
  alreadyRead = false,
  onReadToEnd,
  error,
  onAccept,
  onDecline,
  preview,
}: TermsModalProps) {
  const [reachedEnd, setReachedEnd] = useState(alreadyRead);
  const changesId = useId();
  const t = termsMessages;
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    if (reachedEnd || !isScrolledToEnd(e.currentTarget)) return;
    setReachedEnd(true);
    onReadToEnd?.();
  };

  return (
    <Dialog
      open
      size="lg"
      title={title}
      onClose={preview?.onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onDecline} disabled={accepting}>
            {t.decline}
          </Button>
          <Button
            onClick={onAccept}
            disabled={!reachedEnd}
            pending={accepting}
            pendingLabel={t.accepting}
            aria-describedby={reachedEnd ? undefined : 'terms-hint'}
          >
            {t.accept}
          </Button>
        </>
      }
    >
      {preview && (
        <p role="note" className="mb-3 rounded-xl bg-sky-50 p-3 text-sm font-medium text-sky-950">
          {preview.notice}
        </p>
      )}
      {changes && (
        <section
          aria-labelledby={changesId}
          data-testid="terms-changes"
          tabIndex={0}
          className="mb-4 max-h-[30vh] overflow-y-auto rounded-xl border-2 border-brand-600 bg-brand-50 p-4"
        >
          <h3 id={changesId} className="text-lg font-bold">
            {t.changesTitle}
          </h3>
          <p className="text-sm text-muted">{fmt(t.changesFrom, { version: changes.from_version })}</p>
          <div className="[&>:last-child]:mb-0">
            <TermsBody text={changes.summary} />
          </div>
        </section>
      )}
      <p className="mb-2 text-muted">
        {t.intro} <span className="text-sm">{fmt(t.version, { version })}</span>
      </p>
      <div
        data-testid="terms-text"
        tabIndex={0}
        role="region"
        aria-label={title}
        onScroll={onScroll}
        className="max-h-[50vh] overflow-y-auto rounded-xl border border-slate-200 p-4 leading-relaxed"
      >
        {documentTitle && <h3 className="my-3 text-xl font-bold">{documentTitle}</h3>}
        <TermsBody text={text} />
      </div>
      {!reachedEnd && (
        <p id="terms-hint" className="mt-2 text-sm text-muted">
          {t.scrollHint}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </Dialog>
  );
}
