import { PartyPopper } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { GameResult } from '../../../games/shared/result';
import { fmt, messages } from '../../../locales/pt-BR/messages';

export type SaveState = 'none' | 'saving' | 'saved' | 'error';

interface CompletionCardProps {
  result: GameResult;
  save: { state: SaveState; retry: () => void };
  onBack: () => void;
  onContinue: () => void;
}

/** Spec part 1 §4: progress is saved, then the congratulations card shows score and time. */
export function CompletionCard({ result, save, onBack, onContinue }: CompletionCardProps) {
  const t = messages.activities.player;
  return (
    <div className="game-surface rounded-3xl bg-green-50 p-8 text-center" data-testid="completion-card">
      <PartyPopper aria-hidden className="mx-auto size-12 text-green-700" />
      <h2 className="mt-2 text-3xl font-bold">{t.congratsTitle}</h2>
      <p className="mt-3 text-2xl font-semibold">{fmt(t.score, { score: result.score })}</p>
      <p className="text-xl">{fmt(t.time, { minutes: result.minutes })}</p>
      <div role="status" aria-live="polite" className="mt-3 min-h-6">
        {save.state === 'saving' && <p className="text-muted">{t.saving}</p>}
        {save.state === 'saved' && <p className="text-green-900">{t.saved}</p>}
        {save.state === 'none' && <p className="text-muted">{t.notSaved}</p>}
      </div>
      {save.state === 'error' && (
        <div role="alert" className="mt-2 rounded-xl bg-red-50 p-3 text-red-900">
          <p>{t.saveError}</p>
          <Button variant="secondary" className="mt-2" onClick={save.retry}>
            {t.saveRetry}
          </Button>
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={onBack} disabled={save.state === 'saving'}>
          {t.back}
        </Button>
        <Button onClick={onContinue} disabled={save.state === 'saving'}>
          {t.continue}
        </Button>
      </div>
    </div>
  );
}
