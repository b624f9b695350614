import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** A section of the goal's page: its heading (which names the section), then what it holds. */
export function GoalPageSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-4 text-2xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** What a part of the goal's page says while it has nothing to show. */
export function GoalEmpty({ text }: { text: string }) {
  return (
    <Card className="text-center">
      <p className="text-muted">{text}</p>
    </Card>
  );
}
