import { AI_TEST_FAILED, TEST_MESSAGE_MAX, TEST_MESSAGE_REQUIRED } from '@neurobridge/shared/api/admin-ai';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextAreaField } from '../../../components/ui/field';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { useTestAi } from './ai-api';
import { adminAiMessages as m } from './messages';

/** The test box: a message as a family would send it, and the assistant's reply and who wrote it. */
export function AiTestTab() {
  const [message, setMessage] = useState('');
  const [required, setRequired] = useState(false);
  const mutation = useTestAi();
  const run = useLockedMutation(mutation);

  return (
    <Card>
      <p className="mb-4 text-muted">{m.testIntro}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!message.trim()) {
            setRequired(true);
            return;
          }
          run(message.trim());
        }}
      >
        <TextAreaField
          label={m.testMessage}
          maxLength={TEST_MESSAGE_MAX}
          value={message}
          error={required ? TEST_MESSAGE_REQUIRED : undefined}
          onChange={(e) => {
            setMessage(e.target.value);
            setRequired(false);
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
