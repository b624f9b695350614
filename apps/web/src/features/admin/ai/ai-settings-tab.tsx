import {
  AI_KEY_LOCKED,
  AI_MODEL_LABELS,
  AI_MODELS,
  AI_SETTINGS_SAVE_FAILED,
  AI_SETTINGS_SAVED,
  hasFixedTemperature,
  aiSettingsBody,
  MAX_TOKENS_MAX,
  MAX_TOKENS_MIN,
  SYSTEM_PROMPT_MAX,
  TEMPERATURE_STEP,
  type AiSettings,
  type AiSettingsBody,
} from '@neurobridge/shared/api/admin-ai';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { SECRET_MAX } from '@neurobridge/shared/api/admin-payment-settings';
import { errorText } from '../../../lib/api-client';
import { formErrors, hasErrors, serverFieldErrors, type FormErrors } from '../../../lib/form-errors';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { aiSettingsQuery, useSaveAiSettings } from './ai-api';
import { adminAiMessages as m } from './messages';
import { useAdminMay } from '../shell/admin-role';
import { SecretInput } from '../shell/secret-input';
import { StatusBanner } from '../shell/status-banner';

/** The provider settings: loading, its failure with a retry, then the form. */
export function AiSettingsTab() {
  const query = useQuery(aiSettingsQuery);
  if (query.isPending) return <Spinner label={m.loadingSettings} />;
  if (query.isError)
    return (
      <LoadError
        text={errorText(query.error, m.loadSettingsError)}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  return <AiSettingsForm saved={query.data} />;
}

interface Draft {
  api_key: string;
  model: string;
  temperature: number;
  /** As typed. */
  max_tokens: string;
  system_prompt: string;
}
const toDraft = (s: AiSettings): Draft => ({ ...s, max_tokens: String(s.max_tokens) });

/**
 * The key is a masked password field: sent back unchanged it keeps the stored key; an environment
 * key is shown locked and never sent. A model whose name starts with 'o' fixes the temperature at 1.
 */
function AiSettingsForm({ saved }: { saved: AiSettings }) {
  const toast = useToast();
  const [draft, setDraft] = useState(() => toDraft(saved));
  const [errors, setErrors] = useState<FormErrors<keyof AiSettingsBody>>({});
  const mutation = useSaveAiSettings();
  const save = useLockedMutation(mutation);
  // Saving is part of the settings (domain/admin-roles.ts): a role that may only read sees them locked.
  const maySave = useAdminMay('settings');
  const tempId = useId();
  const fixed = hasFixedTemperature(draft.model);
  const temperature = fixed ? 1 : draft.temperature;
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  function submit() {
    const tokens = draft.max_tokens.trim() === '' ? NaN : Number(draft.max_tokens);
    const body: AiSettingsBody = {
      model: draft.model as AiSettingsBody['model'],
      temperature,
      max_tokens: tokens,
      system_prompt: draft.system_prompt.trim(),
      // The masked value goes back as it is: the server keeps the stored key (docs/product.md#admin-ai-bot).
      ...(saved.locked.api_key ? {} : { api_key: draft.api_key }),
    };
    // The contract's own refusals, each beside its field (a text over its limit says the limit).
    const found = formErrors(aiSettingsBody, body);
    setErrors(found);
    if (hasErrors(found)) return;
    save(body, {
      onSuccess: (stored) => {
        setDraft(toDraft(stored));
        toast(AI_SETTINGS_SAVED, 'success');
      },
      onError: (err) => {
        const fields = serverFieldErrors(err);
        if (hasErrors(fields)) setErrors(fields);
        else toast(errorText(err, AI_SETTINGS_SAVE_FAILED), 'error');
      },
    });
  }

  return (
    <Card>
      <ProviderStatus active={saved.active} />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset disabled={!maySave} className="m-0 min-w-0 border-0 p-0">
          <SecretInput
            label={m.apiKey}
            showLabel={fmt(m.show, { field: m.apiKey })}
            hideLabel={fmt(m.hide, { field: m.apiKey })}
            value={draft.api_key}
            locked={saved.locked.api_key}
            hint={saved.locked.api_key ? `${m.apiKeyLocked}. ${AI_KEY_LOCKED}` : m.apiKeyHint}
            error={errors.api_key}
            limit={SECRET_MAX}
            onChange={(api_key) => set({ api_key })}
          />
          <SelectField label={m.model} value={draft.model} onChange={(e) => set({ model: e.target.value })}>
            {!(AI_MODELS as readonly string[]).includes(draft.model) && (
              <option value={draft.model}>{draft.model}</option>
            )}
            {AI_MODELS.map((model) => (
              <option key={model} value={model}>
                {AI_MODEL_LABELS[model]}
              </option>
            ))}
          </SelectField>
          <div className="mb-4">
            <label htmlFor={tempId} className="block font-semibold">
              {fmt(m.temperature, { value: temperature.toFixed(1).replace('.', ',') })}
            </label>
            <input
              id={tempId}
              type="range"
              min={0}
              max={1}
              step={TEMPERATURE_STEP}
              value={temperature}
              disabled={fixed}
              aria-describedby={`${tempId}-hint`}
              aria-valuetext={temperature.toFixed(1).replace('.', ',')}
              onChange={(e) => set({ temperature: Math.round(Number(e.target.value) * 10) / 10 })}
              className="mt-2 block h-12 w-full accent-brand-600 disabled:opacity-50"
            />
            <p id={`${tempId}-hint`} className="mt-1 text-sm text-muted">
              {fixed ? m.temperatureFixed : m.temperatureHint}
            </p>
          </div>
          <TextField
            label={m.maxTokens}
            type="number"
            inputMode="numeric"
            min={MAX_TOKENS_MIN}
            max={MAX_TOKENS_MAX}
            step={1}
            hint={fmt(m.maxTokensHint, { min: String(MAX_TOKENS_MIN), max: String(MAX_TOKENS_MAX) })}
            error={errors.max_tokens}
            value={draft.max_tokens}
            onChange={(e) => set({ max_tokens: e.target.value })}
          />
          <TextAreaField
            label={m.systemPrompt}
            rows={6}
            limit={SYSTEM_PROMPT_MAX}
            hint={m.systemPromptHint}
            error={errors.system_prompt}
            value={draft.system_prompt}
            onChange={(e) => set({ system_prompt: e.target.value })}
          />
        </fieldset>
        {maySave ? (
          <Button type="submit" pending={mutation.isPending} pendingLabel={m.saving}>
            {m.saveSettings}
          </Button>
        ) : (
          <p className="rounded-xl bg-slate-100 p-3 font-medium">{m.readOnlySettings}</p>
        )}
      </form>
    </Card>
  );
}

function ProviderStatus({ active }: { active: boolean }) {
  return (
    <StatusBanner ok={active}>
      <p className="font-semibold">{active ? m.providerActive : m.providerOffline}</p>
    </StatusBanner>
  );
}
