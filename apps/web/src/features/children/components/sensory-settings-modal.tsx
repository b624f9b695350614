import type { Child } from '@neurobridge/shared/api/children';
import type { SensorySettings } from '@neurobridge/shared/domain/sensory';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CheckboxField, SelectField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { portugueseVoices } from '../../../lib/speech';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { useUpdateChild } from '../api/children';
import { childrenMessages } from '../messages';

/** docs/product.md#sensory-settings: sound, speech, voice and rate, reduced motion, calm palette, larger text. */
export function SensorySettingsModal({ child, onClose }: { child: Child; onClose: () => void }) {
  const t = childrenMessages.sensory;
  const update = useUpdateChild(child.id);
  const run = useLockedMutation(update);
  const toast = useToast();
  const [values, setValues] = useState<SensorySettings>(child.sensory_settings);
  const voices = portugueseVoices();
  const set = <K extends keyof SensorySettings>(key: K, value: SensorySettings[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    run(
      { sensory_settings: values },
      {
        onSuccess: () => {
          toast(t.saved, 'success');
          onClose();
        },
      },
    );
  }

  return (
    <Dialog open title={t.title} onClose={update.isPending ? undefined : onClose}>
      <form id="sensory-form" onSubmit={submit} className="max-h-[60vh] overflow-y-auto pr-1">
        <p className="mb-4 text-muted">{fmt(t.intro, { name: child.name })}</p>
        <CheckboxField
          label={t.soundEffects}
          checked={values.sound_effects}
          onChange={(e) => set('sound_effects', e.target.checked)}
        />
        <CheckboxField label={t.speech} checked={values.speech} onChange={(e) => set('speech', e.target.checked)} />
        {values.speech && (
          <>
            {voices.length > 0 ? (
              <SelectField
                label={t.voice}
                value={values.voice_uri ?? ''}
                onChange={(e) => set('voice_uri', e.target.value || null)}
              >
                <option value="">{t.voiceAuto}</option>
                {voices.map((v) => (
                  <option key={v.voiceURI} value={v.voiceURI}>
                    {v.name}
                  </option>
                ))}
              </SelectField>
            ) : (
              <p className="mb-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{t.voiceNone}</p>
            )}
            <label htmlFor="speech-rate" className="block font-semibold">
              {t.rate}
            </label>
            <div className="mb-4 flex items-center gap-3">
              <span className="text-sm text-muted">{t.rateSlow}</span>
              <input
                id="speech-rate"
                type="range"
                min={0.5}
                max={1.5}
                step={0.1}
                value={values.speech_rate}
                onChange={(e) => set('speech_rate', Number(e.target.value))}
                className="h-12 flex-1 accent-brand-600"
              />
              <span className="text-sm text-muted">{t.rateFast}</span>
            </div>
          </>
        )}
        <SelectField
          label={t.motion}
          value={values.reduced_motion}
          onChange={(e) => set('reduced_motion', e.target.value as SensorySettings['reduced_motion'])}
        >
          <option value="system">{t.motionSystem}</option>
          <option value="on">{t.motionOn}</option>
          <option value="off">{t.motionOff}</option>
        </SelectField>
        <CheckboxField
          label={t.calmPalette}
          checked={values.calm_palette}
          onChange={(e) => set('calm_palette', e.target.checked)}
        />
        <CheckboxField
          label={t.largeText}
          checked={values.large_text}
          onChange={(e) => set('large_text', e.target.checked)}
        />
        {update.isError && (
          <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-red-900">
            {errorText(update.error, t.error)}
          </p>
        )}
      </form>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
          {messages.common.cancel}
        </Button>
        <Button type="submit" form="sensory-form" pending={update.isPending} pendingLabel={messages.common.saving}>
          {t.save}
        </Button>
      </div>
    </Dialog>
  );
}
