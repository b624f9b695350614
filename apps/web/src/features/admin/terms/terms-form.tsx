import {
  publishTermsBody,
  TERMS_SUMMARY_MAX,
  TERMS_TEXT_MAX,
  TERMS_TITLE_MAX,
  TERMS_VERSION_NOT_NEWER,
} from '@neurobridge/shared/api/admin-terms';
import { compareTermsVersions, nextTermsVersion, parseTermsVersion } from '@neurobridge/shared/domain/terms-versions';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { TermsModal } from '../../../components/terms/terms-modal';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { formErrors, hasErrors, serverFieldErrors, type FormErrors } from '../../../lib/form-errors';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { focusFirstInvalid } from '../shell/focus-invalid';
import { adminTermsMessages as m } from './messages';
import { adminTermsVersionQuery, usePublishTerms } from './terms-api';
import { clearDraft, emptyDraft, loadDraft, saveDraft, type TermsDraft } from './terms-draft';

type Field = keyof TermsDraft;

/**
 * What the server refuses, said before asking (docs/product.md#admin-terms): the contract's own
 * rules and texts, then a number not newer than the current version.
 */
function draftErrors(draft: TermsDraft, current: string): FormErrors<Field> {
  const errors = formErrors(publishTermsBody, draft);
  const version = draft.version.trim();
  if (!errors.version && parseTermsVersion(current) && compareTermsVersions(version, current) <= 0) {
    errors.version = TERMS_VERSION_NOT_NEWER;
  }
  return errors;
}

/**
 * 'Nova versão': number, title, text and summary, kept in this browser as a draft until published.
 * 'Pré-visualizar' opens the very modal a family will see (summary first); 'Publicar versão' asks
 * first, then publishes once, however often it is clicked.
 */
