import type { ChildShop, ChildStars, RewardRequest, ShopReward } from '@neurobridge/shared/api/stars';
import { onlineManager } from '@tanstack/react-query';
import { vi } from 'vitest';

/**
 * Test data and helpers for the stars feature's component tests (not shipped: only tests import it);
 * they render with `renderPart` (test/render.tsx).
 */
export function sampleShopReward(overrides: Partial<ShopReward> = {}): ShopReward {
  return {
    id: 1,
    name: 'Sorvete',
    picture: 'sorvete',
    price: 3,
    size: 'pequena',
    pending_request_id: null,
    created_at: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

export function sampleShop(balance: number, items: ShopReward[]): ChildShop {
  return { balance, items };
}

export function sampleRequest(overrides: Partial<RewardRequest> = {}): RewardRequest {
  return {
    id: 7,
    child_id: 10,
    child_name: 'Lia',
    reward_id: 1,
    reward_name: 'Sorvete',
    reward_picture: 'sorvete',
    price: 3,
    size: 'pequena',
    status: 'pending',
    requested_at: '2026-11-24T15:00:00.000Z',
    decided_at: null,
    balance: 5,
    ...overrides,
  };
}

/** The last 8 weeks (Sundays from 2026-10-04 to 2026-11-22), nothing in them unless `weeks` says so. */
export function sampleStars(
  balance: number,
  weeks: Record<string, [earned: number, rewards: number]> = {},
): ChildStars {
  const sundays = Array.from({ length: 8 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 9, 4 + 7 * i));
    return day.toISOString().slice(0, 10);
  });
  return {
    balance,
    weeks: sundays.map((week_start) => {
      const [earned, rewards] = weeks[week_start] ?? [0, 0];
      return { week_start, earned, spent: 0, rewards_received: rewards };
    }),
  };
}

/** The browser and TanStack Query without a connection; `online()` brings it back. */
export function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
  return () => {
    onLine.mockRestore();
    onlineManager.setOnline(true);
  };
}
