import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { EMPTY_CHILD_FORM } from '../child-form-values';
import { ChildFormModal } from './child-form-modal';

function renderForm(onSubmit = vi.fn(), error?: string) {
  return render(
    <ChildFormModal
      title="Adicionar criança"
      initial={EMPTY_CHILD_FORM}
      pending={false}
      error={error}
      onSubmit={onSubmit}
      onClose={vi.fn()}
    />,
  );
}

describe('ChildFormModal', () => {
  it("keeps 'Salvar' disabled while the name is blank and says 'Nome é obrigatório'", async () => {
    renderForm();
    const save = screen.getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();
    const name = screen.getByLabelText('Nome');
    await userEvent.type(name, '   ');
    await userEvent.tab();
    expect(screen.getByText('Nome é obrigatório')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.type(name, 'Lia');
    expect(save).toBeEnabled();
  });

  it("refuses a birth date the server refuses, with the server's text", async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Nome'), 'Lia');
    const birth = screen.getByLabelText('Data de nascimento (opcional)');
    fireEvent.change(birth, { target: { value: '1899-12-31' } });
    fireEvent.blur(birth);
    expect(screen.getByText('Data de nascimento inválida.')).toBeInTheDocument();
    expect(birth).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    fireEvent.change(birth, { target: { value: '2019-03-10' } });
    expect(screen.queryByText('Data de nascimento inválida.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('while saving, Salvar is locked with a spinner and the dialog cannot be closed', () => {
    render(
      <ChildFormModal
        title="Adicionar criança"
        initial={{ ...EMPTY_CHILD_FORM, name: 'Lia' }}
        pending
        onSubmit={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const save = screen.getByRole('button', { name: 'Salvando...' });
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();
  });

  it('shows the level selectors only for a checked diagnosis, with the labels of docs/product.md#child-fields', async () => {
    renderForm();
    expect(screen.queryByLabelText('Nível de suporte (TEA)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Nível (TDAH)')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Diagnóstico de TEA'));
    expect(screen.getByLabelText('Nível de suporte (TEA)')).toHaveDisplayValue('Nível 1 - Necessita de suporte');
    await userEvent.click(screen.getByLabelText('Diagnóstico de TDAH'));
    await userEvent.selectOptions(screen.getByLabelText('Nível (TDAH)'), 'Severo');
    expect(screen.getByLabelText('Nível (TDAH)')).toHaveDisplayValue('Severo');
  });

  it('submits the values', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText('Nome'), 'Lia');
    await userEvent.click(screen.getByLabelText('Diagnóstico de TEA'));
    await userEvent.selectOptions(screen.getByLabelText('Nível de suporte (TEA)'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Lia', diagnosis_tea: true, tea_level: 2 }));
  });

  it('shows a server error and has no serious accessibility violations', async () => {
    const { container } = renderForm(vi.fn(), 'Erro ao criar perfil');
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao criar perfil');
    await expectNoSeriousA11yViolations(container);
  });
});
