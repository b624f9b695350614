import { Lightbulb, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { messages } from '../../locales/pt-BR/messages';
import { useGameSettings } from './game-settings';

interface GameFrameProps {
  title: string;
  tips: readonly string[];
  onRestart: () => void;
  /** 'Tentar Novamente' after a miss, 'Recomeçar' otherwise (spec part 1 §2). */
  restartLabel?: string;
  children: ReactNode;
}

/** The frame every game shares: title, restart, the game, and a tips box for the grown-up. */
export function GameFrame({ title, tips, onRestart, restartLabel = messages.games.restart, children }: GameFrameProps) {
  const { calmPalette, largeText } = useGameSettings();
  return (
    <section
      aria-label={title}
      data-calm={calmPalette || undefined}
      className={`rounded-3xl p-4 sm:p-6 ${calmPalette ? 'bg-white ring-4 ring-slate-900' : 'bg-brand-50'} ${largeText ? 'text-xl' : 'text-lg'}`}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold">{title}</h2>
        <Button variant="secondary" onClick={onRestart}>
          <RotateCcw aria-hidden className="size-5" />
          {restartLabel}
        </Button>
      </div>
      {children}
      <aside className="mt-6 rounded-2xl bg-white p-4 text-base ring-1 ring-slate-200">
        <h3 className="flex items-center gap-2 font-semibold">
          <Lightbulb aria-hidden className="size-5 text-amber-600" />
          {messages.games.tips}
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-muted">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </aside>
    </section>
  );
}
