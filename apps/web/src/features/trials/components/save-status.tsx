import { Button } from '../../../components/ui/button';
import type { SaveState } from '../api/use-trials-saver';
import { trialsMessages as m } from '../messages';

/**
 * How the list's save stands: 'Salvando…' and 'Salvo' quietly; a failure with its retry (the list
 * stays on screen); a refusal as the server said it.
 */
export function SaveStatus({ save, onRetry }: { save?: SaveState; onRetry: () => void }) {
  if (save?.kind === 'failed' || save?.kind === 'refused') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-3 text-red-900">
        <p>{save.message}</p>
        {save.kind === 'failed' && (
          <Button variant="secondary" onClick={onRetry}>
            {m.save.retry}
          </Button>
        )}
      </div>
    );
  }
  return (
    <p role="status" className="min-h-6 text-sm text-muted">
      {save?.kind === 'saving' ? m.save.saving : save?.kind === 'saved' ? m.save.saved : ''}
    </p>
  );
}
