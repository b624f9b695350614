import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { fmt, messages } from '../../locales/pt-BR/messages';

const control =
  'mt-1 block w-full rounded-xl border border-slate-400 bg-white px-3 py-3 text-base aria-[invalid=true]:border-red-700';

interface FieldShellProps {
  label: string;
  error?: string;
  hint?: string;
  /** With `limit`: how many characters the value has, shown against the limit. */
  counter?: { count: number; limit: number };
  children: (ids: { id: string; describedBy?: string }) => ReactNode;
}

/**
 * A field's limit shown as a counter instead of the native `maxLength`, which cuts a paste
 * silently: an over-long value stays as typed, the counter says by how much, and the form refuses
 * it with the limit in the message (docs/product.md#error-texts-in-the-interface).
 */
export function CharCounter({ id, count, limit }: { id: string; count: number; limit: number }) {
  const over = count - limit;
  return (
    <p id={id} className={`mt-1 text-sm ${over > 0 ? 'font-medium text-red-800' : 'text-muted'}`}>
      {fmt(over > 0 ? messages.common.charsOver : messages.common.charCount, { count, limit, over })}
    </p>
  );
}

/** Label, control, hint, counter and error wired together for screen readers. */
function FieldShell({ label, error, hint, counter, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const countId = counter ? `${id}-count` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, countId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {counter && countId && <CharCounter id={countId} {...counter} />}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = {
  label: string;
  error?: string;
  hint?: string;
  /** The server's limit: shown as a counter, never cutting what is typed or pasted. */
  limit?: number;
};

/** Shown once the value nears its limit (80 %), on a field that can be edited. */
function counterOf(value: unknown, limit: number | undefined, disabled: boolean | undefined) {
  const count = typeof value === 'string' ? value.length : 0;
  return limit === undefined || disabled || count < limit * 0.8 ? undefined : { count, limit };
}

export function TextField({ label, error, hint, limit, ...rest }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} counter={counterOf(rest.value, limit, rest.disabled)}>
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={control}
          {...rest}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  limit,
  ...rest
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} counter={counterOf(rest.value, limit, rest.disabled)}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={control}
          rows={3}
          {...rest}
        />
      )}
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  children,
  ...rest
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <select id={id} aria-describedby={describedBy} className={control} {...rest}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/** A large (48px) checkbox row. */
export function CheckboxField({ label, ...rest }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="mb-2 flex min-h-12 items-center gap-3">
      <input id={id} type="checkbox" className="size-6 accent-brand-600" {...rest} />
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
    </div>
  );
}
