import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from './api-client';
import { createQueryClient } from './query-client';

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('the query client without a connection (docs/product.md#offline-play)', () => {
  it('fails a change at once with the network error instead of leaving its button spinning', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    client.mount();
    const send = vi.fn(() => Promise.reject(new NetworkError()));
    const observer = new MutationObserver(client, { mutationFn: send });
    await expect(observer.mutate()).rejects.toBeInstanceOf(NetworkError);
    expect(send).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().isPaused).toBe(false);
    client.unmount();
  });
});
