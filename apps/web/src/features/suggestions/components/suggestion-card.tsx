import { SUGGESTION_REASON_LABELS, type Suggestion } from '@neurobridge/shared/api/suggestions';
import { categoryLabel } from '@neurobridge/shared/domain/categories';
import { Sparkles } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { fmt } from '../../../locales/pt-BR/messages';
import { suggestionsMessages } from '../messages';

/** One suggested activity: its title, why it is suggested and the way in for that child (docs/product.md#suggestions). */
export function SuggestionCard({ suggestion, childId }: { suggestion: Suggestion; childId: number }) {
  const t = suggestionsMessages;
  const { activity, reason } = suggestion;
  return (
    <Card className="flex min-h-52 flex-col gap-3" data-testid="suggestion-card">
      <h3 className="text-lg font-bold">{activity.title}</h3>
      <p className="flex gap-2 text-ink">
        <Sparkles aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-600" />
        {SUGGESTION_REASON_LABELS[reason]}
      </p>
      <div>
        <Badge>{categoryLabel(activity.category)}</Badge>
      </div>
      <ButtonLink
        className="mt-auto"
        to={paths.activity(activity.id, childId)}
        aria-label={fmt(t.openLabel, { title: activity.title })}
      >
        {t.open}
      </ButtonLink>
    </Card>
  );
}
