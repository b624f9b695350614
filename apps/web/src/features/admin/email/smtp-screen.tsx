import {
  EMAIL_MAX,
  FROM_NAME_MAX,
  SMTP_HOST_MAX,
  SMTP_USER_MAX,
  type EmailTemplate,
  type SmtpSettings,
} from '@neurobridge/shared/api/admin-email';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField, TextField } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { emailTemplatesQuery, smtpSettingsQuery } from './email-api';
import { smtpMessages as m } from './messages';
import { smtpBody, toSmtpForm, type SmtpErrors, type SmtpForm } from './smtp-form';
import { DeliveryStatus, PasswordField, SmtpHints } from './smtp-parts';
import { focusFirstInvalid } from '../shell/focus-invalid';
import { saveSmtpScreen } from './smtp-save';
import { SmtpTestBox } from './smtp-test-box';
import { TemplateSwitches } from './template-switches';

/** /admin/smtp (docs/product.md#admin-smtp): the settings and the templates load, then the form. */
export function SmtpScreen() {
  // Read fresh on each visit; the form keeps what is typed until a save reloads it.
  const settings = useQuery({ ...smtpSettingsQuery, staleTime: 0, refetchOnWindowFocus: false });
  const templates = useQuery({ ...emailTemplatesQuery, staleTime: 0, refetchOnWindowFocus: false });
  let body;
  if (settings.data && templates.data)
    body = <SmtpSettingsForm settings={settings.data} templates={templates.data.templates} />;
  else if (settings.isError || templates.isError)
    body = (
      <LoadError
        text={errorText(settings.error ?? templates.error, m.loadError)}
        retrying={settings.isFetching || templates.isFetching}
        onRetry={() => {
          if (settings.isError) void settings.refetch();
          if (templates.isError) void templates.refetch();
        }}
      />
    );
  else body = <Spinner label={m.loading} />;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{m.title}</h1>
          <p className="mt-2 max-w-3xl text-muted">{m.intro}</p>
        </div>
        <ButtonLink to={paths.adminEmails} variant="secondary">
          <Inbox aria-hidden className="size-5" />
          {m.outboxLink}
        </ButtonLink>
      </div>
      {body}
    </div>
  );
}

function SmtpSettingsForm({ settings, templates }: { settings: SmtpSettings; templates: EmailTemplate[] }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(settings);
  const [form, setForm] = useState<SmtpForm>(() => toSmtpForm(settings));
  const [switches, setSwitches] = useState(templates);
  const [errors, setErrors] = useState<SmtpErrors>({});
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const locked = shown.locked;

  const set = <K extends keyof SmtpForm>(key: K, value: SmtpForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  /** The screen's settings as the API takes them, or null with each wrong field marked. */
  function checked() {
    const { body, errors: found } = smtpBody(form);
    setErrors(found);
    if (Object.keys(found).length === 0) return body;
    focusFirstInvalid(formRef.current);
    return null;
  }

  async function reload() {
    const [fresh, freshTemplates] = await Promise.all([
      queryClient.fetchQuery({ ...smtpSettingsQuery, staleTime: 0 }),
      queryClient.fetchQuery({ ...emailTemplatesQuery, staleTime: 0 }),
    ]);
    setShown(fresh);
    setForm(toSmtpForm(fresh));
    setSwitches(freshTemplates.templates);
  }

  async function save() {
    if (busy.current) return;
    const body = checked();
    if (!body) return;
    busy.current = true;
    setSaving(true);
    try {
      const outcome = await saveSmtpScreen(body, switches);
      // A refused field is said beside it, not in a toast.
      if (outcome.fields) {
        setErrors(outcome.fields);
        focusFirstInvalid(formRef.current);
      } else toast(outcome.text, outcome.templatesSaved ? 'success' : 'error');
      if (outcome.templatesSaved) {
        await reload().catch(() => undefined);
      } else if (outcome.settingsSaved) {
        // Keep the switches as set, so saving again retries them.
        const fresh = await queryClient.fetchQuery({ ...smtpSettingsQuery, staleTime: 0 }).catch(() => null);
        if (fresh) {
          setShown(fresh);
          setForm(toSmtpForm(fresh));
        }
      }
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }

  const text = (key: 'smtp_host' | 'smtp_user' | 'from_name' | 'from_email') => ({
    value: form[key],
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
  });

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <form
        ref={formRef}
        noValidate
        className="space-y-6 lg:col-span-2"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <DeliveryStatus settings={shown} />
        <Card role="region" aria-labelledby="smtp-connection-title">
          <h2 id="smtp-connection-title" className="mb-4 text-xl font-bold">
            {m.connection}
          </h2>
          {locked && <p className="mb-4 rounded-xl bg-slate-100 p-3 text-sm">{m.lockedNote}</p>}
          <TextField
            label={m.host}
            autoComplete="off"
            spellCheck={false}
            placeholder={m.hostPlaceholder}
            limit={SMTP_HOST_MAX}
            disabled={locked}
            hint={locked ? m.lockedHint : undefined}
            {...text('smtp_host')}
          />
          <TextField
            label={m.port}
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            disabled={locked}
            hint={locked ? m.lockedHint : m.portHint}
            value={form.smtp_port}
            error={errors.smtp_port}
            onChange={(e) => set('smtp_port', e.target.value)}
          />
          <TextField
            label={m.user}
            autoComplete="off"
            spellCheck={false}
            limit={SMTP_USER_MAX}
            disabled={locked}
            hint={locked ? m.lockedHint : undefined}
            {...text('smtp_user')}
          />
          <PasswordField
            value={form.smtp_password}
            locked={locked}
            error={errors.smtp_password}
            onChange={(v) => set('smtp_password', v)}
          />
          <CheckboxField
            label={m.secure}
            aria-describedby="smtp-secure-hint"
            disabled={locked}
            checked={form.smtp_secure}
            onChange={(e) => set('smtp_secure', e.target.checked)}
          />
          <p id="smtp-secure-hint" className="-mt-1 mb-2 text-sm text-muted">
            {locked ? m.lockedHint : m.secureHint}
          </p>
        </Card>

        <Card role="region" aria-labelledby="smtp-sender-title">
          <h2 id="smtp-sender-title" className="mb-4 text-xl font-bold">
            {m.sender}
          </h2>
          <TextField label={m.fromName} limit={FROM_NAME_MAX} {...text('from_name')} />
          <TextField
            label={m.fromEmail}
            type="email"
            inputMode="email"
            placeholder={m.fromEmailPlaceholder}
            limit={EMAIL_MAX}
            {...text('from_email')}
          />
          <CheckboxField
            label={m.active}
            aria-describedby="smtp-active-hint"
            checked={form.is_active}
            onChange={(e) => set('is_active', e.target.checked)}
          />
          <p id="smtp-active-hint" className="-mt-1 text-sm text-muted">
            {m.activeHint}
          </p>
        </Card>

        <TemplateSwitches
          templates={switches}
          onToggle={(type, enabled) =>
            setSwitches((all) => all.map((t) => (t.template_type === type ? { ...t, is_enabled: enabled } : t)))
          }
        />

        <div className="flex justify-end">
          <Button type="submit" pending={saving} pendingLabel={m.saving}>
            {m.save}
          </Button>
        </div>
      </form>
      <div className="space-y-6">
        <SmtpTestBox settings={checked} />
        <SmtpHints />
      </div>
    </div>
  );
}
