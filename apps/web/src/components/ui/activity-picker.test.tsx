import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { ActivityPicker, type PickedActivity } from './activity-picker';

const texts = {
  legend: 'Atividades',
  hint: 'Até {max}.',
  chosen: 'Escolhidas: {n} de {max}',
  noneChosen: 'Nenhuma escolhida.',
  unchoose: 'Tirar {title}',
  search: 'Buscar atividade',
  searchHint: 'Digite parte do nome.',
  showing: 'Mostrando {shown} de {total}.',
  noMatch: 'Nenhuma atividade encontrada.',
  full: 'Já chega.',
  loadError: 'Não foi possível carregar as atividades.',
};

const catalogue = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  title: i === 0 ? 'Respiração guiada' : `Atividade ${i + 1}`,
  category: 'focus',
  is_locked: i === 9,
}));

const loaded = { data: catalogue, isError: false, isFetching: false, error: null, refetch: vi.fn() };

function Picker({ max = 2, read = loaded }: { max?: number; read?: typeof loaded | Record<string, unknown> }) {
  const [value, setValue] = useState<PickedActivity[]>([]);
  return <ActivityPicker read={read as typeof loaded} value={value} max={max} texts={texts} onChange={setValue} />;
}

describe('the forms’ activity picker', () => {
  it('offers the first 8 the family can play, finds the others without accents, and never a locked one', async () => {
    const { container } = render(<Picker />);
    expect(screen.getByText('Mostrando 8 de 9.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Buscar atividade'), 'respiracao');
    expect(screen.getByText('Mostrando 1 de 1.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Buscar atividade'));
    await userEvent.type(screen.getByLabelText('Buscar atividade'), 'Atividade 10');
    expect(screen.getByText('Nenhuma atividade encontrada.')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it('a choice moves the keyboard to the search, up to the limit, then to the count; a chosen one is taken out', async () => {
    render(<Picker />);
    await userEvent.click(screen.getByRole('button', { name: /Respiração guiada/ }));
    expect(screen.getByLabelText('Buscar atividade')).toHaveFocus();
    expect(screen.getByText('Escolhidas: 1 de 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Atividade 2/ }));
    expect(screen.getByText('Já chega.')).toBeInTheDocument();
    expect(screen.getByText('Escolhidas: 2 de 2')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Tirar Respiração guiada' }));
    expect(screen.getByText('Escolhidas: 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Respiração guiada/ })).toBeInTheDocument();
  });

  it('a failed read offers a retry', async () => {
    const refetch = vi.fn();
    render(<Picker read={{ isError: true, isFetching: false, error: new Error('x'), refetch }} />);
    expect(screen.getByText('Não foi possível carregar as atividades.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledWith({ cancelRefetch: false });
  });
});
