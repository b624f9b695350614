import {
  ADMIN_PLAN_IDS,
  adminPaymentSettingsApi,
  mercadoPagoSaveBody,
  PLAN_CYCLE_MAX,
  PLAN_DESCRIPTION_MAX,
  PLAN_NAME_MAX,
  PLAN_PRICE_MAX,
  TOKEN_REQUIRED,
  URL_MAX,
  type AdminPlanId,
  type AdminPlanInput,
  type AdminPlans,
  type MercadoPagoSaveBody,
  type MercadoPagoSettings,
  type MercadoPagoSettingsBody,
  type PaymentUrlField,
} from '@neurobridge/shared/api/admin-payment-settings';
import { plansApi } from '@neurobridge/shared/api/plans';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PlugZap } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { apiKey } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { formErrorsByPath, hasErrors, type FormErrors as FieldErrors } from '../../../lib/form-errors';
import { adminCall } from '../api/admin-client';
import { focusFirstInvalid } from '../shell/focus-invalid';
import { paymentSettingsMessages as m } from './messages';
import { PaymentsStatus, SecretField } from './payment-parts';
import { mercadoPagoPlansQuery, mercadoPagoSettingsQuery } from './payment-settings-api';

interface PlanForm {
  name: string;
  /** As typed: a decimal with up to 2 places. */
  price: string;
  billing_cycle: string;
  description: string;
  enabled: boolean;
}
type PlansForm = Record<AdminPlanId, PlanForm>;

const URL_FIELDS: { field: PaymentUrlField; label: string }[] = [
  { field: 'success_url', label: m.successUrl },
  { field: 'failure_url', label: m.failureUrl },
  { field: 'webhook_url', label: m.webhookUrl },
  { field: 'notification_url', label: m.notificationUrl },
];

const toPlansForm = (plans: AdminPlans): PlansForm =>
  Object.fromEntries(
    ADMIN_PLAN_IDS.map((id) => {
      const { name, price, billing_cycle, description, enabled } = plans[id];
      return [id, { name, price: price.toFixed(2), billing_cycle, description, enabled }];
    }),
  ) as PlansForm;

/** A 4xx's own pt-BR text, else the generic failure (docs/product.md#admin-mercado-pago). */
const failureText = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && err.serverMessage ? err.serverMessage : fallback;

/** /admin/mercado-pago: loading, its failure with a retry, then the form. */
export function PaymentSettingsScreen() {
  const settings = useQuery(mercadoPagoSettingsQuery);
  const plans = useQuery(mercadoPagoPlansQuery);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold">{m.title}</h1>
        <p className="mt-2 max-w-3xl text-muted">{m.intro}</p>
      </div>
      {settings.data && plans.data ? (
        <PaymentSettingsForm settings={settings.data} plans={plans.data} />
      ) : settings.isError || plans.isError ? (
        <LoadError
          text={m.loadError}
          retrying={settings.isFetching || plans.isFetching}
          onRetry={() => {
            if (settings.isError) void settings.refetch();
            if (plans.isError) void plans.refetch();
          }}
        />
      ) : (
        <Spinner label={m.loading} />
      )}
    </div>
  );
}

