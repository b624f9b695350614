import type { CurrentUser } from '@neurobridge/shared/api/auth';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { onboardingMessages as t } from '../messages';
import {
  completionBody,
  emptyProfessionalForm,
  stepNumber,
  type OnboardingRole,
  type OnboardingStep,
} from '../onboarding-state';
import { DoneStep } from './done-step';
import { ParentInfoStep } from './parent-info-step';
import { ProfessionalInfoStep } from './professional-info-step';
import { RoleStep } from './role-step';

/** How long "Tudo pronto!" shows before the account's home (docs/product.md#onboarding). */
export const ONBOARDING_REDIRECT_MS = 2000;

interface Props {
  /** Shown to a parent on the information step (the plans' price quote). */
  priceQuote?: ReactNode;
  /** Called 2 s after the role is saved, with the user as the server now has it. */
  onFinished: (user: CurrentUser) => void;
}

/** Role, information, done (docs/product.md#onboarding). */
export function OnboardingFlow({ priceQuote, onFinished }: Props) {
  const [step, setStep] = useState<OnboardingStep>('role');
  const [role, setRole] = useState<OnboardingRole>('parent');
  const [form, setForm] = useState(emptyProfessionalForm);
  const complete = useCompleteOnboarding();
  const run = useLockedMutation(complete);
  const saved = complete.data;
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => finished.current(saved), ONBOARDING_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const body = completionBody(role, form);
  const back = () => {
    complete.reset();
    setStep('role');
  };

  return (
    <Card className="mx-auto max-w-xl">
      <p className="mb-4 text-sm font-semibold text-muted">{fmt(t.step, { step: stepNumber(step) })}</p>
      {step === 'role' && (
        <RoleStep
          onChoose={(chosen) => {
            setRole(chosen);
            setStep('info');
          }}
        />
      )}
      {step === 'info' && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (body) run(body, { onSuccess: () => setStep('done') });
          }}
        >
          {role === 'parent' ? (
            <ParentInfoStep priceQuote={priceQuote} />
          ) : (
            <ProfessionalInfoStep form={form} onChange={setForm} />
          )}
          {complete.isError && (
            <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 font-medium text-red-800">
              {errorText(complete.error, t.error)}
            </p>
          )}
          <div className="flex flex-wrap justify-between gap-3">
            <Button variant="secondary" onClick={back} disabled={complete.isPending}>
              {t.back}
            </Button>
            <Button type="submit" disabled={!body} pending={complete.isPending} pendingLabel={t.finishing}>
              {t.finish}
            </Button>
          </div>
        </form>
      )}
      {step === 'done' && <DoneStep />}
    </Card>
  );
}
