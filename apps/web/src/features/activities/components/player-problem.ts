import { CONTENT_ERROR_TEXTS, type ParsedContent } from '@neurobridge/shared/content/parse';
import { fmt } from '../../../locales/pt-BR/messages';
import { activitiesMessages } from '../messages';

const t = activitiesMessages.player;

/**
 * The player's message when there is nothing to play (docs/product.md#player-messages): its title
 * and lines (the first the message, the next in a smaller muted type).
 */
export function playerProblem(parsed: ParsedContent, activityId: number): { title: string; lines: string[] } {
  switch (parsed.kind) {
    case 'empty':
      return { title: t.emptyTitle, lines: [t.emptyText] };
    case 'error':
      return {
        title: t.loadErrorTitle,
        lines: [fmt(t.loadErrorText, { id: activityId }), CONTENT_ERROR_TEXTS[parsed.error]],
      };
    case 'unknown_type':
      return { title: t.unknownTitle, lines: [fmt(t.unknownText, { type: parsed.type })] };
    default:
      // Content without a game: never, since every content type has one (games/registry.test.ts).
      return { title: t.loadErrorTitle, lines: [CONTENT_ERROR_TEXTS.unexpected] };
  }
}
