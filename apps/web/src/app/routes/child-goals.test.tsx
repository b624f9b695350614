import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleGoal } from '../../features/goals/goals-stubs';
import { stubSignedInProfessional } from '../../features/professional/professional-stubs';
import { setClock } from '../../lib/clock';
import { sampleChild, stubSignedInParent } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

beforeEach(() => setClock('2026-11-24T12:00:00-03:00'));
afterEach(() => vi.unstubAllGlobals());

// The section is a lazy chunk of its own: its first load in a test run transforms the feature.
const LAZY = { timeout: 15_000 };

const goals = () => ({ body: { goals: [sampleGoal()], active_count: 1 } });

describe('Metas on both child pages (docs/product.md#goals)', { timeout: 30_000 }, () => {
  it('the parent’s child page lists the goals, each leading to the parent’s goal page', async () => {
    stubSignedInParent({
      'GET /api/children': () => ({ body: [sampleChild()] }),
      'GET /api/children/10/progress': () => ({ body: { items: [], next_cursor: null } }),
      'GET /api/children/10/progress/summary': () => ({ body: { completed: 0, average_score: null, total: 0 } }),
      'GET /api/children/10/levels': () => ({ body: { levels: [] } }),
      'GET /api/children/10/goals': goals,
    });
    renderRoute('/child/10');
    const section = await screen.findByRole('region', { name: 'Metas' }, LAZY);
    expect(await within(section).findByRole('link', { name: 'Ver meta: Pedir ajuda com palavras' })).toHaveAttribute(
      'href',
      '/child/10/metas/5',
    );
    expect(within(section).getByRole('button', { name: 'Nova meta' })).toBeInTheDocument();
  });

  it('the professional’s child page lists them, each leading to the professional’s goal page', async () => {
    stubSignedInProfessional({
      'GET /api/children/10/levels': () => ({ body: { levels: [] } }),
      'GET /api/children/10/goals': goals,
    });
    renderRoute('/professional/child/10');
    const section = await screen.findByRole('region', { name: 'Metas' }, LAZY);
    expect(await within(section).findByRole('link', { name: 'Ver meta: Pedir ajuda com palavras' })).toHaveAttribute(
      'href',
      '/professional/child/10/metas/5',
    );
  });
});
