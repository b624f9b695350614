import { Lightbulb, RotateCcw } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { gameMessages } from '../../locales/pt-BR/games/shared';
import { useFitToScreen } from './use-fit-to-screen';

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
export function GameFrame({ title, tips, onRestart, restartLabel = gameMessages.restart, children }: GameFrameProps) {
  const playArea = useRef<HTMLDivElement>(null);
  useFitToScreen(playArea);
  return (
    <section aria-label={title} className="game-surface rounded-3xl bg-brand-50 p-3 text-lg break-words sm:p-6">
      {/* One compact row even on a phone, so the game itself fits the screen below it
          (docs/product.md#game-frame): the restart shows its icon only there, its name stays for
          screen readers (as the top bar's buttons do). */}
      <div className="mb-2 flex items-center justify-between gap-2 sm:mb-4 sm:gap-3">
        {/* The activity's name, for the grown-up: its size stays put on a phone under larger text,
            where each line it takes is a line the game loses. */}
        <h2 className="min-w-0 text-[1.25rem] leading-tight font-bold sm:text-2xl">{title}</h2>
        <Button variant="secondary" onClick={onRestart} className="shrink-0">
          <RotateCcw aria-hidden className="size-5" />
          <span className="sr-only sm:not-sr-only">{restartLabel}</span>
        </Button>
      </div>
      {/* Everything a child needs to play, fitted to one screen (use-fit-to-screen.ts);
          e2e/games-fit.spec.ts checks it under every sensory setting. */}
      <div data-testid="play-area" ref={playArea}>
        <div className="@container">{children}</div>
      </div>
      <aside className="mt-6 rounded-2xl bg-white p-4 text-base ring-1 ring-slate-200">
        <h3 className="flex items-center gap-2 font-semibold">
          <Lightbulb aria-hidden className="size-5 text-amber-600" />
          {gameMessages.tips}
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
