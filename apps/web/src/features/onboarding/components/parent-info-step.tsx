import type { ReactNode } from 'react';
import { onboardingMessages } from '../messages';

const t = onboardingMessages.parent;

/** Step 2 for a parent: a short welcome and the price quote the screen brings (docs/product.md#onboarding). */
export function ParentInfoStep({ priceQuote }: { priceQuote?: ReactNode }) {
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t.title}</h1>
      <p className="mb-4">{t.text}</p>
      {priceQuote && <p className="mb-6 font-semibold text-brand-700">{priceQuote}</p>}
    </>
  );
}
