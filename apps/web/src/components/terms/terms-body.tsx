import { parseTermsMarkup, type TermsBlock } from '@neurobridge/shared/domain/terms-markup';
import { useMemo } from 'react';

/** A highlighted consent (docs/product.md#terms-markup): as 1.0's sections 6 and 7 always looked. */
const CONSENT = 'my-3 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 font-medium';

/**
 * A terms text in the terms markup (packages/shared/src/domain/terms-markup.ts), the one renderer:
 * the consent gate's modal, the admin's preview and every reader of a version show a text through
 * it, so a family reads exactly what the admin previewed. Headings are `h3` (the text always sits
 * under a dialog's or a page's `h2`).
 */
export function TermsBody({ text }: { text: string }) {
  const blocks = useMemo(() => parseTermsMarkup(text), [text]);
  return <Blocks blocks={blocks} />;
}

function Blocks({ blocks }: { blocks: TermsBlock[] }) {
  return blocks.map((block, i) => <Block key={i} block={block} />);
}

function Block({ block }: { block: TermsBlock }) {
  switch (block.type) {
    case 'heading':
      return <h3 className="mt-5 mb-2 text-lg font-bold">{block.text}</h3>;
    case 'paragraph':
      return <p className="my-3 whitespace-pre-line">{block.lines.join('\n')}</p>;
    case 'list':
      return (
        <ul className="my-3 list-disc space-y-1 pl-6">
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    case 'consent': {
      const [only, ...more] = block.blocks;
      // A consent of one paragraph is that paragraph highlighted, as the terms always showed it.
      if (only?.type === 'paragraph' && more.length === 0) {
        return <p className={`${CONSENT} whitespace-pre-line`}>{only.lines.join('\n')}</p>;
      }
      return (
        <div className={`${CONSENT} [&>:first-child]:mt-0 [&>:last-child]:mb-0`}>
          <Blocks blocks={block.blocks} />
        </div>
      );
    }
  }
}
