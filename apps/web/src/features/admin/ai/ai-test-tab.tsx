import { AI_TEST_FAILED, aiTestBody, TEST_MESSAGE_MAX } from '@neurobridge/shared/api/admin-ai';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextAreaField } from '../../../components/ui/field';
import { errorText } from '../../../lib/api-client';
import { formErrors } from '../../../lib/form-errors';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { useTestAi } from './ai-api';
import { adminAiMessages as m } from './messages';

/** The test box: a message as a family would send it, and the assistant's reply and who wrote it. */
export function AiTestTab() {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const mutation = useTestAi();
  const run = useLockedMutation(mutation);

  return (
    <Card>
      <p className="mb-4 text-muted">{m.testIntro}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          // The contract's rule and text ('Digite uma mensagem para testar').
          const invalid = formErrors(aiTestBody, { message }).message;
          setError(invalid);
          if (!invalid) run(message.trim());
        }}
      >
        <TextAreaField
          label={m.testMessage}
          maxLength={TEST_MESSAGE_MAX}
          value={message}
          error={error}
          onChange={(e) => {
            setMessage(e.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" pending={mutation.isPending} pendingLabel={m.testing}>
          {m.test}
        </Button>
      </form>
      <div aria-live="polite" className="mt-4">
        {mutation.isError && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
            {errorText(mutation.error, AI_TEST_FAILED)}
          </p>
        )}
        {mutation.data && !mutation.isPending && (
          <figure className="rounded-xl bg-slate-100 p-4">
            <figcaption className="text-sm font-semibold">
              {m.reply} · {m.source[mutation.data.source]}
            </figcaption>
            <p className="mt-2 whitespace-pre-wrap">{mutation.data.response}</p>
          </figure>
        )}
      </div>
    </Card>
  );
}
