import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const props = { title: 'Remover?', text: 'Não pode ser desfeito.', confirmLabel: 'Remover' };

describe('ConfirmDialog', () => {
  it('while the action runs: the confirm button is busy, nothing closes it, focus stays put', async () => {
    const onCancel = vi.fn();
    const { rerender } = render(<ConfirmDialog {...props} onConfirm={vi.fn()} onCancel={onCancel} />);
    const confirm = screen.getByRole('button', { name: 'Remover' });
    confirm.focus();
    rerender(<ConfirmDialog {...props} pending onConfirm={vi.fn()} onCancel={onCancel} />);
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    // A failed action: the dialog is usable again, and the focus did not jump to the first control.
    rerender(<ConfirmDialog {...props} error="Falhou." onConfirm={vi.fn()} onCancel={onCancel} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Falhou.');
    expect(confirm).toBeEnabled();
    confirm.focus();
    rerender(<ConfirmDialog {...props} error="Falhou." onConfirm={vi.fn()} onCancel={() => onCancel()} />);
    expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
