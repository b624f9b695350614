import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { useOnline } from '../../../lib/offline/online';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { suggestionsQueryOptions } from '../api/suggestions';
import { suggestionsMessages } from '../messages';
import { SuggestionCard } from './suggestion-card';
import { SUGGESTIONS_GRID, SuggestionsPlaceholder } from './suggestions-placeholder';

/**
 * 'Sugeridas para {nome} hoje' (docs/product.md#suggestions): 3 to 5 activities with the reason for
 * each, on the dashboard (one block per child) and in the library for a child. `name` is undefined
 * while the child is not known yet: the skeleton holds the place. Nothing suggested: no block.
 */
export function SuggestionsBlock({
  childId,
  name,
  className = '',
}: {
  childId: number;
  name: string | undefined;
  className?: string;
}) {
  const t = suggestionsMessages;
  const headingId = useId();
  const online = useOnline();
  const client = useQueryClient();
  const options = suggestionsQueryOptions(childId);
  // Offline a list kept on the device shows; one never kept is not asked for, so it neither holds
  // the screen behind the connection notice nor waits forever (docs/product.md#offline-play).
  const kept = client.getQueryData(options.queryKey) !== undefined;
  const read = useQuery({ ...options, enabled: online || kept });

  if (!online && !kept) return null;
  if (read.isError && !read.data) {
    return (
      <div className={`flex flex-wrap items-center gap-3 text-muted ${className}`}>
        <p>{t.loadError}</p>
        <Button
          variant="ghost"
          pending={read.isFetching}
          aria-label={name ? fmt(t.retryLabel, { name }) : undefined}
          onClick={() => void read.refetch()}
        >
          {messages.common.retry}
        </Button>
      </div>
    );
  }
  if (!read.data || name === undefined) return <SuggestionsSkeleton className={className} />;
  // Never a locked activity (the server leaves them out; a list kept from before a plan ended may not).
  const items = read.data.items.filter((s) => !s.activity.is_locked);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={className} data-testid="suggestions">
      <h2 id={headingId} className="mb-4 text-2xl font-bold">
        {fmt(t.title, { name })}
      </h2>
      <div className={SUGGESTIONS_GRID}>
        {items.map((s) => (
          <SuggestionCard key={s.activity.id} suggestion={s} childId={childId} />
        ))}
      </div>
    </section>
  );
}

/** The placeholder, told to screen readers as loading. */
function SuggestionsSkeleton({ className }: { className: string }) {
  return (
    <div className={className} aria-busy="true" role="status">
      <span className="sr-only">{suggestionsMessages.loading}</span>
      <SuggestionsPlaceholder />
    </div>
  );
}
