import type { AcceptInvitationBody, InvitationView } from '@neurobridge/shared/api/invitation-acceptance';
import { SELECT_PROFESSIONAL_TYPE } from '@neurobridge/shared/api/onboarding';
import { formatDate } from '@neurobridge/shared/domain/format';
import { PROFESSIONAL_TYPE_LABELS, PROFESSIONAL_TYPES } from '@neurobridge/shared/domain/professionals';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/field';
import { fmt } from '../../../locales/pt-BR/messages';
import { acceptInvitationMessages as t } from '../messages';

const names = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' });

/** "Ana", "Ana e Bia", "Ana, Bia e Caio". */
export function joinNames(list: string[]): string {
  return names.format(list);
}

/** An invitation the visitor may still answer: the only kind that carries names and a message. */
export type OpenInvitation = Extract<InvitationView['invitation'], { status: 'pending' }>;

interface AcceptInvitationFormProps {
  invitation: OpenInvitation;
  /** The account has children and is not a professional yet: ask before it gets that area too. */
  askAlsoProfessional: boolean;
  accepting: boolean;
  declining: boolean;
  /** The failed answer's text, shown above the buttons. */
  error?: string;
  onAccept: (body: Omit<AcceptInvitationBody, 'invitation_token'>) => void;
  onDecline: () => void;
}

/**
 * The form of docs/product.md#accepting-an-invitation: the parent's message and the children, the
 * professional type (required), organisation and registration number; when the invitation went
 * to another address, a confirmation that this account asks the family for access; when the
 * account has children, whether it also wants the professional area.
 */
export function AcceptInvitationForm({
  invitation,
  askAlsoProfessional,
  accepting,
  declining,
  error,
  onAccept,
  onDecline,
}: AcceptInvitationFormProps) {
  const [type, setType] = useState('');
  const [organization, setOrganization] = useState('');
  const [registration, setRegistration] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [alsoProfessional, setAlsoProfessional] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const typeError = submitted && !type ? SELECT_PROFESSIONAL_TYPE : undefined;
  const confirmError = submitted && !invitation.email_matches && !confirmed ? t.confirmRequired : undefined;
  const alsoError = submitted && askAlsoProfessional && !alsoProfessional ? t.alsoProfessionalRequired : undefined;
  const busy = accepting || declining;

  function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    if (!type || (!invitation.email_matches && !confirmed) || (askAlsoProfessional && !alsoProfessional)) return;
    onAccept({
      professional_info: {
        professional_type: type as (typeof PROFESSIONAL_TYPES)[number],
        organization_name: organization.trim() || null,
        crefito_number: registration.trim() || null,
      },
      ...(invitation.email_matches ? {} : { confirm_other_email: true }),
      ...(askAlsoProfessional ? { also_professional: true } : {}),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <p className="text-lg">
        {fmt(t.invitedBy, { parent: invitation.parent_name, children: joinNames(invitation.children_names) })}
      </p>
      {invitation.message && (
        <blockquote className="mt-4 rounded-xl bg-slate-50 p-4">
          <p className="font-semibold">{fmt(t.messageFrom, { parent: invitation.parent_name })}</p>
          <p className="mt-1 whitespace-pre-line">{invitation.message}</p>
        </blockquote>
      )}
      <p className="mt-3 mb-6 text-sm text-muted">{fmt(t.validUntil, { date: formatDate(invitation.expires_at) })}</p>
      <SelectField
        label={t.professionalType}
        value={type}
        required
        aria-invalid={typeError ? true : undefined}
        error={typeError}
        onChange={(e) => setType(e.target.value)}
      >
        <option value="">{t.chooseType}</option>
        {PROFESSIONAL_TYPES.map((value) => (
          <option key={value} value={value}>
            {PROFESSIONAL_TYPE_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t.organization}
        maxLength={200}
        value={organization}
        onChange={(e) => setOrganization(e.target.value)}
      />
      <TextField
        label={t.registration}
        maxLength={50}
        value={registration}
        onChange={(e) => setRegistration(e.target.value)}
      />
      {!invitation.email_matches && (
        <Confirmation
          id="invitation-confirm-error"
          label={fmt(t.confirmOtherEmail, { email: invitation.professional_email })}
          checked={confirmed}
          error={confirmError}
          onChange={setConfirmed}
        />
      )}
      {askAlsoProfessional && (
        <Confirmation
          id="invitation-also-error"
          label={t.alsoProfessional}
          checked={alsoProfessional}
          error={alsoError}
          onChange={setAlsoProfessional}
        />
      )}
      {error && (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 text-red-900">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          pending={accepting}
          pendingLabel={invitation.email_matches ? t.accepting : t.sendingRequest}
          disabled={busy}
        >
          {invitation.email_matches ? t.accept : t.sendRequest}
        </Button>
        <Button variant="secondary" pending={declining} pendingLabel={t.declining} disabled={busy} onClick={onDecline}>
          {t.decline}
        </Button>
      </div>
    </form>
  );
}

/** A required checkbox with its error below it. */
function Confirmation(props: {
  id: string;
  label: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="mb-4">
      <CheckboxField
        label={props.label}
        checked={props.checked}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? props.id : undefined}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      {props.error && (
        <p id={props.id} className="text-sm font-medium text-red-800">
          {props.error}
        </p>
      )}
    </div>
  );
}
