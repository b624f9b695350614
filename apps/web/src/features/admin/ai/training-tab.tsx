import {
  AI_TRAINING_CATEGORY_LABELS,
  DEFAULT_TRAINING_CATEGORY,
  TRAINING_ADDED,
  TRAINING_REMOVE_FAILED,
  TRAINING_REMOVED,
  TRAINING_SAVE_FAILED,
  TRAINING_UPDATED,
  type AiTrainingItem,
} from '@neurobridge/shared/api/admin-ai';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { hasErrors, serverFieldErrors } from '../../../lib/form-errors';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { aiTrainingQuery, useAddTraining, useRemoveTraining, useUpdateTraining } from './ai-api';
import { adminAiMessages as m } from './messages';
import {
  asCategory,
  draftBody,
  draftErrors,
  draftReady,
  shortTitle,
  TrainingFields,
  type TrainingDraft,
  type TrainingErrors,
} from './training-fields';

const EMPTY: TrainingDraft = { prompt: '', response: '', category: DEFAULT_TRAINING_CATEGORY };
const categoryLabel = (c: string) => AI_TRAINING_CATEGORY_LABELS[asCategory(c)] ?? c;

/** Training data: the add box, then the items newest first, each with edit and remove. */
export function TrainingTab() {
  const toast = useToast();
  const list = useQuery(aiTrainingQuery);
  const add = useAddTraining();
  const addOnce = useLockedMutation(add);
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<TrainingErrors>({});
  const [editing, setEditing] = useState<AiTrainingItem | null>(null);
  const [removing, setRemoving] = useState<AiTrainingItem | null>(null);
  const ready = draftReady(draft);

  return (
    <div className="space-y-6">
      <Card>
        <h2 className="mb-4 text-xl font-bold">{m.newItem}</h2>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!ready) return;
            const found = draftErrors(draft);
            setErrors(found);
            if (hasErrors(found)) return;
            addOnce(draftBody(draft), {
              onSuccess: () => {
                setDraft(EMPTY);
                toast(TRAINING_ADDED, 'success');
              },
              onError: (err) => {
                const fields = serverFieldErrors(err);
                if (hasErrors(fields)) setErrors(fields);
                else toast(errorText(err, TRAINING_SAVE_FAILED), 'error');
              },
            });
          }}
        >
          <TrainingFields draft={draft} errors={errors} onChange={setDraft} />
          <Button
            type="submit"
            disabled={!ready}
            aria-describedby={ready ? undefined : 'training-add-hint'}
            pending={add.isPending}
            pendingLabel={m.adding}
          >
            <Plus aria-hidden className="size-5" />
            {m.add}
          </Button>
          {!ready && (
            <p id="training-add-hint" className="mt-2 text-sm text-muted">
              {m.addHint}
            </p>
          )}
        </form>
      </Card>

      <section aria-labelledby="training-list-title">
        <h2 id="training-list-title" className="mb-4 text-xl font-bold">
          {m.list}
        </h2>
        {list.isPending ? (
          <Spinner label={m.loadingTraining} />
        ) : list.isError ? (
          <LoadError
            text={errorText(list.error, m.loadTrainingError)}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.items.length === 0 ? (
          <Card>
            <p className="text-muted">{m.empty}</p>
          </Card>
        ) : (
          <ul className="space-y-3">
            {list.data.items.map((item) => (
              <li key={item.id}>
                <Card className="flex flex-wrap items-start gap-4">
                  <div className="min-w-0 flex-1">
                    <Badge tone="info">{categoryLabel(item.category)}</Badge>
                    <p className="mt-2 font-semibold break-words">{item.prompt}</p>
                    <p className="mt-1 whitespace-pre-wrap break-words text-muted">{item.response}</p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      aria-label={fmt(m.editItem, { prompt: shortTitle(item.prompt) })}
                      onClick={() => setEditing(item)}
                    >
                      <Pencil aria-hidden className="size-5" />
                      {m.edit}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={fmt(m.removeItem, { prompt: shortTitle(item.prompt) })}
                      onClick={() => setRemoving(item)}
                    >
                      <Trash2 aria-hidden className="size-5" />
                      {m.remove}
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      {editing && <EditTrainingDialog item={editing} onClose={() => setEditing(null)} />}
      {removing && <RemoveTrainingDialog item={removing} onClose={() => setRemoving(null)} />}
    </div>
  );
}

function EditTrainingDialog({ item, onClose }: { item: AiTrainingItem; onClose: () => void }) {
  const toast = useToast();
  const update = useUpdateTraining();
  const save = useLockedMutation(update);
  const [draft, setDraft] = useState<TrainingDraft>({
    prompt: item.prompt,
    response: item.response,
    category: asCategory(item.category),
  });
  const ready = draftReady(draft);
  const [errors, setErrors] = useState<TrainingErrors>({});
  const fieldErrors = hasErrors(errors) ? errors : serverFieldErrors(update.error);
  return (
    <Dialog
      open
      title={m.editTitle}
      onClose={update.isPending ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            {messages.common.cancel}
          </Button>
          <Button
            disabled={!ready}
            pending={update.isPending}
            pendingLabel={m.saving}
            onClick={() => {
              const found = draftErrors(draft);
              setErrors(found);
              if (hasErrors(found)) return;
              save(
                { id: item.id, body: draftBody(draft) },
                {
                  onSuccess: () => {
                    toast(TRAINING_UPDATED, 'success');
                    onClose();
                  },
                },
              );
            }}
          >
            {m.save}
          </Button>
        </>
      }
    >
      <TrainingFields draft={draft} errors={fieldErrors} onChange={setDraft} />
      {update.isError && !hasErrors(fieldErrors) && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
          {errorText(update.error, TRAINING_SAVE_FAILED)}
        </p>
      )}
    </Dialog>
  );
}

function RemoveTrainingDialog({ item, onClose }: { item: AiTrainingItem; onClose: () => void }) {
  const toast = useToast();
  const remove = useRemoveTraining();
  const run = useLockedMutation(remove);
  return (
    <ConfirmDialog
      title={m.removeTitle}
      text={m.removeText}
      confirmLabel={m.remove}
      pending={remove.isPending}
      error={remove.isError ? errorText(remove.error, TRAINING_REMOVE_FAILED) : undefined}
      onConfirm={() =>
        run(item.id, {
          onSuccess: (answer) => {
            toast(answer.message || TRAINING_REMOVED, 'success');
            onClose();
          },
        })
      }
      onCancel={onClose}
    />
  );
}
