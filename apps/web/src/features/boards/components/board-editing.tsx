import type { Board, BoardCell } from '@neurobridge/shared/api/boards';
import { Plus, Settings2, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { useRemoveBoard } from '../api/boards';
import { boardsMessages } from '../messages';
import { BoardDialog } from './board-dialog';
import { BoardShare } from './board-share';
import { CellDialog } from './cell-dialog';

const t = boardsMessages;

/** What the board screen is editing: a cell's form, a new board, the board's name and size, its removal. */
export type Editing =
  | { kind: 'cell'; place: { row: number; col: number }; cell?: BoardCell }
  | { kind: 'new-board' }
  | { kind: 'board' }
  | { kind: 'remove' };

/**
 * The board's editor (docs/product.md#board-screen), loaded only when a grown-up edits: the bar of
 * the board's own actions, printing and sharing, and the forms. The board screen keeps which form
 * is open, since a tap on the grid opens a cell's.
 */
export function BoardEditing({
  childId,
  boards,
  board,
  path,
  editing,
  dialog,
  onDialog,
  onTrail,
}: {
  childId: number;
  boards: Board[];
  board: Board;
  /** The boards opened from the home board, in order. */
  path: number[];
  editing: boolean;
  dialog: Editing | null;
  onDialog: (d: Editing | null) => void;
  onTrail: (ids: number[]) => void;
}) {
  return (
    <>
      {editing && (
        <EditBar
          boards={boards}
          board={board}
          onOpen={(id) => onTrail(id === boards[0]!.id ? [] : [id])}
          onDialog={onDialog}
        />
      )}
      {editing && <BoardShare childId={childId} board={board} />}
      {dialog?.kind === 'cell' && (
        <CellDialog
          childId={childId}
          board={board}
          boards={boards}
          place={dialog.place}
          cell={dialog.cell}
          onClose={() => onDialog(null)}
        />
      )}
      {(dialog?.kind === 'new-board' || dialog?.kind === 'board') && (
        <BoardDialog
          childId={childId}
          board={dialog.kind === 'board' ? board : undefined}
          onClose={() => onDialog(null)}
          onSaved={(saved) => {
            onDialog(null);
            onTrail(saved.id === boards[0]!.id ? [] : [...path.filter((id) => id !== saved.id), saved.id]);
          }}
        />
      )}
      {dialog?.kind === 'remove' && (
        <RemoveBoard
          childId={childId}
          board={board}
          onDone={() => {
            onDialog(null);
            onTrail([]);
          }}
          onCancel={() => onDialog(null)}
        />
      )}
    </>
  );
}

/** Editing: which board to edit, and the board's own actions. */
function EditBar({
  boards,
  board,
  onOpen,
  onDialog,
}: {
  boards: Board[];
  board: Board;
  onOpen: (id: number) => void;
  onDialog: (d: Editing) => void;
}) {
  return (
    <div className="mb-4 rounded-2xl bg-brand-50 p-3">
      <p className="mb-3">{t.edit.hint}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col font-semibold">
          {t.nav.boards}
          <select
            className="mt-1 min-h-12 rounded-xl border-2 border-slate-300 bg-white px-3"
            value={board.id}
            onChange={(e) => onOpen(Number(e.target.value))}
          >
            {boards.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" onClick={() => onDialog({ kind: 'new-board' })}>
          <Plus aria-hidden className="size-5" />
          {t.edit.newBoard}
        </Button>
        <Button variant="secondary" onClick={() => onDialog({ kind: 'board' })}>
          <Settings2 aria-hidden className="size-5" />
          {t.edit.boardSettings}
        </Button>
        <Button variant="danger" onClick={() => onDialog({ kind: 'remove' })}>
          <Trash2 aria-hidden className="size-5" />
          {t.edit.removeBoard}
        </Button>
      </div>
    </div>
  );
}

function RemoveBoard({
  childId,
  board,
  onDone,
  onCancel,
}: {
  childId: number;
  board: Board;
  onDone: () => void;
  onCancel: () => void;
}) {
  const toast = useToast();
  const remove = useRemoveBoard(childId);
  const run = useLockedMutation(remove);
  return (
    <ConfirmDialog
      title={t.edit.removeTitle}
      text={fmt(t.edit.removeText, { name: board.name })}
      confirmLabel={t.edit.removeConfirm}
      pending={remove.isPending}
      error={remove.isError ? errorText(remove.error, t.edit.removeError) : undefined}
      onConfirm={() =>
        run(board.id, {
          onSuccess: () => {
            toast(fmt(t.edit.removed, { name: board.name }), 'success');
            onDone();
          },
        })
      }
      onCancel={onCancel}
    />
  );
}
