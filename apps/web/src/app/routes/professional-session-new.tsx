import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { professionalChildrenQueryOptions } from '../../features/professional/api/children';
import { useCreateSession } from '../../features/professional/api/create-session';
import { LoadError } from '../../components/ui/load-error';
import { SessionForm } from '../../features/professional/components/session-form';
import { professionalMessages } from '../../features/professional/messages';
import { emptySessionForm, sessionBody } from '../../features/professional/session-form-values';
import { sessionSaveError } from '../../features/professional/session-save-error';
import { useGoBack } from '../../features/professional/use-go-back';
import { useIdempotencyKey } from '../../lib/idempotency-key';
import { useLockedMutation } from '../../lib/use-locked-mutation';
import { messages } from '../../locales/pt-BR/messages';

/**
 * /professional/session/new?child={id} (docs/product.md#professional-screens): one request per
 * click, one idempotency key per form, so a doubled or retried 'Salvar sessão' logs one session.
 */
export function ProfessionalSessionNewRoute() {
  const t = professionalMessages.form;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const children = useQuery(professionalChildrenQueryOptions);
  const create = useCreateSession();
  const run = useLockedMutation(create);
  const [idempotencyKey] = useIdempotencyKey();
  // Once the form is shown it stays, even if the list empties meanwhile (an access ended): what
  // was typed is never taken away.
  const [formShown, setFormShown] = useState(false);
  if (!formShown && children.data && children.data.length > 0) setFormShown(true);

  let body;
  if (!children.data) {
    body = children.isError ? (
      <LoadError
        text={professionalMessages.children.loadError}
        retrying={children.isFetching}
        onRetry={() => void children.refetch({ cancelRefetch: false })}
      />
    ) : (
      <Spinner label={messages.common.loading} />
    );
  } else if (children.data.length === 0 && !formShown) {
    body = (
      <Card className="text-center">
        <p className="text-lg">{t.noChildren}</p>
      </Card>
    );
  } else {
    const wanted = Number(search.get('child'));
    const preselected = children.data.some((c) => c.id === wanted) ? wanted : undefined;
    body = (
      <SessionForm
        childOptions={children.data}
        initial={emptySessionForm(preselected)}
        submitLabel={t.save}
        pending={create.isPending}
        error={create.isError ? sessionSaveError(create.error, t.createError) : undefined}
        onCancel={goBack}
        onSubmit={(values) =>
          run(
            { body: sessionBody(values), idempotencyKey },
            {
              onSuccess: (session) =>
                navigate(paths.professionalSession(session.id), { replace: true, state: { status: t.created } }),
            },
          )
        }
      />
    );
  }

  return (
    <>
      <h1 className="mb-6 text-3xl font-bold">{t.newTitle}</h1>
      {body}
    </>
  );
}
