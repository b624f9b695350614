import { CheckCircle2 } from 'lucide-react';
import { onboardingMessages } from '../messages';

const t = onboardingMessages.done;

/** Step 3: the choice is saved; the screen moves on after 2 s. */
export function DoneStep() {
  return (
    <section className="py-6 text-center" role="status">
      <CheckCircle2 aria-hidden className="mx-auto mb-4 size-14 text-green-700" />
      <h1 className="mb-2 text-2xl font-bold">{t.title}</h1>
      <p className="text-muted">{t.text}</p>
    </section>
  );
}