export function NewTermsForm({ current, nextVersion }: { current: string; nextVersion: string }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TermsDraft>(() => loadDraft() ?? emptyDraft(nextVersion));
  // Until something is typed there is no draft of the admin's: the number follows the list.
  const [edited, setEdited] = useState(() => loadDraft() !== null);
  const [listNext, setListNext] = useState(nextVersion);
  if (listNext !== nextVersion) {
    setListNext(nextVersion);
    if (!edited) setDraft(emptyDraft(nextVersion));
  }
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [previewing, setPreviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [copying, setCopying] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const publish = usePublishTerms();
  const runPublish = useLockedMutation(publish);
  const formRef = useRef<HTMLFormElement>(null);

  const serverErrors = serverFieldErrors(publish.error) as FormErrors<Field>;
  const shown: FormErrors<Field> = { ...serverErrors, ...errors };

  function update(change: Partial<TermsDraft>) {
    setDraft((d) => {
      const next = { ...d, ...change };
      // Kept at once: a reload right after typing loses nothing (the same value if run twice).
      saveDraft(next);
      return next;
    });
    setEdited(true);
    // A corrected field drops its mark; the server's marks go with the next attempt.
    setErrors((e) => {
      const rest = { ...e };
      for (const key of Object.keys(change) as Field[]) delete rest[key];
      return rest;
    });
    if (publish.isError) publish.reset();
  }

  /** Marks what is wrong and takes the focus there; true when the draft may be previewed or sent. */
  function checked(): boolean {
    const found = draftErrors(draft, current);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(formRef.current);
      return false;
    }
    return true;
  }

  async function copyCurrent() {
    setCopying('busy');
    try {
      const doc = await queryClient.fetchQuery(adminTermsVersionQuery(current));
      update({ text: doc.text });
      setCopying('idle');
    } catch {
      setCopying('failed');
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (publish.isPending) return;
    publish.reset();
    if (checked()) setConfirming(true);
  }

  function confirmPublish() {
    const body = {
      version: draft.version.trim(),
      title: draft.title,
      text: draft.text,
      summary: draft.summary,
    };
    runPublish(
      { body, idempotencyKey },
      {
        onSuccess: (published) => {
          clearDraft();
          renewKey();
          setEdited(false);
          // The number follows the list, read again with the new version in it.
          setDraft(emptyDraft(nextTermsVersion(published.version)));
          setErrors({});
          setConfirming(false);
          toast(fmt(m.published, { version: published.version }), 'success');
        },
        onError: (err) => {
          // A refusal about a field is said beside it (the number taken meanwhile, say).
          if (hasErrors(serverFieldErrors(err))) {
            setConfirming(false);
            focusFirstInvalid(formRef.current);
          }
        },
      },
    );
  }

  const version = draft.version.trim();
  const otherError = publish.isError && !hasErrors(serverErrors) ? errorText(publish.error, m.publishError) : undefined;

  return (
    <section aria-labelledby="terms-new-title" className="mt-8">
      <h2 id="terms-new-title" className="text-xl font-bold">
        {m.newTitle}
      </h2>
      <p className="mt-1 mb-3 text-muted">{m.newIntro}</p>
      <Card>
        <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="terms-new-title">
          <TextField
            label={m.fieldVersion}
            value={draft.version}
            inputMode="decimal"
            autoComplete="off"
            hint={fmt(m.fieldVersionHint, { current, next: nextVersion })}
            error={shown.version}
            onChange={(e) => update({ version: e.target.value })}
          />
          <TextField
            label={m.fieldTitle}
            value={draft.title}
            limit={TERMS_TITLE_MAX}
            autoComplete="off"
            error={shown.title}
            onChange={(e) => update({ title: e.target.value })}
          />
          <TextAreaField
            label={m.fieldText}
            value={draft.text}
            rows={16}
            limit={TERMS_TEXT_MAX}
            hint={m.fieldTextHint}
            error={shown.text}
            onChange={(e) => update({ text: e.target.value })}
          />
          {draft.text === '' && (
            <div className="-mt-2 mb-4">
              <Button
                type="button"
                variant="ghost"
                pending={copying === 'busy'}
                pendingLabel={m.copying}
                onClick={copyCurrent}
              >
                {fmt(m.copyCurrent, { version: current })}
              </Button>
              {copying === 'failed' && (
                <p role="alert" className="mt-1 text-sm font-medium text-red-800">
                  {m.copyError}
                </p>
              )}
            </div>
          )}
          <TextAreaField
            label={m.fieldSummary}
            value={draft.summary}
            rows={4}
            limit={TERMS_SUMMARY_MAX}
            hint={m.fieldSummaryHint}
            error={shown.summary}
            onChange={(e) => update({ summary: e.target.value })}
          />
          {hasErrors(shown) && (
            <p role="alert" className="mb-3 font-medium text-red-900">
              {m.fixFields}
            </p>
          )}
          {otherError && !confirming && (
            <p role="alert" className="mb-3 rounded-xl bg-red-50 p-3 font-medium text-red-900">
              {otherError}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="secondary" onClick={() => checked() && setPreviewing(true)}>
              {m.preview}
            </Button>
            <Button type="submit" pending={publish.isPending}>
              {m.publish}
            </Button>
            {edited && (
              <Button type="button" variant="ghost" onClick={() => setDiscarding(true)}>
                {m.discard}
              </Button>
            )}
          </div>
        </form>
      </Card>

      {previewing && (
        <TermsModal
          version={version}
          text={draft.text.trim()}
          documentTitle={draft.title.trim()}
          changes={{ from_version: current, summary: draft.summary.trim() }}
          accepting={false}
          onAccept={() => setPreviewing(false)}
          onDecline={() => setPreviewing(false)}
          preview={{ notice: fmt(m.previewNotice, { current, version }), onClose: () => setPreviewing(false) }}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={fmt(m.confirmTitle, { version })}
          text={fmt(m.confirmText, { version })}
          confirmLabel={m.confirmPublish}
          pending={publish.isPending}
          error={otherError}
          onConfirm={confirmPublish}
          onCancel={() => setConfirming(false)}
        />
      )}
      {discarding && (
        <ConfirmDialog
          title={m.discardTitle}
          text={m.discardText}
          confirmLabel={m.discardConfirm}
          onConfirm={() => {
            clearDraft();
            setEdited(false);
            setDraft(emptyDraft(nextVersion));
            setErrors({});
            publish.reset();
            setDiscarding(false);
          }}
          onCancel={() => setDiscarding(false)}
        />
      )}
    </section>
  );
}
