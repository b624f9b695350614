import { adminAuthApi, totpConfirmBody, type TotpSetup as TotpSecret } from '@neurobridge/shared/api/admin-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { errorText } from '../../../lib/api-client';
import { formErrors } from '../../../lib/form-errors';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { adminCall } from '../api/admin-client';
import { adminMeQuery } from '../shell/admin-session';
import { adminAuthMessages } from './messages';

const t = adminAuthMessages.totp;

/** The secret in groups of four, easier to type. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

function saveCodes(codes: string[]) {
  const text = `${t.fileHeader}\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = t.fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * 'Proteja sua conta' (docs/product.md#admin-sign-in): a new secret for the authenticator app, a
 * code from it to confirm, then the recovery codes, shown once, to copy or download.
 */
export function TotpSetupPanel({ required, onDone }: { required: boolean; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<TotpSecret | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [copied, setCopied] = useState(false);

  const start = useMutation({ mutationFn: () => adminCall(adminAuthApi.totpSetup, {}) });
  const runStart = useLockedMutation(start);
  const confirm = useMutation({
    mutationFn: (body: { code: string }) => adminCall(adminAuthApi.totpConfirm, { body }),
  });
  const runConfirm = useLockedMutation(confirm);

  function submitCode(event: FormEvent) {
    event.preventDefault();
    const invalid = formErrors(totpConfirmBody, { code });
    if (invalid.code) return setCodeError(invalid.code);
    setCodeError(null);
    runConfirm(
      { code: code.trim() },
      {
        onSuccess: (answer) => {
          setCodes(answer.recovery_codes);
          // The admin now has the second factor: the other screens learn it at once.
          queryClient.setQueryData(adminMeQuery.queryKey, (me) =>
            me ? { ...me, totp_enabled: true, recovery_codes_left: answer.recovery_codes.length } : me,
          );
        },
        onError: (err) => {
          setCode('');
          setCodeError(errorText(err, t.confirmError));
        },
      },
    );
  }

  if (codes) {
    return (
      <Card className="border-l-4 border-green-700" aria-labelledby="totp-done-title">
        <h2 id="totp-done-title" className="text-xl font-bold">
          {t.enabledTitle}
        </h2>
        <p className="mt-2">{t.codesText}</p>
        <ul aria-label={t.codesLabel} className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg sm:grid-cols-5">
          {codes.map((c) => (
            <li key={c} className="rounded-lg bg-slate-100 px-2 py-1 text-center">
              {c}
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button
            variant="secondary"
            onClick={() => {
              void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true));
            }}
          >
            {t.copy}
          </Button>
          <Button variant="secondary" onClick={() => saveCodes(codes)}>
            {t.download}
          </Button>
          <Button onClick={onDone}>{t.done}</Button>
        </div>
        <p role="status" className="mt-2 text-sm text-muted">
          {copied ? t.copied : ''}
        </p>
      </Card>
    );
  }

  return (
    <Card className="border-l-4 border-amber-500" aria-labelledby="totp-title">
      <h2 id="totp-title" className="flex items-center gap-2 text-xl font-bold">
        <KeyRound aria-hidden className="size-6 text-brand-600" />
        {t.offerTitle}
      </h2>
      <p className="mt-2">{required ? t.requiredText : t.offerText}</p>
      {!secret ? (
        <>
          {start.isError && (
            <p role="alert" className="mt-3 font-medium text-red-800">
              {errorText(start.error, t.startError)}
            </p>
          )}
          <Button
            className="mt-4"
            pending={start.isPending}
            pendingLabel={t.starting}
            onClick={() => runStart(undefined, { onSuccess: setSecret })}
          >
            {t.start}
          </Button>
        </>
      ) : (
        <div className="mt-4">
          <p>{t.step1}</p>
          <p className="mt-2">
            <span className="text-sm text-muted">{t.secret}: </span>
            <code data-testid="totp-secret" data-secret={secret.secret} className="font-mono text-lg break-all">
              {grouped(secret.secret)}
            </code>
          </p>
          <p className="mt-2">
            <a className="text-brand-700 underline" href={secret.otpauth_url}>
              {t.openApp}
            </a>
          </p>
          <form noValidate onSubmit={submitCode} className="mt-4 max-w-xs">
            <p className="mb-2">{t.step2}</p>
            <TextField
              label={t.code}
              name="totp-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              error={codeError ?? undefined}
              onChange={(e) => setCode(e.target.value)}
            />
            <Button type="submit" pending={confirm.isPending} pendingLabel={t.confirming}>
              {t.confirm}
            </Button>
          </form>
        </div>
      )}
    </Card>
  );
}
