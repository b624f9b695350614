import { totpConfirmBody } from '@neurobridge/shared/api/admin-auth';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorText } from '../../../lib/api-client';
import { formErrors } from '../../../lib/form-errors';

/*
 * Its own module, named a form: it validates with the contract's schema (zod), so it loads with the
 * screens that show it and never pulls the contract into the back-office's shared chunk, which the
 * family's chunks must not import (apps/web/vite.config.ts, NOT_SHARED).
 */

/**
 * A 6-digit code form (the contract's own check, then the server's answer beside the field). The
 * field empties after a refusal, so the next code is typed afresh.
 */
export function TotpCodeForm({
  label,
  submitLabel,
  pendingLabel,
  pending,
  fallbackError,
  onSubmit,
  intro,
}: {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  fallbackError: string;
  /** Runs the call with the code; `fail` shows its refusal beside the field. */
  onSubmit: (code: string, fail: (err: unknown) => void) => unknown;
  intro?: ReactNode;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = formErrors(totpConfirmBody, { code });
    if (invalid.code) return setError(invalid.code);
    setError(null);
    onSubmit(code.trim(), (err) => {
      setCode('');
      setError(errorText(err, fallbackError));
    });
  }
  return (
    <form noValidate onSubmit={submit} className="mt-4 max-w-xs">
      {intro}
      <TextField
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={error ?? undefined}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
    </form>
  );
}
