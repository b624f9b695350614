import { SECRET_MAX, type MercadoPagoSettings } from '@neurobridge/shared/api/admin-payment-settings';
import { fmt } from '../../../locales/pt-BR/messages';
import { SecretInput } from '../shell/secret-input';
import { StatusBanner } from '../shell/status-banner';
import { paymentSettingsMessages as m } from './messages';

/**
 * Whether payments charge for real now (docs/product.md#admin-mercado-pago): Mercado Pago needs
 * both the Access Token and the Webhook Secret; otherwise the demo (or nothing, in production),
 * with what is missing. Read from the server's last answer, so it follows each save.
 */
export function PaymentsStatus({ payments }: { payments: MercadoPagoSettings['payments'] }) {
  const active = payments.active;
  return (
    <StatusBanner ok={active}>
      <div>
        <p className="font-semibold">
          {active ? m.paymentsActive : payments.mode === 'demo' ? m.paymentsDemo : m.paymentsOff}
        </p>
        {!active && payments.reason && <p className="mt-1 text-sm">{payments.reason}</p>}
      </div>
    </StatusBanner>
  );
}

/** A Mercado Pago secret: an environment value is shown disabled and explained. */
export function SecretField({
  label,
  value,
  locked,
  hint,
  error,
  onChange,
}: {
  label: string;
  value: string;
  locked: boolean;
  /** What is wrong with it, said beside it. */
  error?: string;
  /** Said under the field, before the masking hint. */
  hint?: string;
  onChange: (value: string) => void;
}) {
  return (
    <SecretInput
      label={label}
      value={value}
      locked={locked}
      hint={locked ? m.lockedHint : hint ? `${hint} ${m.secretHint}` : m.secretHint}
      error={error}
      limit={SECRET_MAX}
      showLabel={fmt(m.show, { field: label })}
      hideLabel={fmt(m.hide, { field: label })}
      onChange={onChange}
    />
  );
}
