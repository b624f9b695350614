import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: (options: { cancelRefetch: boolean }) => Promise<unknown>;
}

/** Under a list read in pages: why the next page failed, and the button that asks for it. */
export function LoadMore({
  pages,
  label,
  loadingLabel,
  errorFallback,
}: {
  pages: Pages;
  label: string;
  loadingLabel: string;
  errorFallback: string;
}) {
  return (
    <>
      {pages.isFetchNextPageError && (
        <p role="alert" className="mt-3 font-medium text-red-800">
          {errorText(pages.error, errorFallback)}
        </p>
      )}
      {pages.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-4"
          pending={pages.isFetchingNextPage}
          pendingLabel={loadingLabel}
          onClick={() => void pages.fetchNextPage({ cancelRefetch: false })}
        >
          {label}
        </Button>
      )}
    </>
  );
}
