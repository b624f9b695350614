import { CircleCheck, CloudUpload } from 'lucide-react';
import { scheduleMessages } from '../../messages';

/**
 * An entry of the day done (docs/product.md#my-day): an icon and the word 'Feito', never colour
 * alone, and 'Aguardando envio' while a tick made on this device waits to be sent.
 */
export function DoneMark({ pending, large = false }: { pending: boolean; large?: boolean }) {
  return (
    <span
      className={`flex shrink-0 flex-col items-center gap-1 font-semibold text-green-900 ${large ? 'text-2xl' : 'text-lg'}`}
    >
      <CircleCheck aria-hidden className={large ? 'size-12' : 'size-10'} />
      {scheduleMessages.myDay.done}
      {pending && (
        <span
          className={`flex items-center gap-1 font-normal text-muted ${large ? 'text-base' : 'text-sm'}`}
          data-testid="tick-pending"
        >
          <CloudUpload aria-hidden className={`shrink-0 ${large ? 'size-5' : 'size-4'}`} />
          {scheduleMessages.entry.pending}
        </span>
      )}
    </span>
  );
}
