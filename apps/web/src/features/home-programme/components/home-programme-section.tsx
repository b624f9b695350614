import type { HomeAssignment } from '@neurobridge/shared/api/home-programme';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadingOrError } from '../../../components/ui/load-error';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { homeProgrammeQueryOptions, useEndAssignment } from '../api/home-programme';
import { homeProgrammeMessages } from '../messages';
import { AssignmentCard } from './assignment-card';

// The dialog checks its body with the contract's schema (zod): it loads when it opens.
const AssignPracticeModal = lazy(() =>
  import('./assign-practice-modal').then((m) => ({ default: m.AssignPracticeModal })),
);

interface HomeProgrammeSectionProps {
  child: { id: number; name: string };
  /** The professional's child page: 'Atribuir prática' and ending their own; the parent reads. */
  professional?: boolean;
  /** Without a connection (docs/product.md#offline-play): nothing is asked, these words show. */
  unavailable?: string;
}

/**
 * 'Programa em casa' on the child pages (docs/product.md#home-programme): the child's assignments,
 * every professional's, with their weeks and the family's removals. The professional assigns
 * practice and ends their own (confirmed); the parent sees what was assigned.
 */
export function HomeProgrammeSection({ child, professional = false, unavailable }: HomeProgrammeSectionProps) {
  const t = homeProgrammeMessages;
  const toast = useToast();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useQuery({ ...homeProgrammeQueryOptions(child.id), enabled: !unavailable });
  const [assigning, setAssigning] = useState(false);
  const [ending, setEnding] = useState<HomeAssignment | null>(null);
  // Held here, not by the card: an ended assignment leaves the list, and its card with it.
  const end = useEndAssignment(child.id);
  const runEnd = useLockedMutation(end);

  function confirmEnd() {
    if (!ending) return;
    runEnd(ending.id, {
      onSuccess: () => {
        setEnding(null);
        toast(t.card.ended, 'success');
        // Its button is gone with the card: the keyboard goes to the section.
        heading.current?.focus();
      },
    });
  }

  let body;
  if (!list.data) {
    body = <LoadingOrError read={list} errorFallback={t.loadError} unavailable={unavailable} />;
  } else if (list.data.assignments.length === 0) {
    body = (
      <p className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        {professional ? t.emptyProfessional : t.emptyParent}
      </p>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-4" data-testid="assignments">
        {list.data.assignments.map((a) => (
          <AssignmentCard
            key={a.id}
            assignment={a}
            onEnd={
              professional
                ? (which) => {
                    end.reset();
                    setEnding(which);
                  }
                : undefined
            }
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} data-testid="home-programme">
      <div className="mt-10 mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-2xl font-bold">
          {t.heading}
        </h2>
        {professional && (
          <Button onClick={() => setAssigning(true)}>
            <CalendarPlus aria-hidden className="size-5" />
            {t.assign}
          </Button>
        )}
      </div>
      <p className="mb-4 text-muted">{professional ? t.introProfessional : fmt(t.introParent, { name: child.name })}</p>
      {body}
      {assigning && (
        <Suspense fallback={null}>
          <AssignPracticeModal child={child} onClose={() => setAssigning(false)} />
        </Suspense>
      )}
      {ending && (
        <ConfirmDialog
          title={t.card.endTitle}
          text={t.card.endText}
          confirmLabel={t.card.endConfirm}
          pending={end.isPending}
          error={end.isError ? errorText(end.error, t.card.endError) : undefined}
          onCancel={() => setEnding(null)}
          onConfirm={confirmEnd}
        />
      )}
    </section>
  );
}
