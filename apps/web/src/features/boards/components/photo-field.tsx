import { Camera } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import { useBlobUrl } from '../blob-url';
import { mediaMessages } from '../media-messages';
import { PhotoError, preparePhoto } from '../resize-photo';

const t = mediaMessages.photo;

/** The photo shown in the form: the one the cell has (its url), a new one (not sent yet), or none. */
export type PhotoValue = { kind: 'kept'; id: number; url: string } | { kind: 'new'; blob: Blob } | null;

/**
 * 'Foto (opcional)' (docs/product.md#photos-and-voices): the device's camera or gallery, resized and
 * encoded here; a preview; 'Remover foto'. A file that is not an image, or that cannot fit in
 * 200 KB, is refused beside the field, as the server's refusal is (`error`).
 */
export function PhotoField({
  value,
  onChange,
  error,
  prepare = preparePhoto,
}: {
  value: PhotoValue;
  onChange: (value: PhotoValue) => void;
  error?: string;
  /** The resizing, replaced in tests (jsdom draws no canvas). */
  prepare?: (file: Blob) => Promise<Blob>;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | undefined>();
  const preview = usePreview(value);
  const message = refused ?? error;

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    setRefused(undefined);
    try {
      onChange({ kind: 'new', blob: await prepare(file) });
    } catch (err) {
      setRefused(err instanceof PhotoError && err.reason === 'too-big' ? t.tooBig : t.notImage);
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="mb-4" aria-describedby={`${id}-hint`}>
      <legend className="font-semibold">{t.label}</legend>
      <p id={`${id}-hint`} className="mb-2 text-sm text-muted">
        {t.hint}
      </p>
      {preview && <img src={preview} alt={t.preview} className="mb-2 size-32 rounded-xl object-cover" />}
      <div className="flex flex-wrap gap-3">
        <input
          id={id}
          type="file"
          accept="image/*"
          capture="environment"
          className="peer sr-only"
          disabled={busy}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => void choose(e)}
        />
        <label
          htmlFor={id}
          className={buttonClass(
            'secondary',
            'cursor-pointer peer-focus-visible:ring-4 peer-focus-visible:ring-brand-600 peer-disabled:opacity-60',
          )}
        >
          <Camera aria-hidden className="size-5" />
          {busy ? t.preparing : value ? t.change : t.choose}
        </label>
        {value && (
          <Button variant="secondary" onClick={() => onChange(null)}>
            {t.remove}
          </Button>
        )}
      </div>
      {message && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-800">
          {message}
        </p>
      )}
    </fieldset>
  );
}

function usePreview(value: PhotoValue): string | null {
  const made = useBlobUrl(value?.kind === 'new' ? value.blob : null);
  return value?.kind === 'kept' ? value.url : made;
}
