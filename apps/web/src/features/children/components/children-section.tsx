import type { Child } from '@neurobridge/shared/api/children';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { childrenQueryOptions, useDeleteChild } from '../api/children';
import { childrenMessages } from '../messages';
import { ChildCard } from './child-card';

// The child form validates with its contract's schema (zod): it loads when it opens, not with the
// dashboard (docs/architecture.md, "Fast by construction").
const AddChildModal = lazy(() => import('./add-child-modal').then((m) => ({ default: m.AddChildModal })));

/** The dashboard's children: grid, empty state, the add-child modal and removal with confirmation. */
export function ChildrenSection() {
  const t = childrenMessages.section;
  const children = useQuery(childrenQueryOptions);
  const remove = useDeleteChild();
  const runRemove = useLockedMutation(remove);
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Child | null>(null);

  return (
    <section aria-labelledby="children-title" className="mt-10">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="children-title" className="text-2xl font-bold">
          {t.title}
        </h2>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden className="size-5" />
          {t.addChild}
        </Button>
      </div>

      {children.isPending && <ChildrenSkeleton />}
      {children.isError && (
        <Card role="alert" className="text-center">
          <p>{t.loadError}</p>
          <Button variant="secondary" className="mt-3" onClick={() => children.refetch()}>
            {messages.common.retry}
          </Button>
        </Card>
      )}
      {children.data?.length === 0 && (
        <Card className="text-center">
          <p className="text-lg font-semibold">{t.emptyTitle}</p>
          <p className="mt-1 text-muted">{t.emptyText}</p>
        </Card>
      )}
      {children.data && children.data.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {children.data.map((child) => (
            <ChildCard key={child.id} child={child} onRemove={setRemoving} />
          ))}
        </div>
      )}

      {adding && (
        <Suspense fallback={null}>
          <AddChildModal onClose={() => setAdding(false)} />
        </Suspense>
      )}
      {removing && (
        <ConfirmDialog
          title={fmt(childrenMessages.remove.title, { name: removing.name })}
          text={childrenMessages.remove.text}
          confirmLabel={childrenMessages.remove.confirm}
          pending={remove.isPending}
          error={remove.isError ? errorText(remove.error, childrenMessages.remove.error) : undefined}
          onCancel={() => {
            setRemoving(null);
            remove.reset();
          }}
          onConfirm={() =>
            runRemove(removing.id, {
              onSuccess: () => {
                toast(fmt(childrenMessages.remove.done, { name: removing.name }), 'success');
                setRemoving(null);
              },
            })
          }
        />
      )}
    </section>
  );
}

function ChildrenSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label={messages.common.loading}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-56 animate-pulse rounded-2xl bg-slate-200" />
      ))}
    </div>
  );
}
