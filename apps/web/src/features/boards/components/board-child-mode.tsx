import { Pencil } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useOnline } from '../../../lib/offline/online';
import { boardChildModeMessages } from '../child-mode-messages';
import { boardsMessages } from '../messages';

const t = boardsMessages;

/**
 * In child mode, what a grown-up holds to edit the board (docs/product.md#in-child-mode-and-offline):
 * the app composes the grown-up's 3 s hold (features never import one another) and hands it the way in.
 */
export type LockedEdit = (startEditing: () => void) => ReactNode;

/**
 * 'Editar prancha' / 'Concluir edição' (docs/product.md#in-child-mode-and-offline). In child mode,
 * until a grown-up holds `locked`, the board shows no edit or share control, only that hold.
 * Offline there is nothing to save to: the words say editing comes back with the internet, and an
 * edit under way closes (the board turns back into the child's board).
 */
export function BoardEditToggle({
  editing,
  onEditing,
  locked,
}: {
  editing: boolean;
  onEditing: (on: boolean) => void;
  /** In child mode: the grown-up's hold that starts editing. */
  locked?: LockedEdit;
}) {
  const online = useOnline();
  useEffect(() => {
    if (!online && editing) onEditing(false);
  }, [online, editing, onEditing]);
  if (!online) {
    return (
      <p role="status" className="ml-auto rounded-xl bg-slate-100 px-4 py-3 font-semibold text-slate-800">
        {boardChildModeMessages.offline}
      </p>
    );
  }
  if (locked && !editing) return <div className="ml-auto">{locked(() => onEditing(true))}</div>;
  return (
    <Button variant="secondary" className="ml-auto" onClick={() => onEditing(!editing)} aria-pressed={editing}>
      <Pencil aria-hidden className="size-5" />
      {editing ? t.edit.done : t.edit.start}
    </Button>
  );
}
