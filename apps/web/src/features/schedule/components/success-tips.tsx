import { Lightbulb } from 'lucide-react';
import { scheduleMessages } from '../messages';

/** Tips for a routine that lasts (docs/product.md#calendar). */
export function SuccessTips() {
  const t = scheduleMessages.tips;
  return (
    <section aria-labelledby="tips-heading" className="rounded-2xl bg-brand-50 p-5">
      <h2 id="tips-heading" className="mb-2 flex items-center gap-2 text-xl font-bold">
        <Lightbulb aria-hidden className="size-6" />
        {t.heading}
      </h2>
      <ul className="list-disc space-y-1 pl-6">
        {t.items.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
