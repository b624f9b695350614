import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CharCounter } from '../../../components/ui/field';

/**
 * A secret of the admin settings (an access token, a password, an API key) with show/hide. It holds
 * what the server read, masked: left as it is, saving keeps the stored secret. A secret from the
 * server's environment is shown disabled (`locked`), with `hint` saying so.
 */
export function SecretInput({
  label,
  value,
  locked,
  hint,
  error,
  limit,
  autoComplete = 'off',
  showLabel,
  hideLabel,
  onChange,
}: {
  label: string;
  value: string;
  locked: boolean;
  hint: string;
  error?: string;
  /** The server's limit, as a counter: a pasted secret is never cut. */
  limit?: number;
  autoComplete?: 'off' | 'new-password';
  /** The show/hide button's accessible names. */
  showLabel: string;
  hideLabel: string;
  onChange: (value: string) => void;
}) {
  const [shown, setShown] = useState(false);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const counted = limit !== undefined && !locked && value.length >= limit * 0.8;
  const describedBy = [hintId, counted && countId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className="mb-4">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          spellCheck={false}
          disabled={locked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="block w-full rounded-xl border border-slate-400 bg-white px-3 py-3 text-base disabled:bg-slate-100 aria-[invalid=true]:border-red-700"
        />
        <Button
          variant="secondary"
          aria-pressed={shown}
          aria-controls={id}
          aria-label={shown ? hideLabel : showLabel}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </Button>
      </div>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {hint}
      </p>
      {counted && <CharCounter id={countId} count={value.length} limit={limit} />}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
