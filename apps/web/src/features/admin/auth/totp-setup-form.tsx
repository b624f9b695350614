import { adminAuthApi, type RecoveryCodes, type TotpSetup as TotpSecret } from '@neurobridge/shared/api/admin-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { adminCall } from '../api/admin-client';
import { adminMeQuery } from '../shell/admin-session';
import { adminAuthMessages } from './messages';
import { TotpCodeForm } from './totp-code-form';
import { TotpQrCode } from './totp-qr';

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
 * Confirms a code from a new secret (`POST /api/admin/totp/confirm`): it turns the second factor
 * on, or swaps in the new app after 'Trocar o aplicativo autenticador'. Either way the answer is
 * new recovery codes, and `me` learns it at once.
 */
export function useTotpConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string }) => adminCall(adminAuthApi.totpConfirm, { body }),
    onSuccess: (answer: RecoveryCodes) =>
      queryClient.setQueryData(adminMeQuery.queryKey, (me) =>
        me ? { ...me, totp_enabled: true, recovery_codes_left: answer.recovery_codes.length } : me,
      ),
  });
}

/**
 * A new secret to add to the authenticator app — its QR code beside the key in groups of four (to
 * type by hand) and the `otpauth://` link — then a code from the app to confirm it.
 */
export function TotpSecretStep({
  secret,
  onConfirmed,
}: {
  secret: TotpSecret;
  onConfirmed: (codes: string[]) => void;
}) {
  const confirm = useTotpConfirm();
  const runConfirm = useLockedMutation(confirm);
  return (
    <div className="mt-4">
      <p>{t.step1}</p>
      <div className="mt-3 flex flex-wrap items-start gap-4">
        <TotpQrCode url={secret.otpauth_url} />
        <div className="min-w-0 flex-1 basis-56">
          <p className="text-sm text-muted">{t.qrText}</p>
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
        </div>
      </div>
      <TotpCodeForm
        intro={<p className="mb-2">{t.step2}</p>}
        label={t.code}
        submitLabel={t.confirm}
        pendingLabel={t.confirming}
        pending={confirm.isPending}
        fallbackError={t.confirmError}
        onSubmit={(code, fail) =>
          runConfirm({ code }, { onSuccess: (answer) => onConfirmed(answer.recovery_codes), onError: fail })
        }
      />
    </div>
  );
}

/** New recovery codes, shown once: copy, download, then 'Já guardei os códigos'. */
export function RecoveryCodesCard({ title, codes, onDone }: { title: string; codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Card className="border-l-4 border-green-700" aria-labelledby="totp-done-title">
      <h2 id="totp-done-title" className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-2">{t.codesText}</p>
      <ul aria-label={t.codesLabel} className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg sm:grid-cols-5">
        {codes.map((c) => (
          <li key={c} data-testid="recovery-code" className="rounded-lg bg-slate-100 px-2 py-1 text-center">
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

/**
 * 'Proteja sua conta' (docs/product.md#admin-sign-in, docs/product.md#admin-account): a new secret
 * for the authenticator app with its QR code, a code from it to confirm, then the recovery codes,
 * shown once, to copy or download. The dashboard and 'Minha conta' show the same panel.
 */
export function TotpSetupPanel({ required, onDone }: { required: boolean; onDone: () => void }) {
  const [secret, setSecret] = useState<TotpSecret | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const start = useMutation({ mutationFn: () => adminCall(adminAuthApi.totpSetup, {}) });
  const runStart = useLockedMutation(start);

  if (codes) return <RecoveryCodesCard title={t.enabledTitle} codes={codes} onDone={onDone} />;

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
        <TotpSecretStep secret={secret} onConfirmed={setCodes} />
      )}
    </Card>
  );
}
