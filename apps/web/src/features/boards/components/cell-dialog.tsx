import { cellBody, type Board, type BoardCell, type CellBody } from '@neurobridge/shared/api/boards';
import {
  CELL_LABEL_MAX,
  CELL_PHRASE_MAX,
  WORD_CLASS_LABELS,
  WORD_CLASSES,
  type WordClass,
} from '@neurobridge/shared/domain/boards';
import { BOARD_PICTURES, type PictureKey } from '@neurobridge/shared/domain/pictures';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormActions, FormAlert } from '../../../components/ui/form-parts';
import { SelectField, TextField } from '../../../components/ui/field';
import { PicturePicker } from '../../../components/ui/picture-picker';
import { errorText } from '../../../lib/api-client';
import { formErrors, hasErrors, serverFieldErrors } from '../../../lib/form-errors';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { MediaUploadError, mediaUrl, useSaveCell } from '../api/board-media';
import { useClearCell } from '../api/boards';
import { mediaMessages } from '../media-messages';
import { boardsMessages } from '../messages';
import { PhotoField, type PhotoValue } from './photo-field';
import { VoiceField, type VoiceValue } from './voice-field';

const t = boardsMessages.cellDialog;
const m = mediaMessages;

interface Values {
  label: string;
  phrase: string;
  word_class: WordClass;
  picture: PictureKey | null;
  opens_board_id: string;
}
const FIELDS = ['label', 'phrase', 'word_class', 'picture', 'opens_board_id', 'photo_id', 'voice_id'] as const;
type Field = (typeof FIELDS)[number];

const bodyOf = (v: Values) => ({
  label: v.label,
  phrase: v.phrase,
  word_class: v.word_class,
  picture: v.picture,
  opens_board_id: v.opens_board_id ? Number(v.opens_board_id) : null,
});

/**
 * A cell's form (docs/product.md#communication-board): its word, an optional phrase, the word class
 * that colours it, a bundled picture (the board's words first) and, for a folder, the board it
 * opens. Checked with the server's schema; the server's refusal of a field shows beside it. 'Apagar
 * palavra' empties the place and moves nothing else.
 */
