import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueue, refusedItems, sendQueue } from '../../lib/offline/result-queue';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { sampleChild, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { QueueRefusals } from './queue-refusals';
import { closeDevice, freshDevice, result, setOnline } from './queue-test-support';

/* A result the server refuses for a reason is shown to the parent once (docs/product.md#offline-play). */

beforeEach(freshDevice);
afterEach(closeDevice);

const LOCKED = 'Esta atividade não está disponível no seu plano.';
const GONE = 'Criança não encontrada.';

/** Two results played offline, refused when sent: one locked (Lia's), one of a child since removed. */
async function twoRefusals() {
  setOnline(false);
  await enqueue(result(1));
  await enqueue(result(2, { childId: 99, activityTitle: 'Memória' }));
  setOnline(true);
  const server = stubFetch({
    'POST /api/children/10/progress': () => ({ status: 403, body: { error: LOCKED } }),
    'POST /api/children/99/progress': () => ({ status: 404, body: { error: GONE } }),
    'GET /api/children': () => ({ body: [sampleChild()] }),
  });
  const { refused } = await sendQueue(1);
  expect(refused).toHaveLength(2);
  return server;
}

describe('the refusal notice', () => {
  it("lists each refusal with the activity, the child, the day and the server's reason", async () => {
    await twoRefusals();
    renderWithProviders(<QueueRefusals userId={1} />);
    const dialog = await screen.findByRole('dialog', { name: 'Resultados não registrados' });
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        `Não foi possível registrar “Atividade 1” de Lia (27/11/2026): ${LOCKED}`,
        `Não foi possível registrar “Memória” de uma criança (27/11/2026): ${GONE}`,
      ]),
    );
    await expectNoSeriousA11yViolations(document.body);
  });

  it("'Entendi' deletes them for good: the notice goes, here and on the next start", async () => {
    await twoRefusals();
    const view = renderWithProviders(<QueueRefusals userId={1} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await refusedItems(1)).toEqual([]);
    view.unmount();
    renderWithProviders(<QueueRefusals userId={1} />);
    // The queue is read again from the device: still nothing to show.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('works from the keyboard: Tab reaches "Entendi", Enter acknowledges; one refusal reads in the singular', async () => {
    setOnline(false);
    await enqueue(result(1));
    setOnline(true);
    stubFetch({
      'POST /api/children/10/progress': () => ({ status: 403, body: { error: LOCKED } }),
      'GET /api/children': () => ({ body: [sampleChild()] }),
    });
    await sendQueue(1);
    renderWithProviders(<QueueRefusals userId={1} />);
    const dialog = await screen.findByRole('dialog', { name: 'Resultado não registrado' });
    // The focus is in the dialog; Tab moves to the last control.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Entendi' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await refusedItems(1)).toEqual([]);
  });

  it('each account sees only its own refusals', async () => {
    await twoRefusals();
    setOnline(false);
    await enqueue(result(3, { userId: 2, key: 'other-3' }));
    setOnline(true);
    await sendQueue(2);
    renderWithProviders(<QueueRefusals userId={2} />);
    const dialog = await screen.findByRole('dialog', { name: 'Resultado não registrado' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(dialog).toHaveTextContent('“Atividade 3”');
  });
});
