import { PROFESSIONAL_TYPES, PROFESSIONAL_TYPE_LABELS } from '@neurobridge/shared/domain/professionals';
import type { ProfessionalType } from '@neurobridge/shared/domain/professionals';
import { SelectField, TextField } from '../../../components/ui/field';
import { onboardingMessages } from '../messages';
import type { ProfessionalForm } from '../onboarding-state';

const t = onboardingMessages.professional;

interface Props {
  form: ProfessionalForm;
  onChange: (form: ProfessionalForm) => void;
}

/** Step 2 for a professional: the type is required, organisation and registration optional. */
export function ProfessionalInfoStep({ form, onChange }: Props) {
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">{t.title}</h1>
      <SelectField
        label={t.type}
        required
        value={form.professional_type}
        onChange={(e) => onChange({ ...form, professional_type: e.target.value as ProfessionalType | '' })}
      >
        <option value="">{t.typePlaceholder}</option>
        {PROFESSIONAL_TYPES.map((type) => (
          <option key={type} value={type}>
            {PROFESSIONAL_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t.organization}
        maxLength={200}
        value={form.organization_name}
        onChange={(e) => onChange({ ...form, organization_name: e.target.value })}
      />
      <TextField
        label={t.registration}
        maxLength={50}
        value={form.crefito_number}
        onChange={(e) => onChange({ ...form, crefito_number: e.target.value })}
      />
    </>
  );
}
