import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError, errorText } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { useInviteProfessional } from '../api/invite';
import { initialInviteValues, inviteBody, inviteErrors, type InviteValues } from '../invite-form';
import { invitationsMessages } from '../messages';

interface InviteProfessionalModalProps {
  childOptions: { id: number; name: string }[];
  /** The signed-in parent's e-mail: inviting it is refused. */
  ownEmail?: string;
  onClose: () => void;
}

/** docs/product.md#sending-an-invitation: one invitation per submit, with one idempotency key for this dialog. */
export function InviteProfessionalModal({ childOptions, ownEmail, onClose }: InviteProfessionalModalProps) {
  const t = invitationsMessages;
  const invite = useInviteProfessional();
  const run = useLockedMutation(invite);
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const toast = useToast();
  const [values, setValues] = useState<InviteValues>(() => initialInviteValues(childOptions.map((c) => c.id)));
  const [submitted, setSubmitted] = useState(false);
  /** The link of an invitation created without its e-mail. */
  const [notEmailed, setNotEmailed] = useState<string | null>(null);
  const errors = inviteErrors(values, ownEmail);
  const shown = submitted ? errors : {};
  // An open invitation for this e-mail and child (409): said beside the e-mail, which is what to change.
  const duplicate =
    invite.error instanceof ApiError && invite.error.status === 409 ? invite.error.serverMessage : undefined;

  function toggleChild(id: number, checked: boolean) {
    setValues((v) => ({ ...v, childIds: checked ? [...v.childIds, id] : v.childIds.filter((c) => c !== id) }));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    if (errors.email || errors.children || errors.message) return;
    const body = inviteBody(values);
    run(
      { body, idempotencyKey },
      {
        onSuccess: (created) => {
          renewKey();
          // Not e-mailed: the dialog stays, with the link to send by hand.
          if (created.email === 'disabled' && created.link) {
            setNotEmailed(created.link);
            return;
          }
          toast(fmt(t.sent, { email: body.professional_email }), 'success');
          onClose();
        },
      },
    );
  }

  if (notEmailed) {
    return (
      <Dialog open title={t.title} onClose={onClose}>
        <NotEmailed link={notEmailed} />
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t.close}
          </Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open title={t.title} onClose={invite.isPending ? undefined : onClose}>
      <form id="invite-form" onSubmit={submit} noValidate className="max-h-[60vh] overflow-y-auto pr-1">
        <p className="mb-4 text-muted">{t.intro}</p>
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          maxLength={254}
          value={values.email}
          onChange={(e) => {
            invite.reset();
            setValues((v) => ({ ...v, email: e.target.value }));
          }}
          error={shown.email ?? duplicate}
        />
        <fieldset className="mb-4" aria-describedby={shown.children ? 'invite-children-error' : undefined}>
          <legend className="mb-1 font-semibold">{t.children}</legend>
          {childOptions.map((c) => (
            <CheckboxField
              key={c.id}
              label={c.name}
              checked={values.childIds.includes(c.id)}
              onChange={(e) => toggleChild(c.id, e.target.checked)}
            />
          ))}
          {shown.children && (
            <p id="invite-children-error" className="text-sm font-medium text-red-800">
              {shown.children}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label={t.message}
          maxLength={1000}
          value={values.message}
          onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))}
          error={shown.message}
        />
        {invite.isError && !duplicate && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
            {errorText(invite.error, t.error)}
          </p>
        )}
      </form>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={invite.isPending}>
          {messages.common.cancel}
        </Button>
        <Button type="submit" form="invite-form" pending={invite.isPending} pendingLabel={t.sending}>
          {t.send}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * The invitation exists but its e-mail is switched off: the parent copies the link
 * ("Link copiado."), or, without a clipboard, selects it in a read-only field.
 */
function NotEmailed({ link }: { link: string }) {
  const t = invitationsMessages;
  const toast = useToast();
  const [manual, setManual] = useState(false);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      setManual(false);
      toast(t.copied, 'success');
    } catch {
      setManual(true);
    }
  }

  return (
    <div>
      <p role="status" className="mb-4 rounded-xl bg-amber-50 p-3 text-amber-900">
        {t.notEmailed}
      </p>
      <Button onClick={() => void copy()}>{t.copyLink}</Button>
      {manual && (
        <div className="mt-4">
          <TextField
            label={t.linkField}
            hint={t.copyManually}
            readOnly
            value={link}
            autoFocus
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      )}
    </div>
  );
}
