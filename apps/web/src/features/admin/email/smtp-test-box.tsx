import {
  adminEmailApi,
  EMAIL_MAX,
  TEST_EMAIL_FAILED,
  TEST_EMAIL_REQUIRED,
  type SmtpSettingsBody,
  type SmtpTestResponse,
} from '@neurobridge/shared/api/admin-email';
import { Send } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { fmt } from '../../../locales/pt-BR/messages';
import { adminCall } from '../api/admin-client';
import { smtpMessages as m } from './messages';
import { failureText } from './smtp-save';

/**
 * The test e-mail (docs/product.md#admin-smtp): sent at once through the settings on the screen,
 * unsaved. `settings` answers them, or null when a field is wrong (the form then shows why).
 */
export function SmtpTestBox({ settings }: { settings: () => SmtpSettingsBody | null }) {
  const [to, setTo] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<SmtpTestResponse | null>(null);
  const busy = useRef(false);
  const id = useId();
  const empty = to.trim() === '';

  async function send() {
    if (busy.current || empty) return;
    const body = settings();
    // The wrong fields are marked in the form; the box says so where the button is.
    if (!body) return setResult({ success: false, message: m.fixFields, detail: null });
    busy.current = true;
    setSending(true);
    setResult(null);
    try {
      setResult(await adminCall(adminEmailApi.test, { body: { test_email: to.trim(), settings: body } }));
    } catch (err) {
      const text = failureText(err, {
        refused: TEST_EMAIL_FAILED,
        unreachable: TEST_EMAIL_FAILED,
        unreadable: TEST_EMAIL_FAILED,
      });
      setResult({ success: false, message: text, detail: null });
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {m.test}
      </h2>
      <p className="mb-3 text-sm text-muted">{m.testIntro}</p>
      <label htmlFor={`${id}-to`} className="block font-semibold">
        {m.testEmail}
      </label>
      <input
        id={`${id}-to`}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        placeholder={m.testPlaceholder}
        aria-describedby={empty ? `${id}-hint` : undefined}
        value={to}
        onChange={(e) => setTo(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void send();
          }
        }}
        className="mt-1 block w-full rounded-xl border border-slate-400 bg-white px-3 py-3 text-base"
      />
      {empty && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {TEST_EMAIL_REQUIRED}
        </p>
      )}
      <Button
        variant="secondary"
        className="mt-3"
        disabled={empty}
        pending={sending}
        pendingLabel={m.testSending}
        onClick={() => void send()}
      >
        <Send aria-hidden className="size-5" />
        {m.testSend}
      </Button>
      <div role="status" className="mt-3">
        {result && (
          <div className={`rounded-xl p-3 ${result.success ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}>
            <p className="font-semibold">{result.message}</p>
            {result.detail && (
              <p className="mt-1 text-sm break-words">{fmt(m.testDetail, { detail: result.detail })}</p>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
