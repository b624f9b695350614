/** The cards' grid, shared by the block and its placeholder. */
export const SUGGESTIONS_GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
/** The server suggests 5 when the child's catalogue allows (docs/product.md#suggestions): the placeholder holds their place. */
const USUAL_COUNT = 5;

/**
 * The quiet grey shape (no animation) of the heading and the usual 5 cards, which holds the
 * block's place while its code or its list loads, so nothing below moves when the cards come.
 */
export function SuggestionsPlaceholder() {
  return (
    <div aria-hidden>
      <div className="mb-4 h-8 w-72 max-w-full rounded-lg bg-slate-100" />
      <div className={SUGGESTIONS_GRID}>
        {Array.from({ length: USUAL_COUNT }, (_, i) => (
          <div key={i} className="min-h-52 rounded-2xl bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
