import { Lightbulb, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { messages } from '../../locales/pt-BR/messages';

interface GameFrameProps {
  title: string;
  tips: readonly string[];
  onRestart: () => void;
  /** 'Tentar Novamente' after a miss, 'Recomeçar' otherwise (docs/product.md#game-frame). */
  restartLabel?: string;
  children: ReactNode;
}

/**
 * The frame every game shares: title, restart, the game, and a tips box for the grown-up. Its
 * palette and text size follow the sensory settings through SensoryFrame's root, not props.
 */
export function GameFrame({ title, tips, onRestart, restartLabel = messages.games.restart, children }: GameFrameProps) {
  return (
    <section aria-label={title} className="game-surface rounded-3xl bg-brand-50 p-4 text-lg sm:p-6">
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
