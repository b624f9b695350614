import {
  updateProfessionalProfileBody,
  type ProfessionalProfile,
  type UpdateProfessionalProfileBody,
} from '@neurobridge/shared/api/professional';
import {
  PROFESSIONAL_TYPE_LABELS,
  PROFESSIONAL_TYPES,
  professionalTypeLabel,
} from '@neurobridge/shared/domain/professionals';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DetailList } from '../../../components/ui/detail-list';
import { SelectField, TextField } from '../../../components/ui/field';
import { LoadingOrError } from '../../../components/ui/load-error';
import { errorText } from '../../../lib/api-client';
import { formErrors } from '../../../lib/form-errors';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { professionalProfileQueryOptions, useUpdateProfessionalProfile } from '../api/profile';
import { professionalMessages } from '../messages';

const t = professionalMessages.profile;

/**
 * 'Dados profissionais' on 'Minha conta' (docs/product.md#professional-profile): the type,
 * organization and registration number given at onboarding or acceptance, and changing them with
 * the same checks and texts.
 */
export function ProfessionalProfileSection() {
  const profile = useQuery(professionalProfileQueryOptions);
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<string>();

  let body;
  if (!profile.data) {
    body = <LoadingOrError read={profile} errorFallback={t.loadError} />;
  } else if (editing) {
    body = (
      <ProfileForm
        profile={profile.data}
        onDone={(saved) => {
          setStatus(saved ? t.saved : undefined);
          setEditing(false);
        }}
      />
    );
  } else {
    const rows: [string, string | null][] = [
      [t.type, profile.data.professional_type && professionalTypeLabel(profile.data.professional_type)],
      [t.organizationShown, profile.data.organization_name],
      [t.registrationShown, profile.data.crefito_number],
    ];
    body = (
      <>
        {status && (
          <p role="status" className="mb-4 rounded-xl bg-green-50 p-3 text-green-900">
            {status}
          </p>
        )}
        <DetailList rows={rows} none={t.none} className="sm:grid-cols-3" />
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            setStatus(undefined);
            setEditing(true);
          }}
        >
          {t.edit}
        </Button>
      </>
    );
  }

  return (
    <section aria-labelledby="account-professional">
      <Card>
        <h2 id="account-professional" className="text-xl font-bold">
          {t.heading}
        </h2>
        <p className="mt-1 text-muted">{t.intro}</p>
        <div className="mt-4">{body}</div>
      </Card>
    </section>
  );
}

function ProfileForm({ profile, onDone }: { profile: ProfessionalProfile; onDone: (saved: boolean) => void }) {
  const update = useUpdateProfessionalProfile();
  const run = useLockedMutation(update);
  const known = PROFESSIONAL_TYPES.find((type) => type === profile.professional_type);
  const [values, setValues] = useState<Record<'professional_type' | 'organization_name' | 'crefito_number', string>>({
    professional_type: known ?? '',
    organization_name: profile.organization_name ?? '',
    crefito_number: profile.crefito_number ?? '',
  });
  const [submitted, setSubmitted] = useState(false);
  const body = values as UpdateProfessionalProfileBody;
  const errors = formErrors(updateProfessionalProfileBody, body);
  const shown = submitted ? errors : {};
  const field = (key: 'organization_name' | 'crefito_number') => ({
    value: values[key],
    disabled: update.isPending,
    error: shown[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length === 0) run(body, { onSuccess: () => onDone(true) });
  }

  return (
    <form onSubmit={submit} noValidate>
      <SelectField
        label={t.type}
        required
        value={values.professional_type}
        disabled={update.isPending}
        error={shown.professional_type}
        aria-invalid={shown.professional_type ? true : undefined}
        onChange={(e) => setValues((v) => ({ ...v, professional_type: e.target.value }))}
      >
        <option value="">{t.chooseType}</option>
        {PROFESSIONAL_TYPES.map((type) => (
          <option key={type} value={type}>
            {PROFESSIONAL_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <TextField label={t.organization} limit={200} {...field('organization_name')} />
      <TextField label={t.registration} limit={50} {...field('crefito_number')} />
      {update.isError && (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 text-red-900">
          {errorText(update.error, t.saveError)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={update.isPending} pendingLabel={t.saving}>
          {t.save}
        </Button>
        <Button variant="secondary" onClick={() => onDone(false)} disabled={update.isPending}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
