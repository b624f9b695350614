import { lazy, Suspense } from 'react';
import { SuggestionsPlaceholder } from './components/suggestions-placeholder';

// The block loads in a chunk of its own beside the page, so the dashboard's and the library's shared
// code stays small (docs/architecture.md, "Fast by construction").
const SuggestionsBlock = lazy(() =>
  import('./components/suggestions-block').then((m) => ({ default: m.SuggestionsBlock })),
);

/**
 * 'Sugeridas para {nome} hoje' where a screen shows it (docs/product.md#suggestions); see
 * `SuggestionsBlock` for its props. The placeholder holds its place while its code loads.
 */
export function Suggestions(props: { childId: number; name: string | undefined; className?: string }) {
  return (
    <Suspense
      fallback={
        <div className={props.className}>
          <SuggestionsPlaceholder />
        </div>
      }
    >
      <SuggestionsBlock {...props} />
    </Suspense>
  );
}
