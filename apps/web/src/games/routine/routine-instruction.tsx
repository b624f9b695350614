import { ListenButton } from '../shared/listen-button';

interface RoutineInstructionProps {
  /** 'Meu dia completo'… when the content names its routine. */
  routineName?: string;
  instruction: string;
  /** No voice could say it: the words are shown large (docs/product.md#speech). */
  large: boolean;
  onListen: () => void;
}

/**
 * The instruction box, compact so the pool and the sequence fit one screen below it
 * (e2e/games-fit.spec.ts): 'Ouvir de novo' floats on the first lines and the words flow around it.
 */
export function RoutineInstruction({ routineName, instruction, large, onListen }: RoutineInstructionProps) {
  return (
    <div className="flow-root rounded-2xl bg-white px-3 py-1 ring-1 ring-slate-200 sm:px-4 sm:py-3">
      <ListenButton onListen={onListen} className="float-right ml-2 text-sm sm:text-lg" />
      {/* The frame's title names the routine already: on a phone this line is room for the steps. */}
      {routineName && <p className="hidden text-base font-medium text-muted sm:block">{routineName}</p>}
      <p className={`${large ? 'text-3xl' : 'text-base sm:text-xl'} font-semibold leading-snug`}>{instruction}</p>
    </div>
  );
}
