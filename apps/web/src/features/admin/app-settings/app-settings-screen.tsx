import {
  appSettingsBody,
  MAX_CHILDREN_OPTIONS,
  termsVersionWithoutText,
  TERMS_VERSION_MAX,
  type AdminAppSettings,
  type AppSettingsBody,
} from '@neurobridge/shared/api/admin-app-settings';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { formErrors, hasErrors, serverFieldErrors } from '../../../lib/form-errors';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { appSettingsQuery, useSaveAppSettings } from './app-settings-api';
import { adminAppSettingsMessages as m } from './messages';

type Draft = Pick<AdminAppSettings, keyof AppSettingsBody>;
const KEYS = ['ai_chat_enabled', 'report_generation_enabled', 'max_children_per_user', 'terms_version'] as const;

const pick = (s: AdminAppSettings): Draft => ({
  ai_chat_enabled: s.ai_chat_enabled,
  report_generation_enabled: s.report_generation_enabled,
  max_children_per_user: s.max_children_per_user,
  terms_version: s.terms_version,
});

/** /admin/app-settings (docs/product.md#admin-app-settings): loads the settings, then the form. */
export function AppSettingsScreen() {
  const query = useQuery({ ...appSettingsQuery, staleTime: 0 });
  let body;
  if (query.isPending) body = <Spinner label={m.loading} />;
  else if (query.isError)
    body = (
      <LoadError
        text={errorText(query.error, m.loadError)}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  else body = <AppSettingsForm saved={query.data} />;
  return (
    <>
      <h1 className="text-3xl font-bold">{m.title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{m.intro}</p>
      <div className="mt-6 max-w-3xl">{body}</div>
    </>
  );
}

/**
 * The four settings as a form: Salvar is enabled only once something changed; a new terms version
 * must have a text and is confirmed first, since everyone will have to accept again.
 */
function AppSettingsForm({ saved }: { saved: AdminAppSettings }) {
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>(() => pick(saved));
  // The stored values this draft started from. When they change (a save, or a new read showing
  // another admin's change), an untouched form shows them; edits in progress are kept.
  const [base, setBase] = useState(saved);
  if (base !== saved) {
    setBase(saved);
    if (!KEYS.some((k) => draft[k] !== base[k])) setDraft(pick(saved));
  }
  const [versionError, setVersionError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const mutation = useSaveAppSettings();
  const save = useLockedMutation(mutation);
  const listId = useId();

  const trimmedVersion = draft.terms_version.trim();
  const dirty = KEYS.some((k) => (k === 'terms_version' ? trimmedVersion : draft[k]) !== saved[k]);
  const versionChanged = trimmedVersion !== saved.terms_version;

  // What the last click sent, until the next edit or a failure: a second click that lands after
  // the answer but before the screen shows it must not save (and announce) the same thing again.
  const sent = useRef<string | null>(null);

  const update = (change: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...change }));
    sent.current = null;
    mutation.reset();
  };

  function run() {
    const body = { ...draft, terms_version: trimmedVersion } as AppSettingsBody;
    const key = JSON.stringify(body);
    if (sent.current === key) return;
    setDraft(body);
    const started = save(body, {
      onSuccess: () => toast(m.saved, 'success'),
      onError: () => {
        sent.current = null;
      },
      onSettled: () => setConfirming(false),
    });
    if (started) sent.current = key;
  }

  /**
   * The server refuses these too (docs/product.md#admin-app-settings); saying so here saves a round
   * trip: the contract's rule and text first (a version is required), then a version needs its text.
   */
  function newVersionError(): string | undefined {
    if (!versionChanged) return undefined;
    const invalid = formErrors(appSettingsBody, { ...draft, terms_version: trimmedVersion }).terms_version;
    if (invalid) return invalid;
    return saved.terms_versions.includes(trimmedVersion) ? undefined : termsVersionWithoutText(trimmedVersion);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!dirty || mutation.isPending) return;
    const versionInvalid = newVersionError();
    if (versionInvalid) {
      setVersionError(versionInvalid);
      return;
    }
    if (versionChanged) setConfirming(true);
    else run();
  }

  const limitChoices: string[] = [...MAX_CHILDREN_OPTIONS];
  const storedLimitIsOdd = !limitChoices.includes(saved.max_children_per_user);

  return (
    <form onSubmit={submit} noValidate aria-labelledby="app-settings-form-title">
      <h2 id="app-settings-form-title" className="sr-only">
        {m.title}
      </h2>
      <Card>
        <h3 className="mb-3 text-lg font-bold">{m.features}</h3>
        <SettingSwitch
          label={m.aiChat}
          hint={m.aiChatHint}
          on={draft.ai_chat_enabled === 'true'}
          onChange={(on) => update({ ai_chat_enabled: on ? 'true' : 'false' })}
        />
        <SettingSwitch
          label={m.reports}
          hint={m.reportsHint}
          on={draft.report_generation_enabled === 'true'}
          onChange={(on) => update({ report_generation_enabled: on ? 'true' : 'false' })}
        />
      </Card>

      <Card className="mt-4">
        <h3 className="mb-3 text-lg font-bold">{m.limits}</h3>
        <SelectField
          label={m.maxChildren}
          hint={m.maxChildrenHint}
          value={draft.max_children_per_user}
          onChange={(e) => update({ max_children_per_user: e.target.value })}
        >
          {storedLimitIsOdd && (
            <option value={saved.max_children_per_user} disabled>
              {fmt(m.currentValue, { value: saved.max_children_per_user })}
            </option>
          )}
          {MAX_CHILDREN_OPTIONS.map((o) => (
            <option key={o} value={o}>
              {o === 'unlimited' ? m.unlimited : o}
            </option>
          ))}
        </SelectField>
      </Card>

      <Card className="mt-4">
        <h3 className="mb-3 text-lg font-bold">{m.terms}</h3>
        <TextField
          label={m.termsVersion}
          value={draft.terms_version}
          limit={TERMS_VERSION_MAX}
          list={listId}
          autoComplete="off"
          hint={fmt(m.termsVersionsHint, { list: saved.terms_versions.join(', ') })}
          error={versionError ?? serverFieldErrors(mutation.error).terms_version}
          onChange={(e) => {
            setVersionError(undefined);
            update({ terms_version: e.target.value });
          }}
        />
        <datalist id={listId}>
          {saved.terms_versions.map((v) => (
            <option key={v} value={v} />
          ))}
        </datalist>
        <p className="rounded-xl bg-amber-50 p-3 text-amber-950">{m.termsNote}</p>
      </Card>

      {mutation.isError && !confirming && !hasErrors(serverFieldErrors(mutation.error)) && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 font-medium text-red-900">
          {errorText(mutation.error, m.saveError)}
        </p>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!dirty} pending={mutation.isPending} pendingLabel={m.saving}>
          {m.save}
        </Button>
        {dirty && (
          <Button
            variant="ghost"
            disabled={mutation.isPending}
            onClick={() => {
              setDraft(pick(saved));
              setVersionError(undefined);
              sent.current = null;
              mutation.reset();
            }}
          >
            {m.discard}
          </Button>
        )}
        <p role="status" className="text-sm text-muted">
          {dirty ? m.unsaved : m.noChanges}
        </p>
      </div>

      {confirming && (
        <ConfirmDialog
          title={m.confirmTitle}
          text={`${m.confirmText} ${fmt(m.confirmFromTo, { from: saved.terms_version, to: trimmedVersion })}`}
          confirmLabel={m.confirm}
          pending={mutation.isPending}
          error={mutation.isError ? errorText(mutation.error, m.saveError) : undefined}
          onConfirm={run}
          onCancel={() => {
            setConfirming(false);
            mutation.reset();
          }}
        />
      )}
    </form>
  );
}

/** A labelled on/off switch with its one-line description (docs/product.md#admin-app-settings). */
function SettingSwitch({
  label,
  hint,
  on,
  onChange,
}: {
  label: string;
  hint: string;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-14 items-center justify-between gap-4 border-t border-slate-100 py-3 first-of-type:border-t-0">
      <div>
        <p id={`${id}-label`} className="font-semibold">
          {label}
        </p>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onClick={() => onChange(!on)}
        className="flex min-h-12 shrink-0 items-center gap-3 rounded-xl px-2 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        <span
          aria-hidden
          className={`relative inline-flex h-7 w-12 items-center rounded-full transition-colors ${on ? 'bg-brand-600' : 'bg-slate-400'}`}
        >
          <span
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
          />
        </span>
        <span aria-hidden className="w-24 text-left text-sm font-medium">
          {on ? m.on : m.off}
        </span>
      </button>
    </div>
  );
}
