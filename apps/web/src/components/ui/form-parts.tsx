import type { ReactNode } from 'react';
import { messages } from '../../locales/pt-BR/messages';
import { Button } from './button';

/** A form's refusal that belongs to no one field: said at once to screen readers. */
export function FormAlert({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
      {text}
    </p>
  );
}

/**
 * A form dialog's buttons under its scrolling form: 'Cancelar' and the submit button of `form`
 * (both wait while it saves), after any of the dialog's own (`children`, e.g. a removal on the left).
 */
export function FormActions({
  form,
  saveLabel,
  pendingLabel,
  pending,
  disabled,
  onCancel,
  children,
}: {
  form: string;
  saveLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The submit button only, e.g. while another request of the dialog runs. */
  disabled?: boolean;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="mt-4 flex flex-wrap justify-end gap-3">
      {children}
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {messages.common.cancel}
      </Button>
      <Button type="submit" form={form} disabled={disabled} pending={pending} pendingLabel={pendingLabel}>
        {saveLabel}
      </Button>
    </div>
  );
}
