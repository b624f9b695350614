import { ROUTINE_PICTURES, type PictureKey } from '@neurobridge/shared/domain/pictures';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { PicturePicker } from './picture-picker';

function Picker({
  initial = null,
  onChange = vi.fn(),
}: {
  initial?: PictureKey | null;
  onChange?: (k: PictureKey) => void;
}) {
  const [value, setValue] = useState<PictureKey | null>(initial);
  return (
    <PicturePicker
      label="Figura"
      value={value}
      first={ROUTINE_PICTURES}
      onChange={(key) => {
        setValue(key);
        onChange(key);
      }}
    />
  );
}

describe('PicturePicker', () => {
  it('offers the first pictures in a named group, the rest behind "Mais figuras"', async () => {
    const { container } = render(<Picker />);
    const group = screen.getByRole('group', { name: 'Figura' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(ROUTINE_PICTURES.length);
    expect(screen.queryByRole('radio', { name: 'Sorvete' })).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Mais figuras' }));
    expect(screen.getByRole('radio', { name: 'Sorvete' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Mais figuras' })).not.toBeInTheDocument();
  });

  it('picks with a tap and moves with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Escovar os dentes' }));
    expect(onChange).toHaveBeenLastCalledWith('escovar_dentes');
    expect(screen.getByRole('radio', { name: 'Escovar os dentes' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('mochila');
    expect(screen.getByRole('radio', { name: 'Arrumar a mochila' })).toBeChecked();
  });

  it('a chosen picture outside the first ones shows every picture', () => {
    render(<Picker initial="pizza" />);
    expect(screen.getByRole('radio', { name: 'Pizza' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Mais figuras' })).not.toBeInTheDocument();
  });

  it('shows its error beside the group', () => {
    render(
      <PicturePicker
        label="Figura"
        value={null}
        first={ROUTINE_PICTURES}
        onChange={vi.fn()}
        error="Escolha uma figura."
      />,
    );
    expect(screen.getByRole('group', { name: 'Figura' })).toHaveAccessibleDescription('Escolha uma figura.');
  });
});
