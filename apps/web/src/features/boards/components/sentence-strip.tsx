import { Delete, Volume2, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { boardsMessages } from '../messages';

const t = boardsMessages.strip;

/** A word in the sentence strip: what it shows and what it says. */
export interface Said {
  label: string;
  text: string;
  /** The family's recording of the word, played instead of the device's voice. */
  voice_id?: number | null;
}

/**
 * The sentence strip (docs/product.md#board-screen): the words tapped, in order; 'Falar' says the
 * whole sentence, 'Apagar' takes the last word off, 'Limpar' all of them; 64 px targets, disabled
 * while the strip is empty.
 */
export function SentenceStrip({
  strip,
  onSpeak,
  onErase,
  onClear,
}: {
  strip: Said[];
  onSpeak: () => void;
  onErase: () => void;
  onClear: () => void;
}) {
  const empty = strip.length === 0;
  return (
    <section aria-label={t.label} className="rounded-2xl bg-white p-3 ring-1 ring-slate-200">
      <p aria-live="polite" className="min-h-12 text-2xl font-semibold">
        {empty ? (
          <span className="text-base font-normal text-muted">{t.empty}</span>
        ) : (
          strip.map((w) => w.label).join(' ')
        )}
      </p>
      <div className="mt-2 flex flex-wrap gap-3">
        <Button onClick={onSpeak} disabled={empty} className="min-h-16 text-xl">
          <Volume2 aria-hidden className="size-6" />
          {t.speak}
        </Button>
        <Button variant="secondary" onClick={onErase} disabled={empty} className="min-h-16">
          <Delete aria-hidden className="size-6" />
          {t.erase}
        </Button>
        <Button variant="secondary" onClick={onClear} disabled={empty} className="min-h-16">
          <X aria-hidden className="size-6" />
          {t.eraseAll}
        </Button>
      </div>
    </section>
  );
}
