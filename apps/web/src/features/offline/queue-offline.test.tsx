import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueue, queuedItems, refusedItems } from '../../lib/offline/result-queue';
import { createQueryClient } from '../../lib/query-client';
import { sampleChild, stubFetch } from '../../test/fetch-stub';
import { OfflineQueue } from './queue-offline';
import { closeDevice, freshDevice, result, setOnline } from './queue-test-support';

/* The signed-in area's sender, and the refusals it shows outside child mode (docs/product.md#offline-play). */

beforeEach(freshDevice);
afterEach(closeDevice);

describe('the mount of the queue in the signed-in area', () => {
  it('sends the queue at once; a refusal waits while child mode is on and shows when it ends', async () => {
    setOnline(false);
    await enqueue(result(1));
    setOnline(true);
    stubFetch({
      'POST /api/children/10/progress': () => ({ status: 403, body: { error: 'Atividade bloqueada.' } }),
      'GET /api/children': () => ({ body: [sampleChild()] }),
    });
    const queryClient = createQueryClient();
    const ui = (childMode: boolean) => (
      <QueryClientProvider client={queryClient}>
        <OfflineQueue userId={1} childMode={childMode} />
      </QueryClientProvider>
    );
    const view = render(ui(true));
    await waitFor(async () => expect(await refusedItems(1)).toHaveLength(1));
    expect(await queuedItems(1)).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.rerender(ui(false));
    expect(await screen.findByRole('dialog', { name: 'Resultado não registrado' })).toHaveTextContent(
      'Não foi possível registrar “Atividade 1” de Lia (27/11/2026): Atividade bloqueada.',
    );
  });
});
