import { SMTP_PASSWORD_MAX, type SmtpSettings } from '@neurobridge/shared/api/admin-email';
import { CircleCheck, Lightbulb, TriangleAlert } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { fmt } from '../../../locales/pt-BR/messages';
import { smtpMessages as m } from './messages';
import { SecretInput } from '../shell/secret-input';

/** The password with show/hide; the masked value as read stays, which keeps the stored password. */
export function PasswordField({
  value,
  locked,
  error,
  onChange,
}: {
  value: string;
  locked: boolean;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <SecretInput
      label={m.password}
      value={value}
      locked={locked}
      hint={locked ? m.lockedHint : m.passwordHint}
      error={error}
      maxLength={SMTP_PASSWORD_MAX}
      autoComplete="new-password"
      showLabel={m.show}
      hideLabel={m.hide}
      onChange={onChange}
    />
  );
}

/** How e-mail leaves now, from the server's last answer (docs/product.md#admin-smtp). */
export function DeliveryStatus({ settings }: { settings: SmtpSettings }) {
  const ok = settings.delivery === 'smtp';
  return (
    <div
      role="status"
      className={`mt-6 flex gap-3 rounded-xl border p-3 ${
        ok ? 'border-green-700 bg-green-50 text-green-900' : 'border-amber-700 bg-amber-50 text-amber-900'
      }`}
    >
      {ok ? (
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
      ) : (
        <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      )}
      <p className="font-semibold">{fmt(m.delivery[settings.delivery], { host: settings.smtp_host })}</p>
    </div>
  );
}

/** Typical providers' settings; Gmail's app password first, since its normal password is refused. */
export function SmtpHints() {
  return (
    <Card aria-labelledby="smtp-hints-title" role="region">
      <h2 id="smtp-hints-title" className="mb-3 flex items-center gap-2 text-xl font-bold">
        <Lightbulb aria-hidden className="size-5 text-brand-600" />
        {m.hints}
      </h2>
      <ul className="list-disc space-y-2 pl-5 text-sm">
        {m.hintItems.map((hint) => (
          <li key={hint}>{hint}</li>
        ))}
      </ul>
    </Card>
  );
}
