import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { activitiesMessages } from '../messages';
import { GrownUpExit } from './child-mode/grown-up-exit';

const t = activitiesMessages.leave;

/**
 * Back during a game asks first (docs/product.md#leaving-a-game): 'Continuar jogando' comes first;
 * in child mode the way out is the grown-up's hold, so a child's tap never leaves.
 */
export function LeaveGameDialog({
  childMode,
  inProgress,
  onStay,
  onLeave,
}: {
  childMode: boolean;
  inProgress: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Dialog
      open
      title={inProgress ? t.title : t.childTitle}
      onClose={onStay}
      footer={
        <>
          <Button onClick={onStay}>{t.stay}</Button>
          {childMode ? (
            <GrownUpExit onDone={onLeave} />
          ) : (
            <Button variant="secondary" onClick={onLeave}>
              {t.leave}
            </Button>
          )}
        </>
      }
    >
      <p>{inProgress ? t.text : t.childText}</p>
    </Dialog>
  );
}
