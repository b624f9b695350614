import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { useStartTrial } from '../api/subscription';
import { subscriptionMessages } from '../messages';

/**
 * docs/product.md#trial-welcome: accepting starts the trial, stores the returned subscription and
 * closes. One request at a time, with one idempotency key for this dialog.
 */
export function TrialWelcomeModal({ onClose }: { onClose: () => void }) {
  const t = subscriptionMessages;
  const start = useStartTrial();
  const run = useLockedMutation(start);
  const [idempotencyKey] = useIdempotencyKey();
  return (
    <Dialog
      open
      title={t.welcomeTitle}
      onClose={start.isPending ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={start.isPending}>
            {t.notNow}
          </Button>
          <Button pending={start.isPending} onClick={() => run(idempotencyKey, { onSuccess: onClose })}>
            {t.startTrial}
          </Button>
        </>
      }
    >
      <p className="text-lg">{t.welcomeText}</p>
      <p className="mt-2 text-muted">{t.welcomeNoCard}</p>
      {start.isError && (
        <div role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-red-900">
          <p>{errorText(start.error, t.startTrialError)}</p>
          <Link to={paths.subscription} className="mt-1 inline-block font-semibold underline">
            {t.seePlans}
          </Link>
        </div>
      )}
    </Dialog>
  );
}
