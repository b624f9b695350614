import { Button, ButtonSpinner } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { countText, queueMessages } from './queue-messages';

/**
 * What sign-out shows of the results still on the device (docs/product.md#offline-play): 'Enviando
 * resultados…' while it sends them first, and, when some could not go, the question 'Há 2
 * resultados não enviados' with 'Enviar agora' (tries again; the dialog stays, with the reason,
 * while it fails), 'Descartar' (drops them and signs out, asking nothing more) and 'Cancelar'
 * (stays signed in). The flow itself is `useSession().logout`; the top bar composes the two.
 */

/** Why the last try left results behind. */
export type UnsentProblem = 'offline' | 'server';

/** The live notice beside 'Sair' while sign-out sends the queue. */
export function SignOutSending() {
  return (
    <span role="status" className="flex items-center gap-2 px-2 text-sm font-semibold text-slate-700">
      <ButtonSpinner />
      <span className="sr-only md:not-sr-only">{queueMessages.signOut.sending}</span>
    </span>
  );
}

interface UnsentDialogProps {
  /** How many results are still on the device. */
  left: number;
  /** Why the last 'Enviar agora' failed; null before the parent tried again. */
  problem: UnsentProblem | null;
  /** Which choice is running: its button spins, and every button waits. */
  busy: 'send' | 'discard' | null;
  onSendNow: () => void;
  onDiscard: () => void;
  onCancel: () => void;
}

/** The question at sign-out when results could not be sent. Cancel gets the focus first. */
export function UnsentDialog({ left, problem, busy, onSendNow, onDiscard, onCancel }: UnsentDialogProps) {
  const t = queueMessages.signOut;
  return (
    <Dialog
      open
      title={countText(left, t.title, t.titleOne)}
      onClose={busy ? undefined : onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy !== null}>
            {t.cancel}
          </Button>
          <Button variant="danger" onClick={onDiscard} pending={busy === 'discard'} disabled={busy === 'send'}>
            {t.discard}
          </Button>
          <Button onClick={onSendNow} pending={busy === 'send'} disabled={busy === 'discard'}>
            {t.sendNow}
          </Button>
        </>
      }
    >
      <p>{t.text}</p>
      {problem && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-red-900">
          {problem === 'offline' ? t.offline : t.serverTrouble}
        </p>
      )}
    </Dialog>
  );
}
