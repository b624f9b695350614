import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { boardMediaIds, boardMediaPath } from '../../../lib/offline/board-media-rules';
import { useOnline } from '../../../lib/offline/online';
import { whenIdle } from '../../../lib/when-idle';
import { boardsQueryOptions } from '../api/boards';
import { boardChildModeMessages } from '../child-mode-messages';
import { boardsMessages } from '../messages';

const t = boardsMessages;

/** The words of the grown-up's hold that opens editing. */
export interface LockedEditWords {
  label: string;
  hint: string;
  released: string;
}

/**
 * In child mode, what a grown-up holds to edit the board (docs/product.md#in-child-mode-and-offline):
 * the app composes the grown-up's 3 s hold (features never import one another) with these words and
 * hands it the way in.
 */
export type LockedEdit = (startEditing: () => void, words: LockedEditWords) => ReactNode;

const LOCKED_WORDS: LockedEditWords = {
  label: boardChildModeMessages.edit,
  hint: boardChildModeMessages.editHint,
  released: boardChildModeMessages.released,
};

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
  if (locked && !editing) return <div className="ml-auto">{locked(() => onEditing(true), LOCKED_WORDS)}</div>;
  return (
    <Button variant="secondary" className="ml-auto" onClick={() => onEditing(!editing)} aria-pressed={editing}>
      <Pencil aria-hidden className="size-5" />
      {editing ? t.edit.done : t.edit.start}
    </Button>
  );
}

/**
 * Keeps every photo and recording of the child's boards on the device, every board's (so a folder
 * opens offline too), once the boards are read online (docs/product.md#in-child-mode-and-offline).
 */
export function KeepBoardMedia({ userId, childId }: { userId: number; childId: number }) {
  const boards = useQuery(boardsQueryOptions(childId));
  const online = useOnline();
  const wanted = boards.data
    ? boardMediaIds(boards.data.boards)
        .map((id) => boardMediaPath(childId, id))
        .join(' ')
    : '';
  // Once the board is drawn and the page idle: out of the task that runs the board's effects.
  useEffect(() => {
    if (!wanted || !online) return;
    return whenIdle(
      () =>
        void import('../../../lib/offline/board-media-cache').then((m) => m.keepBoardMedia(userId, wanted.split(' '))),
    );
  }, [userId, wanted, online]);
  return null;
}