export function CellDialog({
  childId,
  board,
  boards,
  place,
  cell,
  onClose,
}: {
  childId: number;
  board: Board;
  /** Every board of the child, for a folder's target. */
  boards: Board[];
  place: { row: number; col: number };
  cell?: BoardCell;
  onClose: () => void;
}) {
  const [values, setValues] = useState<Values>(() => ({
    label: cell?.label ?? '',
    phrase: cell?.phrase ?? '',
    word_class: cell?.word_class ?? 'thing',
    picture: cell?.picture ?? null,
    opens_board_id: cell?.opens_board_id ? String(cell.opens_board_id) : '',
  }));
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState<Partial<Record<Field, string>>>({});
  const [photo, setPhoto] = useState<PhotoValue>(() =>
    cell?.photo_id ? { kind: 'kept', id: cell.photo_id, url: mediaUrl(childId, cell.photo_id) } : null,
  );
  const [voice, setVoice] = useState<VoiceValue>(() =>
    cell?.voice_id ? { kind: 'kept', id: cell.voice_id, url: mediaUrl(childId, cell.voice_id) } : null,
  );
  // One key per new photo or recording: a retried 'Salvar' stores each once.
  const [keys, setKeys] = useState(() => ({ photo: newIdempotencyKey(), voice: newIdempotencyKey() }));
  const save = useSaveCell(childId);
  const clear = useClearCell(childId);
  const runSave = useLockedMutation(save);
  const runClear = useLockedMutation(clear);
  const pending = save.isPending || clear.isPending;
  const body = bodyOf(values);
  const own = formErrors(cellBody, body);
  const errorOf = (field: Field) =>
    refused[field] ?? (touched && field !== 'photo_id' && field !== 'voice_id' ? own[field] : undefined);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setRefused((r) => ({ ...r, [key]: undefined }));
  };
  const placeOf = { boardId: board.id, ...place };
  const failed = save.isError ? save.error : clear.isError ? clear.error : null;
  const generalError =
    failed && !FIELDS.some((f) => serverFieldErrors(failed)[f])
      ? errorText(failed, save.isError ? t.error : t.clearError)
      : undefined;
  const mediaChange = (field: 'photo_id' | 'voice_id') => {
    setRefused((r) => ({ ...r, [field]: undefined }));
    setKeys((k) => ({ ...k, [field === 'photo_id' ? 'photo' : 'voice']: newIdempotencyKey() }));
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (hasErrors(own) || pending) return;
    runSave(
      {
        place: placeOf,
        body: {
          ...(body as CellBody),
          photo_id: photo?.kind === 'kept' ? photo.id : null,
          voice_id: voice?.kind === 'kept' ? voice.id : null,
        },
        photo: photo?.kind === 'new' ? { blob: photo.blob, key: keys.photo } : undefined,
        voice: voice?.kind === 'new' ? { blob: voice.blob, key: keys.voice, durationMs: voice.durationMs } : undefined,
      },
      {
        onSuccess: onClose,
        onError: (err) =>
          setRefused(
            err instanceof MediaUploadError
              ? { [err.field]: errorText(err.error, err.field === 'photo_id' ? m.photo.error : m.voice.error) }
              : serverFieldErrors(err),
          ),
      },
    );
  }

  return (
    <Dialog open title={cell ? t.editTitle : t.newTitle} onClose={pending ? undefined : onClose} size="lg">
      <form id="cell-form" onSubmit={submit} noValidate className="max-h-[60vh] overflow-y-auto pr-1">
        <TextField
          label={t.label}
          value={values.label}
          limit={CELL_LABEL_MAX}
          autoComplete="off"
          required
          onChange={(e) => set('label', e.target.value)}
          onBlur={() => setTouched(true)}
          error={errorOf('label')}
        />
        <TextField
          label={t.phrase}
          hint={t.phraseHint}
          value={values.phrase}
          limit={CELL_PHRASE_MAX}
          autoComplete="off"
          onChange={(e) => set('phrase', e.target.value)}
          error={errorOf('phrase')}
        />
        <SelectField
          label={t.wordClass}
          hint={t.wordClassHint}
          value={values.word_class}
          onChange={(e) => set('word_class', e.target.value as WordClass)}
          error={errorOf('word_class')}
        >
          {WORD_CLASSES.map((c) => (
            <option key={c} value={c}>
              {WORD_CLASS_LABELS[c]}
            </option>
          ))}
        </SelectField>
        <PicturePicker
          label={t.picture}
          value={values.picture}
          first={BOARD_PICTURES}
          onChange={(key) => set('picture', key)}
          error={errorOf('picture')}
        />
        {values.picture && (
          <Button variant="secondary" className="mb-4" onClick={() => set('picture', null)}>
            {t.noPicture}
          </Button>
        )}
        <PhotoField
          value={photo}
          onChange={(v) => {
            setPhoto(v);
            mediaChange('photo_id');
          }}
          error={errorOf('photo_id')}
        />
        <VoiceField
          value={voice}
          onChange={(v) => {
            setVoice(v);
            mediaChange('voice_id');
          }}
          error={errorOf('voice_id')}
        />
        <SelectField
          label={t.opens}
          value={values.opens_board_id}
          onChange={(e) => set('opens_board_id', e.target.value)}
          error={errorOf('opens_board_id')}
        >
          <option value="">{t.opensNone}</option>
          {boards
            .filter((b) => b.id !== board.id)
            .map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
        </SelectField>
        <FormAlert text={generalError} />
      </form>
      <FormActions
        form="cell-form"
        saveLabel={t.save}
        pendingLabel={t.saving}
        pending={save.isPending}
        disabled={clear.isPending}
        onCancel={onClose}
      >
        {cell && (
          <Button
            variant="danger"
            className="mr-auto"
            disabled={save.isPending}
            pending={clear.isPending}
            pendingLabel={t.clearing}
            onClick={() => runClear(placeOf, { onSuccess: onClose })}
          >
            {t.clear}
          </Button>
        )}
      </FormActions>
    </Dialog>
  );
}
