import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleChild, stubSignedInParent } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render';
import { sampleProfessional, sampleSession } from '../child-professionals-stubs';

afterEach(() => vi.unstubAllGlobals());

describe('the child page', () => {
  it('shows who sees the child and the sessions logged for it', async () => {
    stubSignedInParent({
      'GET /api/children': () => ({ body: [sampleChild()] }),
      'GET /api/children/10/progress': () => ({ body: { items: [], next_cursor: null } }),
      'GET /api/children/10/progress/summary': () => ({ body: { completed: 0, average_score: null, total: 0 } }),
      'GET /api/children/10/professionals': () => ({
        body: { professionals: [sampleProfessional()], invitations: [] },
      }),
      'GET /api/children/10/sessions': () => ({ body: { sessions: [sampleSession(5)], next_cursor: null } }),
    });
    renderRoute('/child/10');
    expect(await screen.findByRole('heading', { name: 'Profissionais' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sessões com profissionais' })).toBeInTheDocument();
    expect(within(await screen.findByTestId('child-professionals')).getByText('Bruna Lima')).toBeInTheDocument();
    expect(await screen.findByText('05/11/2026 · Individual · 45 min')).toBeInTheDocument();
  });
});
