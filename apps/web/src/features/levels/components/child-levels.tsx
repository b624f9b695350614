import type { ChildGameLevel } from '@neurobridge/shared/api/levels';
import { isLevelledKind, LEVELS, START_LEVEL } from '@neurobridge/shared/domain/game-levels';
import { useQuery } from '@tanstack/react-query';
import { Pin } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadingOrError } from '../../../components/ui/load-error';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { childLevelsQueryOptions, usePinLevel } from '../api/levels';
import { levelsMessages as t } from '../messages';

interface ChildLevelsProps {
  childId: number;
  /** The parent may pin a level; the professional reads the list only. */
  editable?: boolean;
  /**
   * Without a connection (docs/product.md#offline-play): the list kept on the device is shown and the
   * controls say, in these words, that they need the connection.
   */
  unavailable?: string;
}

/**
 * "Níveis nos jogos" on the child page (docs/product.md#game-levels): each levelled kind with its
 * level and whether it is pinned, the rule in a line, and for the parent a control per kind to pin
 * a level or let results move it again. The kinds still at their start level are collapsed under
 * 'Ver todos os jogos', to keep the page calm.
 */
export function ChildLevels({ childId, editable = false, unavailable }: ChildLevelsProps) {
  const headingId = useId();
  const listId = useId();
  const noteId = useId();
  // Offline nothing is asked: the kept list shows, or the connection's words.
  const list = useQuery({ ...childLevelsQueryOptions(childId), enabled: !unavailable });
  const [expanded, setExpanded] = useState(false);

  let body;
  if (!list.data) {
    body = <LoadingOrError read={list} errorFallback={t.loadError} unavailable={unavailable} />;
  } else {
    const levels = list.data.levels;
    const moved = levels.filter((l) => l.pinned || l.changed_at !== null);
    const shown = expanded ? levels : moved;
    body = (
      <>
        <p className="mb-4 text-muted">{t.rule}</p>
        {moved.length === 0 && !expanded && <p className="mb-4">{fmt(t.allAtStart, { n: START_LEVEL })}</p>}
        {editable && unavailable && (
          <p id={noteId} role="status" className="mb-4 rounded-xl bg-amber-50 p-3 text-amber-900">
            {unavailable}
          </p>
        )}
        {shown.length > 0 && (
          <ul
            id={listId}
            className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200"
            data-testid="child-levels"
          >
            {shown.map((row) => (
              <LevelRow
                key={row.kind}
                row={row}
                childId={childId}
                editable={editable}
                unavailableId={unavailable ? noteId : undefined}
              />
            ))}
          </ul>
        )}
        {moved.length < levels.length && (
          <Button
            variant="secondary"
            className="mt-4"
            aria-expanded={expanded}
            aria-controls={shown.length > 0 ? listId : undefined}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? t.showLess : t.showAll}
          </Button>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} data-testid="levels-section">
      <h2 id={headingId} className="mt-10 mb-4 text-2xl font-bold">
        {t.heading}
      </h2>
      {body}
    </section>
  );
}

/** One kind: its name, 'Nível n', 'Nível fixado' when pinned, and the parent's controls. */
function LevelRow({
  row,
  childId,
  editable,
  unavailableId,
}: {
  row: ChildGameLevel;
  childId: number;
  editable: boolean;
  /** The note saying the controls need the connection, when there is none. */
  unavailableId: string | undefined;
}) {
  const toast = useToast();
  const pin = usePinLevel(childId);
  const run = useLockedMutation(pin);
  const keepId = useId();
  const kind = row.label;

  function change(pinned: number | null) {
    if (!isLevelledKind(row.kind)) return;
    run(
      { kind: row.kind, pinned_level: pinned },
      {
        onSuccess: (answer) =>
          toast(
            answer.pinned ? fmt(t.pinnedDone, { kind, n: answer.level }) : fmt(t.unpinnedDone, { kind }),
            'success',
          ),
        onError: (err) => toast(errorText(err, t.pinError), 'error'),
      },
    );
  }

  const off = !!unavailableId;
  const asked = pin.isPending ? pin.variables.pinned_level : undefined;
  return (
    <li className="flex flex-wrap items-center gap-3 px-5 py-4">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{row.label}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <span>{fmt(t.level, { n: row.level })}</span>
          {row.pinned && (
            <Badge tone="info">
              <Pin aria-hidden className="mr-1 inline size-4" />
              {t.pinned}
            </Badge>
          )}
        </p>
      </div>
      {editable && (
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-labelledby={keepId} className="flex items-center gap-2">
            <span id={keepId} className="text-sm font-medium text-muted">
              {t.keepAt}
            </span>
            {LEVELS.map((n) => {
              const current = row.pinned && row.level === n;
              return (
                <Button
                  key={n}
                  variant={current ? 'primary' : 'secondary'}
                  className="min-w-12 px-0"
                  aria-label={fmt(t.keepKindAt, { kind, n })}
                  aria-pressed={current}
                  aria-describedby={unavailableId}
                  disabled={off || (pin.isPending && asked !== n)}
                  pending={pin.isPending && asked === n}
                  onClick={() => {
                    if (!current) change(n);
                  }}
                >
                  {n}
                </Button>
              );
            })}
          </div>
          {row.pinned && (
            <Button
              variant="ghost"
              aria-label={`${t.unpin}: ${kind}`}
              aria-describedby={unavailableId}
              disabled={off || (pin.isPending && asked !== null)}
              pending={pin.isPending && asked === null}
              onClick={() => change(null)}
            >
              {t.unpin}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
