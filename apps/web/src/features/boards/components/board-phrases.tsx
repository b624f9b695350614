import { onFirstUse } from '@neurobridge/shared/domain/on-first-use';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadingOrError } from '../../../components/ui/load-error';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import {
  boardSettingsQueryOptions,
  latestPhrasesQueryOptions,
  useChangeBoardSettings,
  useForgetPhrases,
} from '../api/board-uses';
import { boardUsesMessages as t } from '../uses-messages';

const saidFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'America/Sao_Paulo',
    }),
);

/**
 * 'Guardar frases' and the sentences kept (docs/product.md#what-the-board-tells): the parent's switch
 * (turning it off asks first, as it deletes them), and while it is on the latest sentences, with
 * 'Apagar frases' for the parent. A professional sees the setting and the sentences, not the switch.
 */
export function BoardPhrases({ childId, owner }: { childId: number; owner: boolean }) {
  const settings = useQuery(boardSettingsQueryOptions(childId));
  if (!settings.data) return <LoadingOrError read={settings} errorFallback={t.loadError} />;
  const on = settings.data.save_phrases;
  if (!owner && !on) return null;
  return (
    <Card className="mt-4">
      {owner ? <SaveSwitch childId={childId} on={on} /> : null}
      {on && <LatestPhrases childId={childId} owner={owner} />}
    </Card>
  );
}

function SaveSwitch({ childId, on }: { childId: number; on: boolean }) {
  const id = useId();
  const toast = useToast();
  const change = useChangeBoardSettings(childId);
  const run = useLockedMutation(change);
  const [asking, setAsking] = useState(false);
  const set = (value: boolean) =>
    run(value, {
      onSuccess: () => {
        setAsking(false);
        toast(value ? t.turnedOn : t.turnedOff, 'success');
      },
    });
  return (
    <>
      <div className="flex min-h-16 items-start gap-3">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="mt-1 size-8 shrink-0 accent-brand-600"
          aria-describedby={`${id}-text`}
          checked={on}
          disabled={change.isPending}
          onChange={(e) => (e.target.checked ? set(true) : setAsking(true))}
        />
        <div>
          <label htmlFor={id} className="text-lg font-semibold">
            {t.savePhrases}
          </label>
          <p id={`${id}-text`} className="text-muted">
            {t.savePhrasesText}
          </p>
        </div>
      </div>
      {change.isError && !asking && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-red-900">
          {errorText(change.error, t.settingsError)}
        </p>
      )}
      {asking && (
        <ConfirmDialog
          title={t.turnOffTitle}
          text={t.turnOffText}
          confirmLabel={t.turnOffConfirm}
          pending={change.isPending}
          error={change.isError ? errorText(change.error, t.settingsError) : undefined}
          onConfirm={() => set(false)}
          onCancel={() => {
            change.reset();
            setAsking(false);
          }}
        />
      )}
    </>
  );
}

function LatestPhrases({ childId, owner }: { childId: number; owner: boolean }) {
  const phrases = useQuery(latestPhrasesQueryOptions(childId));
  const toast = useToast();
  const forget = useForgetPhrases(childId);
  const run = useLockedMutation(forget);
  const [asking, setAsking] = useState(false);
  return (
    <div className="mt-4">
      <h3 className="mb-2 text-xl font-bold">{t.phrases}</h3>
      {!phrases.data ? (
        <LoadingOrError read={phrases} errorFallback={t.phrasesError} />
      ) : phrases.data.phrases.length === 0 ? (
        <p>{t.phrasesEmpty}</p>
      ) : (
        <ul className="mb-3 divide-y divide-slate-200">
          {phrases.data.phrases.map((p) => (
            <li key={p.id} className="py-2">
              <span className="text-lg">“{p.text}”</span>{' '}
              <time dateTime={p.said_at} className="text-sm text-muted">
                {saidFormat().format(new Date(p.said_at))}
              </time>
            </li>
          ))}
        </ul>
      )}
      {owner && phrases.data && phrases.data.phrases.length > 0 && (
        <Button variant="danger" onClick={() => setAsking(true)}>
          <Trash2 aria-hidden className="size-5" />
          {t.forget}
        </Button>
      )}
      {asking && (
        <ConfirmDialog
          title={t.forgetTitle}
          text={t.forgetText}
          confirmLabel={t.forgetConfirm}
          pending={forget.isPending}
          error={forget.isError ? errorText(forget.error, t.forgetError) : undefined}
          onConfirm={() =>
            run(undefined, {
              onSuccess: () => {
                setAsking(false);
                toast(t.forgotten, 'success');
              },
            })
          }
          onCancel={() => {
            forget.reset();
            setAsking(false);
          }}
        />
      )}
    </div>
  );
}
