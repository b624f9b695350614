import type { CSSProperties } from 'react';

/** A bold letter's width in em, with room to spare (DejaVu Sans, the widest fallback font). */
const LETTER_EM = 0.7;

/**
 * A name on a card, a basket or a box (docs/product.md#game-frame): never cut. It gets smaller
 * when the card is too narrow for its longest word or for two lines of it (a share of the card's width: the card is a size
 * container, Tailwind's `@container`), the name wraps between words, and a word breaks only as a
 * last resort. Short names keep the card's own size.
 */
export function GameLabel({ text }: { text: string }) {
  // Its widest line: the longest word, or half the name, so a long name takes two lines at most.
  const longest = Math.max(1, Math.ceil(text.length / 2), ...text.split(/\s+/).map((word) => word.length));
  const share = Math.floor(100 / (LETTER_EM * longest));
  return (
    <span
      className="max-w-full text-center text-[length:min(1em,var(--label-cap))] leading-tight [overflow-wrap:anywhere]"
      style={{ '--label-cap': `${share}cqi` } as CSSProperties}
    >
      {text}
    </span>
  );
}
