import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSearchState } from './use-search-state';

function Screen() {
  const [values, update] = useSearchState(['deleted', 'q'] as const);
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <label>
        <input
          type="checkbox"
          checked={values.deleted === '1'}
          onChange={(e) => update({ deleted: e.target.checked ? '1' : undefined })}
        />
        Mostrar excluídas
      </label>
      <label>
        Buscar
        <input value={values.q} onChange={(e) => update({ q: e.target.value })} />
      </label>
      <button type="button" onClick={() => navigate('?q=outra')}>
        Outro link
      </button>
      <p>URL: {search}</p>
    </>
  );
}

afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe('useSearchState', () => {
  it('shows a change at once, before the router has applied the URL in its transition', async () => {
    render(
      <MemoryRouter initialEntries={['/?q=ab']}>
        <Screen />
      </MemoryRouter>,
    );
    // Clicks as a browser does, outside act(): the router's transition runs later, on its own.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const box = screen.getByRole('checkbox', { name: 'Mostrar excluídas' });
    box.click();
    expect(box).toBeChecked();
    expect(screen.getByText('URL: ?q=ab')).toBeInTheDocument();
    // A second change before the transition builds on the first.
    box.click();
    box.click();
    expect(box).toBeChecked();
    await waitFor(() => expect(screen.getByText('URL: ?q=ab&deleted=1')).toBeInTheDocument());
    expect(box).toBeChecked();
  });

  it('an empty value leaves the URL, and a navigation from elsewhere wins over what was chosen', async () => {
    render(
      <MemoryRouter initialEntries={['/?q=ab']}>
        <Screen />
      </MemoryRouter>,
    );
    await userEvent.clear(screen.getByRole('textbox', { name: 'Buscar' }));
    expect(await screen.findByText(/^URL:\s*$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Outro link' }));
    expect(await screen.findByText('URL: ?q=outra')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveValue('outra');
  });
});
