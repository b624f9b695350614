import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleAssignment, sampleWeeks } from '../../features/home-programme/home-programme-stubs';
import { stubSignedInProfessional } from '../../features/professional/professional-stubs';
import { sampleChild, stubSignedInParent } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const programme = () => ({ body: { assignments: [sampleAssignment(1)] } });

/** Where the home programme shows (docs/product.md#home-programme): both child pages and the professional's reports. */
describe('the home programme on the screens', () => {
  it("the professional's child page: 'Programa em casa' with 'Atribuir prática', which opens the dialog", async () => {
    stubSignedInProfessional({
      'GET /api/children/10/home-programme': programme,
      'GET /api/activities': () => ({ body: [] }),
    });
    renderRoute('/professional/child/10');
    const section = await screen.findByRole('region', { name: 'Programa em casa' });
    expect(await within(section).findByTestId('assignment')).toHaveTextContent('Memória, Respiração do balão');
    expect(within(section).getByRole('button', { name: /^Encerrar prática/ })).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Atribuir prática' }));
    expect(await screen.findByRole('dialog', { name: 'Atribuir prática para Lia' })).toBeInTheDocument();
  });

  it("the parent's child page: the same list, read-only", async () => {
    stubSignedInParent({
      'GET /api/children': () => ({ body: [sampleChild()] }),
      'GET /api/children/10/home-programme': () => ({
        body: { assignments: [sampleAssignment(1, { mine: false })] },
      }),
    });
    renderRoute('/child/10');
    const section = await screen.findByRole('region', { name: 'Programa em casa' });
    expect(await within(section).findByTestId('assignment')).toHaveTextContent(
      'Atribuída por Marta Lima · Fonoaudiólogo(a)',
    );
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it("the professional's reports: 'Adesão ao programa em casa'", async () => {
    stubSignedInProfessional({
      'GET /api/professional/adherence': () => ({
        body: { children: [{ child_id: 10, child_name: 'Lia', weeks: sampleWeeks([1, 2], [2, 2]) }] },
      }),
    });
    renderRoute('/professional/reports');
    const section = await screen.findByRole('region', { name: 'Adesão ao programa em casa' });
    expect(await within(section).findByText('3 de 4 nas 4 semanas · 75 %')).toBeInTheDocument();
  });
});
