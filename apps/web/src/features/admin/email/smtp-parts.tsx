import { SMTP_PASSWORD_MAX, type SmtpSettings } from '@neurobridge/shared/api/admin-email';
import { Lightbulb } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { fmt } from '../../../locales/pt-BR/messages';
import { smtpMessages as m } from './messages';
import { SecretInput } from '../shell/secret-input';
import { StatusBanner } from '../shell/status-banner';

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
      limit={SMTP_PASSWORD_MAX}
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
    <StatusBanner ok={ok} className="mt-6">
      <p className="font-semibold">{fmt(m.delivery[settings.delivery], { host: settings.smtp_host })}</p>
    </StatusBanner>
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
