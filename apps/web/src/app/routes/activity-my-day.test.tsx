import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { startChildMode } from '../../lib/child-mode';
import { sampleActivity, sampleChild, sampleUser, stubSignedInParent } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

vi.mock('../../lib/speech', () => ({ speak: vi.fn(() => true), stopSpeaking: vi.fn(), portugueseVoices: () => [] }));
vi.mock('../../lib/sound', () => ({ playCue: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** An activity with nothing to play, so the player's message shows at once. */
function stubs() {
  return stubSignedInParent({
    'GET /api/children': () => ({ body: [sampleChild()] }),
    'GET /api/activities/1': () => ({ body: sampleActivity({ content: '' }) }),
  });
}

describe("an activity opened from 'Meu dia' in child mode (docs/product.md#my-day)", () => {
  it("is never a dead end: the player's message leads back to the day, still in child mode", async () => {
    stubs();
    startChildMode(sampleUser.id, { path: paths.myDay(10), childId: 10 });
    const { router } = renderRoute(paths.myDayActivity(1, 10, 4));
    expect(await screen.findByRole('region', { name: 'Modo criança' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar ao meu dia' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/10/meu-dia'));
    expect(JSON.parse(window.localStorage.getItem(`neurobridge.child-mode.${sampleUser.id}`)!)).toMatchObject({
      path: '/child/10/meu-dia',
    });
  });

  it('child mode started on the activity itself has no way to a day', async () => {
    stubs();
    startChildMode(sampleUser.id, { path: '/activity/1?child=10', childId: 10 });
    renderRoute('/activity/1?child=10');
    expect(await screen.findByRole('heading', { name: 'Conteúdo Indisponível' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voltar ao meu dia' })).toBeNull();
  });
});