function PaymentSettingsForm({ settings, plans }: { settings: MercadoPagoSettings; plans: AdminPlans }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => ({ ...settings }));
  const [planForm, setPlanForm] = useState(() => toPlansForm(plans));
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [confirmText, setConfirmText] = useState<string | null>(null);
  const busy = useRef(false);
  const modeName = useId();

  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const clearError = (path: string) =>
    setErrors((e) => (path in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== path)) : e));

  const setField = <K extends keyof MercadoPagoSettings>(key: K, value: MercadoPagoSettings[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    clearError(`settings.${key}`);
  };
  const setPlan = (id: AdminPlanId, patch: Partial<PlanForm>) => {
    setPlanForm((p) => ({ ...p, [id]: { ...p[id], ...patch } }));
    for (const key of Object.keys(patch)) clearError(`plans.${id}.${key}`);
  };

  /** Marks each wrong field beside its input and takes the focus to the first one. */
  function markFields(found: FieldErrors) {
    setErrors(found);
    focusFirstInvalid(formRef.current);
  }
  const fieldError = (path: string) => errors[path];

  async function testConnection() {
    if (busy.current) return;
    if (!form.access_token.trim()) {
      markFields({ 'settings.access_token': TOKEN_REQUIRED });
      return;
    }
    busy.current = true;
    setTesting(true);
    try {
      const result = await adminCall(adminPaymentSettingsApi.testConnection, {
        body: form.locked.access_token ? {} : { access_token: form.access_token },
      });
      toast(result.message, result.success ? 'success' : 'error');
    } catch (err) {
      toast(failureText(err, m.testError), 'error');
    } finally {
      busy.current = false;
      setTesting(false);
    }
  }

  /** The whole screen as the API takes it; a price as typed (a comma for the decimals), blank is no number. */
  function saveBody(confirm: boolean): MercadoPagoSaveBody {
    const plansInput = {} as Record<AdminPlanId, AdminPlanInput>;
    for (const id of ADMIN_PLAN_IDS) {
      const p = planForm[id];
      plansInput[id] = { ...p, price: p.price.trim() === '' ? Number.NaN : Number(p.price.replace(',', '.')) };
    }
    const settingsBody: MercadoPagoSettingsBody = {
      success_url: form.success_url,
      failure_url: form.failure_url,
      webhook_url: form.webhook_url,
      notification_url: form.notification_url,
      sandbox_mode: form.sandbox_mode,
      ...(form.locked.access_token ? {} : { access_token: form.access_token }),
      ...(form.locked.public_key ? {} : { public_key: form.public_key }),
      ...(form.locked.webhook_secret ? {} : { webhook_secret: form.webhook_secret }),
    };
    return { settings: settingsBody, plans: { ...plansInput, ...(confirm ? { confirm } : {}) } };
  }

  /**
   * One request for the whole screen, all or nothing (docs/product.md#admin-mercado-pago): a
   * refusal marks every wrong field; a 409 on the plans asks, and the confirmation sends it all again.
   */
  async function save(confirm = false) {
    if (busy.current) return;
    const body = saveBody(confirm);
    // The contract's rules and texts, keyed by field as a refusal names them: a wrong field is
    // marked before any request (docs/product.md#admin-mercado-pago).
    const found = formErrorsByPath(mercadoPagoSaveBody, body);
    if (hasErrors(found)) return markFields(found);
    busy.current = true;
    setSaving(true);
    try {
      const saved = await adminCall(adminPaymentSettingsApi.save, { body });
      queryClient.setQueryData(mercadoPagoSettingsQuery.queryKey, saved.settings);
      queryClient.setQueryData(mercadoPagoPlansQuery.queryKey, saved.plans);
      setForm({ ...saved.settings });
      setPlanForm(toPlansForm(saved.plans));
      setErrors({});
      setConfirmText(null);
      toast(m.saved, 'success');
      // The subscription page and the landing quote of this tab read the new prices.
      await queryClient.invalidateQueries({ queryKey: apiKey(plansApi.list) });
    } catch (err) {
      setConfirmText(null);
      if (!confirm && err instanceof ApiError && err.status === 409 && err.serverMessage) {
        setConfirmText(err.serverMessage);
      } else if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
        markFields(err.fields);
      } else {
        toast(failureText(err, m.saveError), 'error');
      }
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Card>
        <h2 className="mb-4 text-xl font-bold">{m.credentials}</h2>
        <PaymentsStatus payments={settings.payments} />
        <fieldset className="mb-4">
          <legend className="font-semibold">{m.mode}</legend>
          <div className="mt-1 flex flex-wrap gap-6">
            {(
              [
                ['true', m.sandbox],
                ['false', m.production],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex min-h-12 items-center gap-2">
                <input
                  type="radio"
                  name={modeName}
                  value={value}
                  className="size-5 accent-brand-600"
                  checked={form.sandbox_mode === value}
                  onChange={() => setField('sandbox_mode', value)}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <SecretField
          label={m.accessToken}
          value={form.access_token}
          locked={form.locked.access_token}
          error={fieldError('settings.access_token')}
          onChange={(v) => setField('access_token', v)}
        />
        <SecretField
          label={m.publicKey}
          value={form.public_key}
          locked={form.locked.public_key}
          error={fieldError('settings.public_key')}
          onChange={(v) => setField('public_key', v)}
        />
        <SecretField
          label={m.webhookSecret}
          value={form.webhook_secret}
          locked={form.locked.webhook_secret}
          error={fieldError('settings.webhook_secret')}
          hint={m.webhookSecretHint}
          onChange={(v) => setField('webhook_secret', v)}
        />
        <Button variant="secondary" onClick={() => void testConnection()} pending={testing} pendingLabel={m.testing}>
          <PlugZap aria-hidden className="size-5" />
          {m.testConnection}
        </Button>
      </Card>

      <Card>
        <h2 className="mb-4 text-xl font-bold">{m.urls}</h2>
        {URL_FIELDS.map(({ field, label }) => (
          <TextField
            key={field}
            label={label}
            type="url"
            inputMode="url"
            limit={URL_MAX}
            placeholder="https://"
            hint={field === 'success_url' ? m.urlHint : undefined}
            error={fieldError(`settings.${field}`)}
            value={form[field]}
            onChange={(e) => setField(field, e.target.value)}
          />
        ))}
      </Card>

      <section aria-labelledby={`${modeName}-plans`}>
        <h2 id={`${modeName}-plans`} className="mb-4 text-xl font-bold">
          {m.plans}
        </h2>
        <div className="grid gap-4 lg:grid-cols-3">
          {ADMIN_PLAN_IDS.map((id) => (
            <Card key={id} role="group" aria-label={m.plan[id]}>
              <h3 className="mb-3 text-lg font-bold">{m.plan[id]}</h3>
              <CheckboxField
                label={m.enabled}
                checked={planForm[id].enabled}
                onChange={(e) => setPlan(id, { enabled: e.target.checked })}
              />
              <TextField
                label={m.name}
                limit={PLAN_NAME_MAX}
                error={fieldError(`plans.${id}.name`)}
                value={planForm[id].name}
                onChange={(e) => setPlan(id, { name: e.target.value })}
              />
              <TextField
                label={m.price}
                type="number"
                inputMode="decimal"
                min={0}
                max={PLAN_PRICE_MAX}
                step={0.01}
                error={fieldError(`plans.${id}.price`)}
                value={planForm[id].price}
                onChange={(e) => setPlan(id, { price: e.target.value })}
              />
              <TextField
                label={m.billingCycle}
                limit={PLAN_CYCLE_MAX}
                error={fieldError(`plans.${id}.billing_cycle`)}
                value={planForm[id].billing_cycle}
                onChange={(e) => setPlan(id, { billing_cycle: e.target.value })}
              />
              <TextAreaField
                label={m.description}
                limit={PLAN_DESCRIPTION_MAX}
                error={fieldError(`plans.${id}.description`)}
                value={planForm[id].description}
                onChange={(e) => setPlan(id, { description: e.target.value })}
              />
            </Card>
          ))}
        </div>
      </section>

      <div className="flex justify-end">
        <Button type="submit" pending={saving} pendingLabel={m.saving}>
          {m.save}
        </Button>
      </div>

      {confirmText && (
        <ConfirmDialog
          title={m.confirmTitle}
          text={confirmText}
          confirmLabel={m.confirm}
          pending={saving}
          onConfirm={() => void save(true)}
          onCancel={() => setConfirmText(null)}
        />
      )}
    </form>
  );
}
