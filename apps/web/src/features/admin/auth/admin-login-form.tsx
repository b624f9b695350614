import { adminLoginBody, type AdminLoginResponse } from '@neurobridge/shared/api/admin-auth';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { errorText } from '../../../lib/api-client';
import { formErrors } from '../../../lib/form-errors';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { useAdminLogin } from './admin-login';
import { adminAuthMessages } from './messages';

const t = adminAuthMessages.login;

/**
 * The admin sign-in (docs/product.md#admin-sign-in): username and password, then the code when
 * the admin has a second factor. The server sets the HttpOnly cookie and `onSignedIn` runs.
 */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: (answer: AdminLoginResponse) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [error, setError] = useState<string | null>(null);
  const login = useAdminLogin();
  const run = useLockedMutation(login);
  const form = useRef<HTMLFormElement>(null);

  // The code field replaces the password fields: the focus goes to it.
  useEffect(() => {
    if (step === 'code') form.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  }, [step]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = step === 'code' ? { username, password, code } : { username, password };
    const invalid = formErrors(adminLoginBody, body);
    const first = invalid.username ?? invalid.password ?? invalid.code;
    if (step === 'code' && !code.trim()) return setError(t.codeMissing);
    if (first) return setError(first);
    setError(null);
    run(body, {
      onSuccess: (answer) => {
        if (answer.code_required) {
          setStep('code');
          return;
        }
        onSignedIn(answer);
      },
      onError: (err) => {
        setError(errorText(err, t.invalid));
        if (step === 'code') setCode('');
      },
    });
  }

  return (
    <Card className="mx-auto w-full max-w-md">
      <form ref={form} noValidate onSubmit={submit} aria-describedby={error ? 'admin-login-error' : undefined}>
        {step === 'password' ? (
          <>
            <TextField
              label={t.username}
              name="username"
              autoComplete="username"
              required
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
            <TextField
              label={t.password}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </>
        ) : (
          <>
            <h2 className="mb-3 text-xl font-bold">{t.codeTitle}</h2>
            <TextField
              label={t.code}
              name="code"
              hint={t.codeHint}
              inputMode="text"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </>
        )}
        {error && (
          <p id="admin-login-error" role="alert" className="mb-4 rounded-xl bg-red-50 p-3 font-medium text-red-800">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            className="flex-1"
            pending={login.isPending}
            pendingLabel={step === 'code' ? t.verifying : t.submitting}
          >
            {step === 'code' ? t.verify : t.submit}
          </Button>
          {step === 'code' && (
            <Button
              variant="ghost"
              onClick={() => {
                setStep('password');
                setCode('');
                setError(null);
              }}
            >
              {t.back}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
