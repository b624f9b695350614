import type { BoardUses, WordCount } from '@neurobridge/shared/api/board-uses';
import { onFirstUse } from '@neurobridge/shared/domain/on-first-use';
import { useQuery } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingOrError } from '../../../components/ui/load-error';
import { fmt } from '../../../locales/pt-BR/messages';
import { boardUsesQueryOptions } from '../api/board-uses';
import { boardUsesMessages as t } from '../uses-messages';
import { BoardPhrases } from './board-phrases';

const dayFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      timeZone: 'UTC',
    }),
);

/** A São Paulo day (YYYY-MM-DD) as the table shows it: 'qua., 10/06'. */
export function dayLabel(day: string): string {
  return dayFormat().format(new Date(`${day}T12:00:00Z`));
}

const times = (count: number) => (count === 1 ? t.once : fmt(t.times, { count }));

/**
 * 'Prancha' on the parent's and the professional's child pages (docs/product.md#what-the-board-tells):
 * the words used most in 7 days and each day's words, in text (never colour alone); 'Guardar frases'
 * and the sentences kept (`BoardPhrases`). `boardLink`: where 'Prancha' opens the child's board.
 */
export function BoardUsesSection({
  childId,
  owner,
  boardLink,
  unavailable,
}: {
  childId: number;
  /** The parent: turns 'Guardar frases' on and off and deletes the sentences. */
  owner: boolean;
  boardLink?: string;
  /** Offline, what to say instead of a read this device never made. */
  unavailable?: string;
}) {
  // Offline the section says it needs the connection rather than hold the page (docs/architecture.md, "Web").
  const uses = useQuery({ ...boardUsesQueryOptions(childId), enabled: !unavailable });
  return (
    <section aria-labelledby="board-uses-title" className="mt-10">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="board-uses-title" className="text-2xl font-bold">
          {t.title}
        </h2>
        {boardLink && (
          <ButtonLink variant="secondary" to={boardLink}>
            <MessageSquareText aria-hidden className="size-5" />
            {t.open}
          </ButtonLink>
        )}
      </div>
      {uses.data ? (
        <Usage uses={uses.data} />
      ) : (
        <LoadingOrError read={uses} errorFallback={t.loadError} unavailable={unavailable} />
      )}
      {!unavailable && <BoardPhrases childId={childId} owner={owner} />}
    </section>
  );
}

function Usage({ uses }: { uses: BoardUses }) {
  if (uses.top.length === 0) {
    return (
      <Card>
        <p>{t.empty}</p>
      </Card>
    );
  }
  return (
    <Card>
      <h3 className="mb-3 text-xl font-bold">{t.top}</h3>
      <ol className="mb-6 flex flex-wrap gap-2">
        {uses.top.map((w) => (
          <li key={w.label} className="rounded-full bg-brand-50 px-4 py-2 text-lg">
            <span className="font-semibold">{w.label}</span> — {times(w.count)}
          </li>
        ))}
      </ol>
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <caption className="mb-2 text-left text-lg font-bold">{t.byDayCaption}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">
                {t.day}
              </th>
              <th scope="col" className="py-2">
                {t.words}
              </th>
            </tr>
          </thead>
          <tbody>
            {uses.days.map((d) => (
              <tr key={d.day} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-2 pr-4 font-semibold whitespace-nowrap">
                  {dayLabel(d.day)}
                </th>
                <td className="py-2">{wordsText(d.words)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** 'quero (3), água (1)'. */
function wordsText(words: WordCount[]): string {
  return words.map((w) => `${w.label} (${w.count})`).join(', ');
}
