import type { CompleteOnboardingBody } from '@neurobridge/shared/api/onboarding';
import type { ProfessionalType } from '@neurobridge/shared/domain/professionals';

export type OnboardingRole = CompleteOnboardingBody['role'];
export type OnboardingStep = 'role' | 'info' | 'done';

export interface ProfessionalForm {
  professional_type: ProfessionalType | '';
  organization_name: string;
  crefito_number: string;
}

export const emptyProfessionalForm: ProfessionalForm = {
  professional_type: '',
  organization_name: '',
  crefito_number: '',
};

/** What the finish button sends: a parent sends the role alone (docs/product.md#onboarding). */
export function completionBody(role: OnboardingRole, form: ProfessionalForm): CompleteOnboardingBody | null {
  if (role === 'parent') return { role };
  if (!form.professional_type) return null;
  const optional = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    role,
    professional_info: {
      professional_type: form.professional_type,
      organization_name: optional(form.organization_name),
      crefito_number: optional(form.crefito_number),
    },
  };
}

const STEP_NUMBER: Record<OnboardingStep, number> = { role: 1, info: 2, done: 3 };
export const stepNumber = (step: OnboardingStep) => STEP_NUMBER[step];
