import { adminAuthApi, RECOVERY_CODE_COUNT, type AdminMe, type TotpSetup } from '@neurobridge/shared/api/admin-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound, RefreshCw, Smartphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { adminCall } from '../api/admin-client';
import { TotpCodeForm } from '../auth/totp-code-form';
import { RecoveryCodesCard, TotpSecretStep, TotpSetupPanel } from '../auth/totp-setup-form';
import { adminMeQuery } from '../shell/admin-session';
import { adminAccountMessages } from './messages';

const t = adminAccountMessages.totp;
/** Few enough left that the screen says so. */
const LOW = 3;

type Step =
  | { kind: 'idle' }
  | { kind: 'renew' }
  | { kind: 'change' }
  | { kind: 'changeSecret'; secret: TotpSetup }
  | { kind: 'codes'; title: string; codes: string[] };

/**
 * 'Verificação em duas etapas' of 'Minha conta' (docs/product.md#admin-account): without it, the
 * same set-up as the dashboard's (QR code, key, code, recovery codes); with it, how many recovery
 * codes are left, 'Gerar novos códigos' (a current code, then the new ones once) and 'Trocar o
 * aplicativo autenticador' (a current code → a new QR code → a code from the new app → new
 * recovery codes once; the old app works until then).
 */
export function SecondFactor({ me }: { me: AdminMe }) {
  // Once shown, the set-up stays until the admin says the recovery codes are saved.
  const [setupOpen, setSetupOpen] = useState(false);
  if (!me.totp_enabled && !setupOpen) setSetupOpen(true);
  if (setupOpen) {
    return <TotpSetupPanel required={me.totp_required && !me.totp_enabled} onDone={() => setSetupOpen(false)} />;
  }
  return <SecondFactorOn me={me} />;
}

function SecondFactorOn({ me }: { me: AdminMe }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const renew = useMutation({
    mutationFn: (code: string) => adminCall(adminAuthApi.recoveryCodes, { body: { code } }),
    onSuccess: (answer) =>
      queryClient.setQueryData(adminMeQuery.queryKey, (old) =>
        old ? { ...old, recovery_codes_left: answer.recovery_codes.length } : old,
      ),
  });
  const runRenew = useLockedMutation(renew);
  const change = useMutation({
    mutationFn: (code: string) => adminCall(adminAuthApi.totpChange, { body: { code } }),
  });
  const runChange = useLockedMutation(change);
  const idle = () => setStep({ kind: 'idle' });

  if (step.kind === 'codes') return <RecoveryCodesCard title={step.title} codes={step.codes} onDone={idle} />;

  const left = me.recovery_codes_left;
  return (
    <Card aria-labelledby="account-totp-title">
      <h2 id="account-totp-title" className="flex flex-wrap items-center gap-2 text-xl font-bold">
        <KeyRound aria-hidden className="size-6 text-brand-600" />
        {t.heading}
        <Badge tone="success">{t.on}</Badge>
      </h2>
      <p className="mt-2">{t.onText}</p>
      <p className="mt-2 font-medium" data-testid="recovery-codes-left">
        {fmt(t.codesLeft, { n: left, total: RECOVERY_CODE_COUNT })}
      </p>
      {left <= LOW && (
        <p role="status" className="mt-2 rounded-xl bg-amber-50 p-3 text-amber-900">
          {left === 0 ? t.codesNone : t.codesLow}
        </p>
      )}

      {step.kind === 'idle' && (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setStep({ kind: 'renew' })}>
            <RefreshCw aria-hidden className="size-5" />
            {t.renew}
          </Button>
          <Button variant="secondary" onClick={() => setStep({ kind: 'change' })}>
            <Smartphone aria-hidden className="size-5" />
            {t.change}
          </Button>
        </div>
      )}

      {step.kind === 'renew' && (
        <CodeStep
          id="account-renew-title"
          title={t.renewTitle}
          text={t.renewText}
          pending={renew.isPending}
          onCancel={idle}
        >
          <TotpCodeForm
            label={t.code}
            submitLabel={t.renewSubmit}
            pendingLabel={t.renewing}
            pending={renew.isPending}
            fallbackError={t.renewError}
            onSubmit={(code, fail) =>
              runRenew(code, {
                onSuccess: (answer) => setStep({ kind: 'codes', title: t.renewedTitle, codes: answer.recovery_codes }),
                onError: fail,
              })
            }
          />
        </CodeStep>
      )}

      {step.kind === 'change' && (
        <CodeStep
          id="account-change-title"
          title={t.changeTitle}
          text={t.changeText}
          pending={change.isPending}
          onCancel={idle}
        >
          <TotpCodeForm
            label={t.changeCode}
            submitLabel={t.changeSubmit}
            pendingLabel={t.changing}
            pending={change.isPending}
            fallbackError={t.changeError}
            onSubmit={(code, fail) =>
              runChange(code, {
                onSuccess: (secret) => setStep({ kind: 'changeSecret', secret }),
                onError: fail,
              })
            }
          />
        </CodeStep>
      )}

      {step.kind === 'changeSecret' && (
        <section aria-labelledby="account-change-title" className="mt-6 border-t border-slate-200 pt-4">
          <h3 id="account-change-title" className="text-lg font-bold">
            {t.changeTitle}
          </h3>
          <p className="mt-1 font-medium">{t.changeNew}</p>
          <TotpSecretStep
            secret={step.secret}
            onConfirmed={(codes) => setStep({ kind: 'codes', title: t.changedTitle, codes })}
          />
          <Button variant="ghost" onClick={idle}>
            {t.cancel}
          </Button>
        </section>
      )}
    </Card>
  );
}

/** A step below the card's figures that asks for a current code, with 'Cancelar' under its form. */
function CodeStep(props: {
  id: string;
  title: string;
  text: string;
  pending: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} className="mt-6 border-t border-slate-200 pt-4">
      <h3 id={props.id} className="text-lg font-bold">
        {props.title}
      </h3>
      <p className="mt-1">{props.text}</p>
      {props.children}
      <Button variant="ghost" onClick={props.onCancel} disabled={props.pending}>
        {t.cancel}
      </Button>
    </section>
  );
}
