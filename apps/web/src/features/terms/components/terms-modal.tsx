import { useState, type UIEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { fmt } from '../../../locales/pt-BR/messages';
import { termsMessages } from '../messages';

/** docs/product.md#accepting-the-terms: 'Aceito' is enabled only within 50px of the end of the text. */
export const SCROLL_THRESHOLD_PX = 50;

export function isScrolledToEnd(el: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= SCROLL_THRESHOLD_PX;
}

interface TermsModalProps {
  /** The terms of use by default; the professional's terms name themselves. */
  title?: string;
  version: string;
  text: string;
  accepting: boolean;
  error?: string;
  onAccept: () => void;
  onDecline: () => void;
}

export function TermsModal({
  title = termsMessages.title,
  version,
  text,
  accepting,
  error,
  onAccept,
  onDecline,
}: TermsModalProps) {
  const [reachedEnd, setReachedEnd] = useState(false);
  const t = termsMessages;
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    if (isScrolledToEnd(e.currentTarget)) setReachedEnd(true);
  };
  const paragraphs = text.split(/\n\s*\n/);

  return (
    <Dialog
      open
      size="lg"
      title={title}
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
        {paragraphs.map((p, i) =>
          p.startsWith('!') ? (
            <p
              key={i}
              className="my-3 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 font-medium whitespace-pre-line"
            >
              {p.slice(1)}
            </p>
          ) : (
            <p key={i} className="my-3 whitespace-pre-line">
              {p}
            </p>
          ),
        )}
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
