import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { stubFetch } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

describe('/sobre', () => {
  it('credits OpenMoji under CC BY-SA 4.0', async () => {
    stubFetch({ 'GET /api/users/me': () => ({ status: 401, body: {} }) });
    const { container } = renderRoute('/sobre');
    expect(await screen.findByRole('heading', { name: 'Créditos' })).toBeInTheDocument();
    expect(screen.getByText(/OpenMoji.*CC BY-SA 4.0/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ler a licença CC BY-SA 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by-sa/4.0/deed.pt_BR',
    );
    await expectNoSeriousA11yViolations(container);
  });
});
