import { boardBody, type Board, type BoardBody } from '@neurobridge/shared/api/boards';
import {
  BOARD_COLS_MAX,
  BOARD_COLS_MIN,
  BOARD_NAME_MAX,
  BOARD_ROWS_MAX,
  BOARD_ROWS_MIN,
} from '@neurobridge/shared/domain/boards';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { FormActions, FormAlert } from '../../../components/ui/form-parts';
import { SelectField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { formErrors, hasErrors, serverFieldErrors } from '../../../lib/form-errors';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { useCreateBoard, useUpdateBoard } from '../api/boards';
import { boardsMessages } from '../messages';

const t = boardsMessages.boardDialog;
const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

/**
 * 'Nova prancha' and 'Nome e tamanho' (docs/product.md#communication-board): a name, 2–6 rows and
 * 2–8 columns. A smaller grid that would hide a word is refused by the server, with its reason shown
 * here; nothing moves. One Idempotency-Key per dialog, so a doubled 'Salvar' makes one board.
 */
export function BoardDialog({
  childId,
  board,
  onClose,
  onSaved,
}: {
  childId: number;
  /** The board to rename or resize; none for a new one. */
  board?: Board;
  onClose: () => void;
  onSaved: (board: Board) => void;
}) {
  const toast = useToast();
  const [values, setValues] = useState({ name: board?.name ?? '', rows: board?.rows ?? 4, cols: board?.cols ?? 6 });
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState<Record<string, string | undefined>>({});
  const [idempotencyKey] = useIdempotencyKey();
  const create = useCreateBoard(childId);
  const update = useUpdateBoard(childId);
  const runCreate = useLockedMutation(create);
  const runUpdate = useLockedMutation(update);
  const mutation = board ? update : create;
  const pending = mutation.isPending;
  const own = formErrors(boardBody, values);
  const errorOf = (field: 'name' | 'rows' | 'cols') => refused[field] ?? (touched ? own[field] : undefined);
  const set = (key: 'name' | 'rows' | 'cols', value: string | number) => {
    setValues((v) => ({ ...v, [key]: value }));
    setRefused((r) => ({ ...r, [key]: undefined }));
  };
  const generalError =
    mutation.isError && !['name', 'rows', 'cols'].some((f) => serverFieldErrors(mutation.error)[f])
      ? errorText(mutation.error, t.error)
      : undefined;

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (hasErrors(own) || pending) return;
    const options = {
      onSuccess: (saved: Board) => {
        toast(fmt(board ? t.updated : t.added, { name: saved.name }), 'success');
        onSaved(saved);
      },
      onError: (err: unknown) => setRefused(serverFieldErrors(err)),
    };
    if (board) runUpdate({ boardId: board.id, body: values }, options);
    else runCreate({ body: values as BoardBody, idempotencyKey }, options);
  }

  return (
    <Dialog open title={board ? t.editTitle : t.newTitle} onClose={pending ? undefined : onClose}>
      <form id="board-form" onSubmit={submit} noValidate>
        <TextField
          label={t.name}
          value={values.name}
          limit={BOARD_NAME_MAX}
          autoComplete="off"
          required
          onChange={(e) => set('name', e.target.value)}
          onBlur={() => setTouched(true)}
          error={errorOf('name')}
        />
        <p className="mb-2 text-sm text-muted">{t.sizeHint}</p>
        <div className="grid grid-cols-2 gap-4">
          <SelectField
            label={t.rows}
            value={values.rows}
            onChange={(e) => set('rows', Number(e.target.value))}
            error={errorOf('rows')}
          >
            {range(BOARD_ROWS_MIN, BOARD_ROWS_MAX).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t.cols}
            value={values.cols}
            onChange={(e) => set('cols', Number(e.target.value))}
            error={errorOf('cols')}
          >
            {range(BOARD_COLS_MIN, BOARD_COLS_MAX).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SelectField>
        </div>
        <FormAlert text={generalError} />
      </form>
      <FormActions form="board-form" saveLabel={t.save} pendingLabel={t.saving} pending={pending} onCancel={onClose} />
    </Dialog>
  );
}
