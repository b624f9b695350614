import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const base =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-5 text-base font-semibold ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-50';
const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border-2 border-brand-600 bg-white text-brand-700 hover:bg-brand-50',
  ghost: 'text-ink hover:bg-slate-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

export function buttonClass(variant: Variant = 'primary', extra = '') {
  return `${base} ${variants[variant]} ${extra}`;
}

/** The small spinner a button shows while its request runs. */
export function ButtonSpinner() {
  return (
    <span
      className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
      aria-hidden
    />
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /**
   * The button's request is running: disabled, `aria-busy` and a spinner. This shows the lock;
   * the caller also guards the call itself (lib/use-locked-mutation.ts), since two clicks in the
   * same tick both arrive before the button re-renders.
   */
  pending?: boolean;
  /** The text while pending (e.g. 'Salvando...'); the children otherwise. */
  pendingLabel?: string;
}

/** A large (48px) target. */
export function Button({
  variant = 'primary',
  pending,
  pendingLabel,
  className = '',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      className={buttonClass(variant, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending && <ButtonSpinner />}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

export function ButtonLink({ variant = 'primary', className = '', ...rest }: LinkProps & { variant?: Variant }) {
  return <Link className={buttonClass(variant, className)} {...rest} />;
}
