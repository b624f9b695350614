import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { boardUsesMessages } from '../../features/boards/uses-messages';
import { connectionMessages } from '../../features/offline/connection-messages';
import { professionalChildSummaryQueryOptions } from '../../features/professional/api/child-summary';
import { ReadGate } from '../../features/professional/components/read-gate';
import { professionalMessages } from '../../features/professional/messages';
import { SensoryFrame } from '../../games/shared/sensory-frame';
import { useOnline } from '../../lib/offline/online';
import { messages } from '../../locales/pt-BR/messages';

// The board's own chunk, the same screen the parent opens.
const BoardScreen = lazy(() =>
  import('../../features/boards/components/board-screen').then((m) => ({ default: m.BoardScreen })),
);

/**
 * /professional/child/{childId}/prancha (docs/product.md#what-the-board-tells): the child's board for
 * a professional with access, who reads and edits it as the parent does, with the child's sensory
 * settings; back goes to the professional's page of the child. A child without access: "Criança não
 * encontrada." with the way back.
 */
export function ProfessionalBoardRoute() {
  const id = Number(useParams().childId);
  const summary = useQuery(professionalChildSummaryQueryOptions(id));
  const online = useOnline();
  const t = professionalMessages.child;
  const back = (
    <Link
      to={paths.professionalChild(id)}
      className="mb-6 inline-flex min-h-16 items-center gap-2 text-lg font-semibold text-brand-700"
    >
      <ArrowLeft aria-hidden className="size-6" />
      {boardUsesMessages.backToChild}
    </Link>
  );
  if (!summary.data) return <ReadGate read={summary} back={back} notFound={t.notFound} loadError={t.loadError} />;
  const { child } = summary.data;
  return (
    <>
      {back}
      <SensoryFrame settings={child.sensory_settings}>
        <Suspense fallback={<Spinner label={messages.common.loading} />}>
          <BoardScreen
            child={{ id: child.id, name: child.name }}
            unavailable={online ? undefined : connectionMessages.title}
          />
        </Suspense>
      </SensoryFrame>
    </>
  );
}
