import { Briefcase, HeartHandshake } from 'lucide-react';
import { useId } from 'react';
import type { OnboardingRole } from '../onboarding-state';
import { onboardingMessages } from '../messages';

const t = onboardingMessages.role;

function RoleButton({ role, onChoose }: { role: OnboardingRole; onChoose: (role: OnboardingRole) => void }) {
  const titleId = useId();
  const hintId = useId();
  const Icon = role === 'parent' ? HeartHandshake : Briefcase;
  return (
    <button
      type="button"
      onClick={() => onChoose(role)}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      className="flex min-h-12 w-full items-start gap-4 rounded-2xl border-2 border-slate-200 bg-white p-5 text-left hover:border-brand-600 hover:bg-brand-50"
    >
      <Icon aria-hidden className="mt-1 size-7 shrink-0 text-brand-700" />
      <span>
        <span id={titleId} className="block text-lg font-semibold">
          {role === 'parent' ? t.parent : t.professional}
        </span>
        <span id={hintId} className="mt-1 block text-muted">
          {role === 'parent' ? t.parentHint : t.professionalHint}
        </span>
      </span>
    </button>
  );
}

/** Step 1: parent or professional. Choosing moves on to the information step. */
export function RoleStep({ onChoose }: { onChoose: (role: OnboardingRole) => void }) {
  return (
    <section aria-labelledby="onboarding-role-title">
      <h1 id="onboarding-role-title" className="mb-6 text-2xl font-bold">
        {t.title}
      </h1>
      <div className="grid gap-4">
        <RoleButton role="parent" onChoose={onChoose} />
        <RoleButton role="professional" onChoose={onChoose} />
      </div>
    </section>
  );
}
