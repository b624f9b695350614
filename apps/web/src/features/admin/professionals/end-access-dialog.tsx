import {
  END_ACCESS_REASON_MAX,
  endAccessBody,
  type AdminProfessional,
  type EndAccessResult,
} from '@neurobridge/shared/api/admin-professionals';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { errorText } from '../../../lib/api-client';
import { formErrors, hasErrors, serverFieldErrors } from '../../../lib/form-errors';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { focusFirstInvalid } from '../shell/focus-invalid';
import { childrenOfFamilies, professionalName } from './format';
import { adminProfessionalsMessages as m } from './messages';
import { useEndAccess } from './professionals-api';

/**
 * 'Encerrar acesso' asks first (docs/product.md#admin-professionals): what ends, and the reason
 * (required, at most 1000 characters), which is e-mailed to the professional — checked with the
 * contract's schema and marked beside the field. A double click ends once; while the request runs,
 * nothing closes the dialog. `onDone` gets the server's answer (how many accesses ended).
 */
export function EndAccessDialog({
  professional,
  onCancel,
  onDone,
}: {
  professional: AdminProfessional;
  onCancel: () => void;
  onDone: (result: EndAccessResult) => void;
}) {
  const end = useEndAccess();
  const run = useLockedMutation(end);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const name = professionalName(professional);

  function confirm() {
    const found = formErrors(endAccessBody, { reason });
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return focusFirstInvalid(body.current);
    run(
      { id: professional.id, reason: reason.trim() },
      {
        onSuccess: onDone,
        onError: (err) => {
          const fields = serverFieldErrors(err);
          if (hasErrors(fields)) {
            setErrors(fields);
            focusFirstInvalid(body.current);
          } else setFailure(errorText(err, m.endError));
        },
      },
    );
  }

  return (
    <Dialog
      open
      size="lg"
      title={fmt(m.endTitle, { name })}
      onClose={end.isPending ? undefined : onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={end.isPending}>
            {messages.common.cancel}
          </Button>
          <Button variant="danger" onClick={confirm} pending={end.isPending} pendingLabel={m.ending}>
            {m.endConfirm}
          </Button>
        </>
      }
    >
      <div ref={body}>
        <p className="mb-4">{fmt(m.endText, { name, counts: childrenOfFamilies(professional) })}</p>
        <TextAreaField
          label={m.endReason}
          hint={fmt(m.endReasonHint, { name })}
          limit={END_ACCESS_REASON_MAX}
          rows={4}
          required
          value={reason}
          error={errors.reason}
          onChange={(e) => {
            setReason(e.target.value);
            setErrors({});
          }}
        />
        {failure && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
            {failure}
          </p>
        )}
      </div>
    </Dialog>
  );
}
