import { type ScheduleEntry } from '@neurobridge/shared/api/schedule';
import {
  REMOVAL_REASON_MAX,
  REMOVAL_REASON_REQUIRED,
  REMOVAL_REASON_TOO_LONG,
} from '@neurobridge/shared/api/schedule-changes';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { useRemoveEntry } from '../api/schedule';
import { scheduleMessages } from '../messages';
import { slotNames } from '../week-labels';

/** The reason's own check, with the contract's texts: required, at most `REMOVAL_REASON_MAX` characters. */
export function reasonError(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return REMOVAL_REASON_REQUIRED;
  return trimmed.length > REMOVAL_REASON_MAX ? REMOVAL_REASON_TOO_LONG : null;
}

/**
 * Removing practice a professional assigned (docs/product.md#home-programme): the family says why,
 * in 'Por que remover esta atividade?' (required, up to 300 characters), and the professional reads
 * it. The reason is sent in the body; a refusal shows in the dialog, the reason kept as typed.
 */
export function RemoveAssignedModal({
  childId,
  entry,
  onClose,
}: {
  childId: number;
  entry: ScheduleEntry & { assignment: NonNullable<ScheduleEntry['assignment']> };
  onClose: () => void;
}) {
  const t = scheduleMessages.removeAssigned;
  const toast = useToast();
  const remove = useRemoveEntry(childId);
  const run = useLockedMutation(remove);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  const { professional_name: name, professional_type: type } = entry.assignment;

  function submit(e: FormEvent) {
    e.preventDefault();
    const wrong = reasonError(reason);
    setChecked(wrong);
    if (wrong) return;
    run(
      { entryId: entry.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast(fmt(t.done, { name }), 'success');
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open
      title={fmt(scheduleMessages.remove.title, { title: entry.activity_title })}
      onClose={remove.isPending ? undefined : onClose}
    >
      <form id="remove-assigned" noValidate onSubmit={submit}>
        <p className="mb-4">{fmt(t.text, { name, type, ...slotNames(entry.day_of_week, entry.time_slot) })}</p>
        {remove.isError && (
          <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 text-red-900">
            {errorText(remove.error, scheduleMessages.remove.error)}
          </p>
        )}
        <TextAreaField
          label={t.reason}
          hint={t.reasonHint}
          limit={REMOVAL_REASON_MAX}
          required
          error={checked ?? undefined}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </form>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          {messages.common.cancel}
        </Button>
        <Button
          type="submit"
          form="remove-assigned"
          variant="danger"
          pending={remove.isPending}
          pendingLabel={t.removing}
        >
          {scheduleMessages.remove.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
