import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useProgressiveList } from './use-progressive-list';

afterEach(() => vi.useRealTimers());

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

it('shows the first items at once, then a step more per task, until all are shown', () => {
  vi.useFakeTimers();
  const items = range(50);
  const { result } = renderHook(() => useProgressiveList(items, 12, 24));
  expect(result.current).toHaveLength(12);
  act(() => vi.advanceTimersByTime(0));
  expect(result.current).toHaveLength(36);
  act(() => vi.advanceTimersByTime(0));
  expect(result.current).toEqual(items);
  act(() => vi.runAllTimers());
  expect(result.current).toEqual(items);
});

it('starts again from the first items for a new list, and shows a short list whole', () => {
  vi.useFakeTimers();
  const { result, rerender } = renderHook(({ items }) => useProgressiveList(items, 12, 24), {
    initialProps: { items: range(50) as readonly number[] | undefined },
  });
  act(() => vi.advanceTimersByTime(0));
  act(() => vi.advanceTimersByTime(0));
  expect(result.current).toHaveLength(50);
  rerender({ items: range(40).map((i) => i + 100) });
  expect(result.current).toHaveLength(12);
  expect(result.current[0]).toBe(100);
  rerender({ items: range(3) });
  expect(result.current).toEqual([0, 1, 2]);
  rerender({ items: undefined });
  expect(result.current).toEqual([]);
});

it('draws the next step when the main thread is idle, where the browser says so', () => {
  const idle: IdleRequestCallback[] = [];
  const idleApi = {
    requestIdleCallback: (run: IdleRequestCallback) => idle.push(run),
    cancelIdleCallback: () => {},
  };
  Object.assign(window, idleApi);
  try {
    const items = range(10);
    const { result } = renderHook(() => useProgressiveList(items));
    expect(result.current).toHaveLength(8);
    expect(idle).toHaveLength(1);
    act(() => idle[0]!({ didTimeout: false, timeRemaining: () => 10 }));
    expect(result.current).toHaveLength(10);
  } finally {
    for (const key of Object.keys(idleApi)) Reflect.deleteProperty(window, key);
  }
});
